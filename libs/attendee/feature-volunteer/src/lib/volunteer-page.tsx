import { Box, Button, Heading, Link, List, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useMyVolunteer, useVolunteerCheck, useVolunteerDocuments } from '@festival/attendee-data-access-volunteers';
import { PageContainer, PageHeader, StatusBadge } from '@festival/shared-ui-kit';
import { formatDisplayDate } from '@festival/shared-util-dates';
import { isVolunteerEditable, type ShiftType } from '@festival/shared-util-registration';
import { attendeeRoutes } from '@festival/shared-util-site';
import { LoadState } from './load-state';

/** `/volunteer`: what volunteering means, the forms as PDFs, and the status of my application. */
export function VolunteerPage() {
  const { t } = useTranslation('volunteer');
  const check = useVolunteerCheck();
  const mine = useMyVolunteer(check.data?.isRegistered === true);
  const documents = useVolunteerDocuments();
  const application = mine.data;

  return (
    <PageContainer>
      <PageHeader title={t('page.title')} description={t('page.intro')} />
      <Stack gap="8" maxW="3xl">
        <Box as="section" aria-labelledby="volunteer-what">
          <Heading as="h2" size="lg" mb="3" id="volunteer-what">
            {t('page.whatTitle')}
          </Heading>
          <List.Root gap="2" ps="5">
            <List.Item>{t('page.what1')}</List.Item>
            <List.Item>{t('page.what2')}</List.Item>
            <List.Item>{t('page.what3')}</List.Item>
          </List.Root>
        </Box>

        <Box as="section" aria-labelledby="volunteer-documents">
          <Heading as="h2" size="lg" mb="3" id="volunteer-documents">
            {t('page.documentsTitle')}
          </Heading>
          <Text mb="3">{t('page.documentsIntro')}</Text>
          {documents.isError && <Text role="alert">{t('page.documentsError')}</Text>}
          {documents.data && (
            <List.Root gap="2" ps="5">
              {documents.data.map((document) => (
                <List.Item key={document.name}>
                  <Link href={document.url} download target="_blank" rel="noopener" colorPalette="brand">
                    {document.name === 'agreement' ? t('page.agreementPdf') : t('page.releasePdf')}
                  </Link>
                </List.Item>
              ))}
            </List.Root>
          )}
        </Box>

        <Box as="section" aria-labelledby="volunteer-status" borderWidth="1px" borderRadius="lg" p="5" bg="bg">
          <Heading as="h2" size="lg" mb="3" id="volunteer-status">
            {t('page.statusTitle')}
          </Heading>
          <LoadState
            pending={check.isPending || (check.data?.isRegistered === true && mine.isPending)}
            error={check.isError || mine.isError}
            onRetry={() => void (check.isError ? check.refetch() : mine.refetch())}
          />
          {check.data && !check.data.festival && <Text>{t('page.noFestival')}</Text>}
          {check.data?.festival && !check.data.isRegistered && (
            <Stack gap="3" align="flex-start">
              <Text>{t('page.notApplied')}</Text>
              <Button asChild colorPalette="brand">
                <RouterLink to={attendeeRoutes.volunteerRegistration.getHref()}>{t('page.apply')}</RouterLink>
              </Button>
            </Stack>
          )}
          {application && (
            <Stack gap="4" align="flex-start">
              <Stack gap="1">
                <StatusBadge status={application.status} alignSelf="flex-start" />
                <Text>{t(`status.${application.status}`)}</Text>
                <Text color="fg.muted">{t('page.shiftsOffered', { count: application.timeSlots.length })}</Text>
              </Stack>
              <Box>
                <Heading as="h3" size="md" mb="2">
                  {t('page.assignedTitle')}
                </Heading>
                {application.assignedShifts.length === 0 ? (
                  <Text>{t('page.noAssigned')}</Text>
                ) : (
                  <List.Root ps="5">
                    {application.assignedShifts.map((shift) => (
                      <List.Item key={`${shift.startDate}-${shift.type}`}>
                        {formatDisplayDate(shift.startDate)} · {t(`shifts.${shift.type as ShiftType}`)}{' '}
                        {t(`shiftHours.${shift.type as ShiftType}`)}
                      </List.Item>
                    ))}
                  </List.Root>
                )}
              </Box>
              {isVolunteerEditable(application.status) ? (
                <Button asChild variant="outline">
                  <RouterLink to={attendeeRoutes.volunteerUpdateInformation.getHref()}>{t('page.update')}</RouterLink>
                </Button>
              ) : (
                <Text>{t('page.approvedNoEdit')}</Text>
              )}
            </Stack>
          )}
        </Box>
      </Stack>
    </PageContainer>
  );
}
