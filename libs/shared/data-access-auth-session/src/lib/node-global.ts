// amazon-cognito-identity-js bundles the `buffer` package, which reads Node's `global` when it
// loads; browsers only have `globalThis`. This module is imported before the client.
const scope = globalThis as typeof globalThis & { global?: typeof globalThis };
scope.global ??= globalThis;

export {};
