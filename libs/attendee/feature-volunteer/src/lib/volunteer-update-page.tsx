import { Button, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useMyVolunteer, useVolunteerCheck } from '@festival/attendee-data-access-volunteers';
import type { VolunteerFormValues } from '@festival/attendee-ui-volunteer';
import { PageContainer, PageHeader } from '@festival/shared-ui-kit';
import type { VolunteerApplication } from '@festival/shared-util-api-contracts';
import { isVolunteerEditable } from '@festival/shared-util-registration';
import { attendeeRoutes } from '@festival/shared-util-site';
import { ApplicationFormContainer } from './application-form-container';
import { LoadState } from './load-state';

const toFormValues = (application: VolunteerApplication): VolunteerFormValues => ({
  phone: application.phone,
  areaIds: application.areaIds,
  languageIds: application.languageIds,
  experience: application.experience ?? '',
  tShirtSize: application.tShirtSize,
  emergencyName: application.emergencyName,
  emergencyPhone: application.emergencyPhone,
  emergencyRelationship: application.emergencyRelationship,
  timeSlots: application.timeSlots.map(({ startDate, type }) => ({ startDate, type })),
  agreementAccepted: application.agreementAccepted,
});

/** `/volunteer/update`: the application again, while the volunteer desk has not approved it. */
export function VolunteerUpdatePage() {
  const { t } = useTranslation('volunteer');
  const check = useVolunteerCheck();
  const applied = check.data?.isRegistered === true;
  const mine = useMyVolunteer(applied);
  const festival = check.data?.festival;
  return (
    <PageContainer>
      <PageHeader title={t('page.updateTitle')} />
      <LoadState
        pending={check.isPending || (applied && mine.isPending)}
        error={check.isError || mine.isError}
        onRetry={() => void (check.isError ? check.refetch() : mine.refetch())}
      />
      {check.data && !festival && <Text>{t('page.noFestival')}</Text>}
      {festival && check.data?.isRegistered === false && (
        <Stack gap="3" align="flex-start">
          <Text>{t('page.notYetApplied')}</Text>
          <Button asChild colorPalette="brand">
            <RouterLink to={attendeeRoutes.volunteerRegistration.getHref()}>{t('page.apply')}</RouterLink>
          </Button>
        </Stack>
      )}
      {festival && mine.data && !isVolunteerEditable(mine.data.status) && <Text>{t('page.approvedNoEdit')}</Text>}
      {festival && mine.data && isVolunteerEditable(mine.data.status) && (
        <ApplicationFormContainer festival={festival} mode="update" initialValues={toFormValues(mine.data)} />
      )}
    </PageContainer>
  );
}
