// Test support (`@festival/server-wallet/testing`): kept out of the main entry point.
export { readZip } from './lib/testing/read-zip';
