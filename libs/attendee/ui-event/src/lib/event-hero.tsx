import { Box, Flex, Heading, Image, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { MainEvent } from '@festival/shared-util-api-contracts';
import { EventBanner, type EventBannerProps } from './event-banner';

export interface EventHeroProps {
  event: Pick<MainEvent, 'name' | 'bannerImage' | 'bannerImageVariants' | 'logoImage'>;
  /** The banner's and the logo's alt texts (translated by the page). */
  bannerAlt: string;
  logoAlt: string;
  /** The heading's id, which names the article (pages and journeys find the name by it). */
  headingId: string;
  /** The event's name is the page title where the page is about the event. */
  headingLevel?: 'h1' | 'h2';
  bannerHeight: EventBannerProps['h'];
  bannerPosition?: EventBannerProps['objectPosition'];
  bannerFetchPriority?: EventBannerProps['fetchPriority'];
  /** What follows the name: description, dates and place, actions. */
  children?: ReactNode;
}

/** An event presented on its own: the banner, the logo overlapping it, the name, then the page's own details. */
export function EventHero({
  event,
  bannerAlt,
  logoAlt,
  headingId,
  headingLevel = 'h1',
  bannerHeight,
  bannerPosition,
  bannerFetchPriority,
  children,
}: EventHeroProps) {
  return (
    <Box as="article" aria-labelledby={headingId} borderRadius="2xl" overflow="hidden" bg="bg" boxShadow="lg">
      <EventBanner
        src={event.bannerImage}
        variants={event.bannerImageVariants}
        alt={bannerAlt}
        h={bannerHeight}
        objectPosition={bannerPosition}
        fetchPriority={bannerFetchPriority}
      />
      <Flex direction={{ base: 'column', md: 'row' }} gap="6" p={{ base: '5', md: '8' }} align={{ md: 'flex-start' }}>
        <Image
          src={event.logoImage}
          alt={logoAlt}
          boxSize={{ base: '20', md: '28' }}
          mt={{ base: '-16', md: '-20' }}
          borderRadius="xl"
          borderWidth="4px"
          borderColor="bg"
          bg="bg"
          objectFit="contain"
          position="relative"
        />
        <Stack gap="4" flex="1">
          <Heading as={headingLevel} id={headingId} size={{ base: '2xl', md: '3xl' }}>
            {event.name}
          </Heading>
          {children}
        </Stack>
      </Flex>
    </Box>
  );
}
