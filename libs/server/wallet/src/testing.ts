// Test support (`@festival/server-wallet/testing`): kept out of the main entry point.
export { readZip } from '@festival/shared-util-e2e/zip';
export { apnsTestKey, startApnsStandIn, type ApnsRequest } from './lib/apns-stand-in';
export { passJsonOf, randomHex, type PassWebService } from './lib/pass-json';
