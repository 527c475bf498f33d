import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ImageVariant } from '@festival/shared-util-api-contracts';

/** Where the server publishes the demo festival's images. */
export const DEMO_MEDIA_PREFIX = '/media/demo/';

/** The folder holding banner.svg and logo.svg: beside the bundle (dist/apps/api/media/demo) or in the source tree. */
export function demoMediaFolder(): string {
  const candidates = [new URL('./media/demo', import.meta.url), new URL('../../assets', import.meta.url)];
  const found = candidates.map((url) => fileURLToPath(url)).find((path) => existsSync(`${path}/banner.svg`));
  if (!found) throw new Error('The demo images are missing: rebuild with `npm run build`.');
  return found;
}

/** The WebP sizes the build makes of the demo banner with sharp (apps/api/build.mjs): `banner-640w.webp`, ... */
const VARIANT_FILE = /^(.+)-(\d+)w\.webp$/;
let variantFiles: string[] | undefined;

/**
 * The sized WebP files the build made of a demo picture (by its URL under DEMO_MEDIA_PREFIX), for
 * a srcset, narrowest first; none for another picture, or when running from the source tree (no build).
 */
export function demoImageVariants(url: string): ImageVariant[] {
  if (!url.startsWith(DEMO_MEDIA_PREFIX)) return [];
  variantFiles ??= readdirSync(demoMediaFolder()).filter((name) => VARIANT_FILE.test(name));
  const name = url.slice(DEMO_MEDIA_PREFIX.length).replace(/\.[a-z0-9]+$/i, '');
  return variantFiles
    .flatMap((file) => {
      const [, base, width] = VARIANT_FILE.exec(file) ?? [];
      return base === name ? [{ url: `${DEMO_MEDIA_PREFIX}${file}`, width: Number(width) }] : [];
    })
    .sort((a, b) => a.width - b.width);
}
