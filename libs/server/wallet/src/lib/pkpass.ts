import { createHash } from 'node:crypto';
import { PKPass } from 'passkit-generator';
import { passImages } from './branding';
import type { PassCertificates } from './dev-certificates';
import { passJson, type PassContent } from './pass-content';

/**
 * The version of a pass's content: the same for the same pass.json, whatever the check-in
 * token's issue time (the QR code is re-signed at every fetch). The ETag of the pass.
 */
export function passVersion(content: PassContent): string {
  const json = JSON.stringify(passJson({ ...content, checkInToken: '' }));
  return `"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`;
}

/** The signed .pkpass (a zip of pass.json, the images, manifest.json and signature). */
export function buildPkpass(content: PassContent, certificates: PassCertificates): Buffer {
  const pass = new PKPass(
    { 'pass.json': Buffer.from(JSON.stringify(passJson(content))), ...passImages() },
    certificates,
  );
  return pass.getAsBuffer();
}
