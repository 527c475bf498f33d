import { Badge, Box, Button, Flex, Heading, Image, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MainEvent } from '@festival/shared-util-api-contracts';
import { formatDisplayDate } from '@festival/shared-util-dates';

export interface FestivalHeroProps {
  event: MainEvent;
  activityCount?: number;
  /** The festival name is the page title on the home page. */
  headingLevel?: 'h1' | 'h2';
  /** The first thing to do, e.g. register (first in the row of actions). */
  callToAction?: ReactNode;
}

/** The active festival: banner, logo, name, dates (MM/DD/YYYY in its time zone), location, link. */
export function FestivalHero({ event, activityCount, headingLevel = 'h1', callToAction }: FestivalHeroProps) {
  const { t } = useTranslation('attendee');
  const timeZone = event.timezone || undefined;
  return (
    <Box as="article" aria-labelledby="festival-name" borderRadius="2xl" overflow="hidden" bg="bg" boxShadow="lg">
      <Box position="relative" h={{ base: '48', md: '80' }} bg="ocean.800">
        <Image
          src={event.bannerImage}
          alt={t('home.bannerAlt', { name: event.name })}
          w="full"
          h="full"
          objectFit="cover"
          objectPosition="left center"
        />
      </Box>
      <Flex direction={{ base: 'column', md: 'row' }} gap="6" p={{ base: '5', md: '8' }} align={{ md: 'flex-start' }}>
        <Image
          src={event.logoImage}
          alt={t('home.logoAlt', { name: event.name })}
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
          <Heading as={headingLevel} id="festival-name" size={{ base: '2xl', md: '3xl' }}>
            {event.name}
          </Heading>
          {event.description && (
            <Text color="fg.muted" fontSize="lg">
              {event.description}
            </Text>
          )}
          <Stack as="dl" direction={{ base: 'column', md: 'row' }} gap={{ base: '2', md: '8' }}>
            <Box>
              <Text as="dt" fontSize="sm" color="fg.muted">
                {t('home.datesLabel')}
              </Text>
              <Text as="dd" fontWeight="semibold">
                {t('home.dates', {
                  start: formatDisplayDate(event.startDate, timeZone),
                  end: formatDisplayDate(event.endDate, timeZone),
                })}
              </Text>
            </Box>
            <Box>
              <Text as="dt" fontSize="sm" color="fg.muted">
                {t('home.locationLabel')}
              </Text>
              <Text as="dd" fontWeight="semibold">
                {event.location}
              </Text>
            </Box>
          </Stack>
          <Text fontSize="sm" color="fg.muted">
            {t('home.timeZoneNote')}
          </Text>
          <Flex gap="3" wrap="wrap" align="center">
            {callToAction}
            {event.refLink && (
              <Button asChild colorPalette="brand" variant={callToAction ? 'outline' : 'solid'}>
                <a href={event.refLink} target="_blank" rel="noopener noreferrer">
                  {t('home.visitSite')}
                </a>
              </Button>
            )}
            {activityCount !== undefined && (
              <Badge colorPalette="ocean" size="lg">
                {t('home.activities', { count: activityCount })}
              </Badge>
            )}
          </Flex>
        </Stack>
      </Flex>
    </Box>
  );
}
