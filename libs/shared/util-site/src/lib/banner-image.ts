import type { ImageVariant } from '@festival/shared-util-api-contracts';

/**
 * The banner spans the page's content column: the viewport on a phone, at most 72rem (6xl) beside.
 * The server's home and the app's banner give the browser the same sizes, so the app reuses the
 * file the server's page already loaded.
 */
export const BANNER_SIZES = '(min-width: 76rem) 72rem, 100vw';

export interface BannerImageAttributes {
  src: string;
  /** Present only when the picture has sized variants. */
  srcSet?: string;
  sizes?: string;
}

/**
 * The banner's img attributes: its sized variants as a srcset, with the middle size as the src
 * for a browser that reads no srcset; the picture as stored when it has no variants.
 */
export function bannerImageAttributes(src: string, variants: readonly ImageVariant[]): BannerImageAttributes {
  if (variants.length === 0) return { src };
  const sorted = [...variants].sort((a, b) => a.width - b.width);
  return {
    src: sorted[Math.floor((sorted.length - 1) / 2)].url,
    srcSet: sorted.map((variant) => `${variant.url} ${variant.width}w`).join(', '),
    sizes: BANNER_SIZES,
  };
}
