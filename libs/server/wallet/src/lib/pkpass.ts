import { createHash } from 'node:crypto';
import { PKPass } from 'passkit-generator';
import { passImages } from './branding';
import type { PassCertificates } from './dev-certificates';
import { passJson, type PassContent } from './pass-content';
import { passStrings } from './pass-texts';

/**
 * The version of a pass's content: the same for the same pass.json and texts, whatever the
 * check-in token's issue time (the QR code is re-signed at every fetch). The ETag of the pass.
 */
export function passVersion(content: PassContent): string {
  const unsigned = { ...content, checkInToken: '' };
  const json = JSON.stringify([passJson(unsigned), passStrings((t) => passJson(unsigned, t))]);
  return `"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`;
}

/**
 * The signed .pkpass: a zip of pass.json, the images, `<lang>.lproj/pass.strings` (the pass's
 * texts in each language the server writes; Wallet shows the device's), manifest.json and signature.
 */
export function buildPkpass(content: PassContent, certificates: PassCertificates): Buffer {
  const pass = new PKPass(
    { 'pass.json': Buffer.from(JSON.stringify(passJson(content))), ...passImages() },
    certificates,
  );
  for (const [language, strings] of Object.entries(passStrings((t) => passJson(content, t))))
    pass.localize(language, strings);
  return pass.getAsBuffer();
}
