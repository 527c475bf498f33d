import { Box, Flex, Heading, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccommodationEntry, AccommodationRequestInput } from '@festival/shared-util-api-contracts';
import { StatusBadge } from '@festival/shared-ui-kit';
import { fullName } from './format';
import { AccommodationRequestForm } from './accommodation-request-form';

export interface AccommodationRequestCardProps {
  entry: AccommodationEntry;
  onSave: (request: AccommodationRequestInput) => Promise<Record<string, string> | undefined>;
  onWithdraw: () => Promise<void>;
}

/** One attendee: the request's status ("Not requested" when there is none) and the form. */
export function AccommodationRequestCard({ entry, onSave, onWithdraw }: AccommodationRequestCardProps) {
  const { t } = useTranslation('registered');
  const headingId = useId();
  const name = fullName(entry);
  const request = entry.request;
  return (
    <Box as="section" aria-labelledby={headingId} borderWidth="1px" borderRadius="xl" bg="bg" p="5">
      <Flex gap="3" align="center" wrap="wrap" mb="4">
        <Heading as="h2" id={headingId} size="md">
          {name}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {t('accommodation.statusLabel')}:
        </Text>
        <StatusBadge status={entry.status ?? 'EMPTY'} />
      </Flex>
      <AccommodationRequestForm
        key={JSON.stringify(request)}
        label={t('accommodation.formLabel', { name })}
        submitLabel={request ? t('accommodation.save') : t('accommodation.request')}
        showChangeNote={entry.status === 'RESERVED' || entry.status === 'WAITLIST'}
        initialValues={{
          attendeeId: entry.attendeeId,
          checkInDate: request?.checkInDate ?? '',
          checkOutDate: request?.checkOutDate ?? '',
          roomSharing: request?.roomSharing ?? null,
          specialNeeds: request?.specialNeeds ?? '',
        }}
        onSubmit={onSave}
        onWithdraw={request ? onWithdraw : undefined}
      />
    </Box>
  );
}
