// Test support (`@festival/shared-util-api-contracts/testing`): fixtures that satisfy the
// contracts, kept out of the main entry point so they never ship in a bundle.
export * from './lib/testing/valid-attendee';
export * from './lib/testing/test-site-config';
