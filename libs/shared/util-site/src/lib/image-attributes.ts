import type { ImageVariant } from '@festival/shared-util-api-contracts';

export interface ImageAttributes {
  src: string;
  /** Present only when the picture has sized variants. */
  srcSet?: string;
  sizes?: string;
}

/**
 * A picture's img attributes: its sized variants as a srcset with the `sizes` its place on the page
 * takes, and the middle size as the src for a browser that reads no srcset; the picture as stored
 * when it has no variants.
 */
export function imageAttributes(src: string, variants: readonly ImageVariant[], sizes: string): ImageAttributes {
  if (variants.length === 0) return { src };
  const sorted = [...variants].sort((a, b) => a.width - b.width);
  return {
    src: sorted[Math.floor((sorted.length - 1) / 2)].url,
    srcSet: sorted.map((variant) => `${variant.url} ${variant.width}w`).join(', '),
    sizes,
  };
}

/**
 * An activity's picture on its card: the card's width on a phone (at most the viewport), a 14rem
 * box beside the text from the md breakpoint (48rem). The server's filled activity list and the
 * app's card give the browser the same sizes, so the app reuses the file the page loaded.
 */
export const ACTIVITY_IMAGE_SIZES = '(min-width: 48rem) 14rem, 100vw';

/** An activity picture's img attributes (imageAttributes with ACTIVITY_IMAGE_SIZES). */
export const activityImageAttributes = (src: string, variants: readonly ImageVariant[]): ImageAttributes =>
  imageAttributes(src, variants, ACTIVITY_IMAGE_SIZES);
