import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useMyEvents } from '@festival/attendee-data-access-registrations';
import { PageContainer, PageHeader } from '@festival/shared-ui-kit';
import { attendeeRoutes } from '@festival/shared-util-site';
import { EventCard } from './event-card';
import { LoadError } from './load-error';
import { LoadingState } from './loading-state';

/** How many of the caller's registrations the list shows; a person registers for a handful of festivals. */
const LIST_TAKE = 50;

/** The caller's registrations, one card each, leading to the registration's pages. */
export function RegistrationList() {
  const { t } = useTranslation('registered');
  const events = useMyEvents({ take: LIST_TAKE, skip: 0 });
  const rows = events.data?.data ?? [];
  return (
    <PageContainer>
      <PageHeader title={t('information.title')} description={t('information.listIntro')} />
      {events.isPending && <LoadingState />}
      {events.isError && <LoadError error={events.error} onRetry={() => void events.refetch()} />}
      {events.isSuccess && rows.length === 0 && (
        <Box borderWidth="1px" borderRadius="lg" p="8" textAlign="center" bg="bg">
          <Text fontSize="lg" mb="4">
            {t('information.empty')}
          </Text>
          <Button asChild colorPalette="brand">
            <RouterLink to={attendeeRoutes.registerEvent.getHref()}>{t('myEvents.registerCta')}</RouterLink>
          </Button>
        </Box>
      )}
      <Stack gap="4">
        {rows.map((event) => (
          <EventCard key={event.id} event={event} />
        ))}
      </Stack>
    </PageContainer>
  );
}
