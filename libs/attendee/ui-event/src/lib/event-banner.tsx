import { Box, Image, type BoxProps, type ImageProps } from '@chakra-ui/react';
import type { ImageVariant } from '@festival/shared-util-api-contracts';
import { bannerImageAttributes } from '@festival/shared-util-site';

export interface EventBannerProps {
  /** The event's banner picture. */
  src: string;
  /** Its sized variants (MainEvent.bannerImageVariants): offered as a srcset, the picture as stored when none. */
  variants?: readonly ImageVariant[];
  /** Its alt text (translated by the page, e.g. "Banner of {name}"). */
  alt: string;
  /** The band's height per breakpoint; the picture covers it, cropped. */
  h: BoxProps['h'];
  /** Which part of a cropped picture stays in view (the centre by default). */
  objectPosition?: ImageProps['objectPosition'];
  /** 'high' where the banner is the page's largest picture in view (the home, as the server's page has it). */
  fetchPriority?: 'high';
}

/**
 * An event's banner: a band of the page's width, dark ocean until (or unless) the picture loads.
 * With variants it gives the same srcset and sizes as the server's home, so the browser reuses the
 * file that page loaded and a phone never fetches the original.
 */
export function EventBanner({ src, variants = [], alt, h, objectPosition, fetchPriority }: EventBannerProps) {
  return (
    <Box h={h} bg="ocean.800">
      <Image
        {...bannerImageAttributes(src, variants)}
        alt={alt}
        fetchPriority={fetchPriority}
        w="full"
        h="full"
        objectFit="cover"
        objectPosition={objectPosition}
      />
    </Box>
  );
}
