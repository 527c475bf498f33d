// Test support (`@festival/shared-data-access-api-client/testing`): kept out of the main entry
// point so it never ships in an app bundle.
export * from './lib/fake-api';
export * from './lib/fake-activities-api';
// The axios client without the on-demand loading: answers under fake timers too.
export { createAxiosClient } from './lib/axios-client';
