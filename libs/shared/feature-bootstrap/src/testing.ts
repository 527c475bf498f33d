// Test support (`@festival/shared-feature-bootstrap/testing`): kept out of the main entry point so
// it never ships in an app bundle.
export * from './lib/test-app-context';
