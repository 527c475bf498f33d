import { Box, Image, type BoxProps, type ImageProps } from '@chakra-ui/react';

export interface EventBannerProps {
  /** The event's banner picture. */
  src: string;
  /** Its alt text (translated by the page, e.g. "Banner of {name}"). */
  alt: string;
  /** The band's height per breakpoint; the picture covers it, cropped. */
  h: BoxProps['h'];
  /** Which part of a cropped picture stays in view (the centre by default). */
  objectPosition?: ImageProps['objectPosition'];
}

/** An event's banner: a band of the page's width, dark ocean until (or unless) the picture loads. */
export function EventBanner({ src, alt, h, objectPosition }: EventBannerProps) {
  return (
    <Box h={h} bg="ocean.800">
      <Image src={src} alt={alt} w="full" h="full" objectFit="cover" objectPosition={objectPosition} />
    </Box>
  );
}
