// A zip reader for tests (a .pkpass is a zip): the wallet's API tests and the journeys.
export { readZip } from './lib/read-zip';
