import { Badge, Button, Flex, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EventFacts, EventHero } from '@festival/attendee-ui-event';
import { isHttpLink, type MainEvent } from '@festival/shared-util-api-contracts';
import { eventDateRange } from '@festival/shared-util-dates';

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
  return (
    <EventHero
      event={event}
      bannerAlt={t('home.bannerAlt', { name: event.name })}
      logoAlt={t('home.logoAlt', { name: event.name })}
      headingId="festival-name"
      headingLevel={headingLevel}
      bannerHeight={{ base: '48', md: '80' }}
      bannerPosition="left center"
      // The home's largest picture, as the server's page has it (home-shell.ts).
      bannerFetchPriority="high"
    >
      {event.description && (
        <Text color="fg.muted" fontSize="lg">
          {event.description}
        </Text>
      )}
      <EventFacts
        facts={[
          {
            label: t('home.datesLabel'),
            value: t('home.dates', eventDateRange(event)),
          },
          { label: t('home.locationLabel'), value: event.location },
        ]}
      />
      <Text fontSize="sm" color="fg.muted">
        {t('home.timeZoneNote')}
      </Text>
      <Flex gap="3" wrap="wrap" align="center">
        {callToAction}
        {/* Only a web address becomes a link, whatever was stored before the contracts checked it. */}
        {isHttpLink(event.refLink) && (
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
    </EventHero>
  );
}
