// The identity test client (`@festival/shared-util-e2e/idp-client`): its own entry point, free of
// Playwright, so that the server idp tests, the api tests and the benches import it too.
export * from './lib/idp-client';
