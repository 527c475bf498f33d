import { Grid, Text } from '@chakra-ui/react';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { useContents } from '@festival/attendee-data-access-contents';
import type { VisaAssistanceEntry } from '@festival/shared-util-api-contracts';
import { formatCalendarDate } from './format';

/** A COMPLETED visa request, read-only: the festival has done its part. */
export function VisaRequestSummary({ entry }: { entry: VisaAssistanceEntry }) {
  const { t } = useTranslation('registered');
  const countries = useContents().data?.countries ?? [];
  const country = (id: string) => countries.find((c) => c.id.toUpperCase() === id.toUpperCase())?.name ?? id;
  const request = entry.request;
  if (!request) return null;
  const rows: [label: string, value: string][] = [
    [t('visa.passportCountry'), country(request.passportCountryId)],
    [t('visa.nationality'), country(request.nationalityCountryId)],
    [t('visa.arrivalDate'), formatCalendarDate(request.arrivalDate)],
    [t('visa.departureDate'), formatCalendarDate(request.departureDate)],
    [t('visa.invitationLetter'), request.needsInvitationLetter ? t('visa.yes') : t('visa.no')],
    [t('visa.notes'), request.notes || t('shared.none')],
  ];
  return (
    <>
      <Text mb="3">{t('visa.completed')}</Text>
      <Grid as="dl" templateColumns={{ base: '1fr', md: '14rem 1fr' }} columnGap="6" rowGap="2">
        {rows.map(([label, value]) => (
          <Fragment key={label}>
            <Text as="dt" color="fg.muted">
              {label}
            </Text>
            <Text as="dd">{value}</Text>
          </Fragment>
        ))}
      </Grid>
    </>
  );
}
