// Test support (`@festival/server-db/testing`): kept out of the main entry point so it never ships
// in the server or an app bundle.
export * from './lib/test-database';
