import { PKPass } from 'passkit-generator';
import { passImages } from './branding';
import type { PassCertificates } from './dev-certificates';
import { passJson, type PassContent } from './pass-content';

/** The signed .pkpass (a zip of pass.json, the images, manifest.json and signature). */
export function buildPkpass(content: PassContent, certificates: PassCertificates): Buffer {
  const pass = new PKPass(
    { 'pass.json': Buffer.from(JSON.stringify(passJson(content))), ...passImages() },
    certificates,
  );
  return pass.getAsBuffer();
}
