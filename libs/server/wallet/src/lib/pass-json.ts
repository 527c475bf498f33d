import { randomBytes } from 'node:crypto';
import { readZip } from '@festival/shared-util-e2e/zip';

/** What a device reads from a downloaded pass to talk to the web service (Apple's pass.json keys). */
export interface PassWebService {
  serialNumber: string;
  passTypeIdentifier: string;
  authenticationToken: string;
  webServiceURL: string;
}

/** The pass.json of a .pkpass, as Wallet reads it; throws when the file holds none. */
export function passJsonOf(pkpass: Buffer): PassWebService {
  const file = readZip(pkpass).get('pass.json');
  if (!file) throw new Error('The .pkpass holds no pass.json.');
  return JSON.parse(file.toString('utf8')) as PassWebService;
}

/** A random hexadecimal string of `bytes` bytes: a device library id (16) or a push token (32). */
export function randomHex(bytes: number): string {
  return randomBytes(bytes).toString('hex');
}
