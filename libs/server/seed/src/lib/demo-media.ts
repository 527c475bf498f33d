import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Where the server publishes the demo festival's images. */
export const DEMO_MEDIA_PREFIX = '/media/demo/';

/** The folder holding banner.svg and logo.svg: beside the bundle (dist/apps/api/media/demo) or in the source tree. */
export function demoMediaFolder(): string {
  const candidates = [new URL('./media/demo', import.meta.url), new URL('../../assets', import.meta.url)];
  const found = candidates.map((url) => fileURLToPath(url)).find((path) => existsSync(`${path}/banner.svg`));
  if (!found) throw new Error('The demo images are missing: rebuild with `npm run build`.');
  return found;
}
