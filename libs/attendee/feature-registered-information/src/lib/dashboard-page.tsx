import { Box, Button, Heading, Text, Wrap } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useActiveEvents } from '@festival/attendee-data-access-events';
import { useProfile } from '@festival/attendee-data-access-profile';
import { PageContainer, PageHeader } from '@festival/shared-ui-kit';
import { attendeeRoutes } from '@festival/shared-util-site';
import { FestivalCard } from './festival-card';
import { LoadError } from './load-error';
import { LoadingState } from './loading-state';

/** `/dashboard`: a greeting, the active festival and what to do next about it. */
export function DashboardPage() {
  const { t } = useTranslation('registered');
  const profile = useProfile();
  const events = useActiveEvents();
  const festival = events.data?.data[0];
  const firstName = profile.data?.firstName.trim();
  return (
    <PageContainer>
      <PageHeader
        title={firstName ? t('dashboard.title', { name: firstName }) : t('dashboard.titleNoName')}
        description={t('dashboard.intro')}
        actions={
          <Wrap gap="3">
            <Button asChild variant="outline">
              <RouterLink to={attendeeRoutes.myEvents.getHref()}>{t('dashboard.myEvents')}</RouterLink>
            </Button>
            <Button asChild variant="outline">
              <RouterLink to={attendeeRoutes.myProfile.getHref()}>{t('dashboard.profile')}</RouterLink>
            </Button>
          </Wrap>
        }
      />
      <Heading as="h2" size="lg" mb="4">
        {t('dashboard.festival')}
      </Heading>
      {events.isPending && <LoadingState />}
      {events.isError && <LoadError error={events.error} onRetry={() => void events.refetch()} />}
      {events.isSuccess && !festival && (
        <Box borderWidth="1px" borderRadius="lg" p="8" textAlign="center" bg="bg">
          <Text>{t('dashboard.noFestival')}</Text>
        </Box>
      )}
      {festival && <FestivalCard event={festival} />}
    </PageContainer>
  );
}
