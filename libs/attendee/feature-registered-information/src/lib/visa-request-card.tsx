import { Box, Flex, Grid, Heading, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContentItem, VisaAssistanceEntry, VisaRequestInput } from '@festival/shared-util-api-contracts';
import { StatusBadge } from '@festival/shared-ui-kit';
import { formatCalendarDate, fullName } from './format';
import { VisaRequestForm } from './visa-request-form';

export interface VisaRequestCardProps {
  entry: VisaAssistanceEntry;
  countries: readonly ContentItem[];
  onSave: (request: VisaRequestInput) => Promise<Record<string, string> | undefined>;
  onWithdraw: () => Promise<void>;
}

/** One attendee: the request's status, and the form (or, once COMPLETED, the request read-only). */
export function VisaRequestCard({ entry, countries, onSave, onWithdraw }: VisaRequestCardProps) {
  const { t } = useTranslation('registered');
  const headingId = useId();
  const name = fullName(entry);
  const country = (id: string) => countries.find((c) => c.id.toUpperCase() === id.toUpperCase())?.name ?? id;
  const request = entry.request;
  return (
    <Box as="section" aria-labelledby={headingId} borderWidth="1px" borderRadius="xl" bg="bg" p="5">
      <Flex gap="3" align="center" wrap="wrap" mb="4">
        <Heading as="h2" id={headingId} size="md">
          {name}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {t('visa.statusLabel')}:
        </Text>
        <StatusBadge status={entry.status} />
      </Flex>
      {entry.status === 'COMPLETED' && request ? (
        <>
          <Text mb="3">{t('visa.completed')}</Text>
          <Grid as="dl" templateColumns={{ base: '1fr', md: '14rem 1fr' }} columnGap="6" rowGap="2">
            <Text as="dt" color="fg.muted">
              {t('visa.passportCountry')}
            </Text>
            <Text as="dd">{country(request.passportCountryId)}</Text>
            <Text as="dt" color="fg.muted">
              {t('visa.nationality')}
            </Text>
            <Text as="dd">{country(request.nationalityCountryId)}</Text>
            <Text as="dt" color="fg.muted">
              {t('visa.arrivalDate')}
            </Text>
            <Text as="dd">{formatCalendarDate(request.arrivalDate)}</Text>
            <Text as="dt" color="fg.muted">
              {t('visa.departureDate')}
            </Text>
            <Text as="dd">{formatCalendarDate(request.departureDate)}</Text>
            <Text as="dt" color="fg.muted">
              {t('visa.invitationLetter')}
            </Text>
            <Text as="dd">{request.needsInvitationLetter ? t('visa.yes') : t('visa.no')}</Text>
            <Text as="dt" color="fg.muted">
              {t('visa.notes')}
            </Text>
            <Text as="dd">{request.notes || t('shared.none')}</Text>
          </Grid>
        </>
      ) : (
        <VisaRequestForm
          // A saved request comes back from the server: start the form again from it.
          key={JSON.stringify(request)}
          label={t('visa.formLabel', { name })}
          countries={countries}
          submitLabel={request ? t('visa.save') : t('visa.request')}
          initialValues={{
            attendeeId: entry.attendeeId,
            passportCountryId: request?.passportCountryId ?? '',
            nationalityCountryId: request?.nationalityCountryId ?? '',
            arrivalDate: request?.arrivalDate ?? '',
            departureDate: request?.departureDate ?? '',
            needsInvitationLetter: request?.needsInvitationLetter ?? false,
            notes: request?.notes ?? '',
          }}
          onSubmit={onSave}
          onWithdraw={request ? onWithdraw : undefined}
        />
      )}
    </Box>
  );
}
