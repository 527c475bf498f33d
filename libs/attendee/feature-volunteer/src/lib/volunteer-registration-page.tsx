import { Button, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useVolunteerCheck } from '@festival/attendee-data-access-volunteers';
import { PageContainer, PageHeader } from '@festival/shared-ui-kit';
import { attendeeRoutes } from '@festival/shared-util-site';
import { ApplicationFormContainer } from './application-form-container';
import { LoadState } from './load-state';

/** `/volunteer/registration`: the application, once per festival. */
export function VolunteerRegistrationPage() {
  const { t } = useTranslation('volunteer');
  const check = useVolunteerCheck();
  const festival = check.data?.festival;
  return (
    <PageContainer>
      <PageHeader title={t('page.registrationTitle')} description={t('page.intro')} />
      <LoadState pending={check.isPending} error={check.isError} onRetry={() => void check.refetch()} />
      {check.data && !festival && <Text>{t('page.noFestival')}</Text>}
      {festival && check.data?.isRegistered && (
        <Stack gap="3" align="flex-start">
          <Text>{t('page.alreadyApplied')}</Text>
          <Button asChild variant="outline">
            <RouterLink to={attendeeRoutes.volunteerUpdateInformation.getHref()}>{t('page.update')}</RouterLink>
          </Button>
        </Stack>
      )}
      {festival && check.data?.isRegistered === false && <ApplicationFormContainer festival={festival} mode="create" />}
    </PageContainer>
  );
}
