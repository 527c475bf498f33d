import type { ImageVariant } from '@festival/shared-util-api-contracts';
import { imageAttributes, type ImageAttributes } from './image-attributes';

/**
 * The banner spans the page's content column: the viewport on a phone, at most 72rem (6xl) beside.
 * The server's home and the app's banner give the browser the same sizes, so the app reuses the
 * file the server's page already loaded.
 */
export const BANNER_SIZES = '(min-width: 76rem) 72rem, 100vw';

export type BannerImageAttributes = ImageAttributes;

/** The banner's img attributes (imageAttributes with BANNER_SIZES). */
export function bannerImageAttributes(src: string, variants: readonly ImageVariant[]): BannerImageAttributes {
  return imageAttributes(src, variants, BANNER_SIZES);
}
