import { Box, Button, Flex, Heading, Stack, Text, Wrap } from '@chakra-ui/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { MyEvent } from '@festival/shared-util-api-contracts';
import { StatusBadge } from '@festival/shared-ui-kit';
import { eventDateRange } from '@festival/shared-util-dates';
import { attendeeRoutes } from '@festival/shared-util-site';

/** One event the caller registered for: dates, registration type and status, and where to go next. */
export function EventCard({ event }: { event: MyEvent }) {
  const { t } = useTranslation('registered');
  const headingId = useId();
  return (
    <Box as="article" aria-labelledby={headingId} borderWidth="1px" borderRadius="xl" bg="bg" p="5">
      <Stack gap="3">
        <Heading as="h2" id={headingId} size="lg">
          {event.name}
        </Heading>
        <Text color="fg.muted">{t('shared.dates', eventDateRange(event))}</Text>
        <Flex gap="4" wrap="wrap" align="center">
          <Flex gap="4" wrap="wrap" align="center" as="dl">
            <Flex gap="2" align="center">
              <Text as="dt" fontSize="sm" color="fg.muted">
                {t('shared.registrationType')}
              </Text>
              <Text as="dd" fontWeight="semibold">
                {t(`type.${event.registrationType}`)}
              </Text>
            </Flex>
            <Flex gap="2" align="center">
              <Text as="dt" fontSize="sm" color="fg.muted">
                {t('shared.registrationStatus')}
              </Text>
              <Box as="dd">
                <StatusBadge status={event.registrationStatus} />
              </Box>
            </Flex>
          </Flex>
          <Text fontSize="sm" color="fg.muted">
            {t('myEvents.attendees', { count: event.registrations.length })}
          </Text>
        </Flex>
        <Wrap gap="3">
          <Button asChild size="sm" colorPalette="brand">
            <RouterLink to={attendeeRoutes.registeredInformationId.getHref({ id: event.id })}>
              {t('myEvents.registeredInformation')}
            </RouterLink>
          </Button>
          <Button asChild size="sm" variant="outline" colorPalette="brand">
            <RouterLink to={attendeeRoutes.mySubEvent.getHref({ id: event.id })}>
              {t('myEvents.activities', 'Activities')}
            </RouterLink>
          </Button>
          <Button asChild size="sm" variant="outline" colorPalette="brand">
            <RouterLink to={attendeeRoutes.editRegisterEvent.getHref({ id: event.id })}>
              {t('shared.editRegistration')}
            </RouterLink>
          </Button>
        </Wrap>
      </Stack>
    </Box>
  );
}
