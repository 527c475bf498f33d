import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { EventBanner } from '@festival/attendee-ui-event';
import type { MainEvent } from '@festival/shared-util-api-contracts';
import { eventDateRange } from '@festival/shared-util-dates';
import { NextAction } from './next-action';

/** The active festival on the dashboard: banner, name, dates (MM/DD/YYYY in its time zone), next step. */
export function FestivalCard({ event }: { event: MainEvent }) {
  const { t } = useTranslation('registered');
  return (
    <Box
      as="section"
      aria-labelledby="dashboard-festival"
      borderWidth="1px"
      borderRadius="2xl"
      overflow="hidden"
      bg="bg"
    >
      <EventBanner
        src={event.bannerImage}
        variants={event.bannerImageVariants}
        alt={t('shared.bannerAlt', { name: event.name })}
        h={{ base: '32', md: '56' }}
      />
      <Stack gap="3" p={{ base: '5', md: '8' }}>
        <Heading as="h3" id="dashboard-festival" size="2xl">
          {event.name}
        </Heading>
        <Text fontWeight="semibold">{t('shared.dates', eventDateRange(event))}</Text>
        {event.location && <Text color="fg.muted">{event.location}</Text>}
        <NextAction eventId={event.id} />
      </Stack>
    </Box>
  );
}
