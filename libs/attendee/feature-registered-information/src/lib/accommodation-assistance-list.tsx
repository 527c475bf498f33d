import { Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import {
  useAccommodationAssistance,
  useSaveAccommodationAssistance,
} from '@festival/attendee-data-access-registrations';
import type { AccommodationEntry, AccommodationRequestInput } from '@festival/shared-util-api-contracts';
import { showSuccessToast } from '@festival/shared-ui-kit';
import { AccommodationRequestCard } from './accommodation-request-card';
import { requestFieldErrors } from './api-field-errors';
import { LoadError } from './load-error';
import { LoadingState } from './loading-state';

/** The requests as they stand, one attendee's replaced (or left out when `request` is null). */
export function accommodationRequestsWith(
  entries: readonly AccommodationEntry[],
  attendeeId: string,
  request: AccommodationRequestInput | null,
): AccommodationRequestInput[] {
  return entries.flatMap((entry) => {
    if (entry.attendeeId === attendeeId) return request ? [request] : [];
    return entry.request ? [{ attendeeId: entry.attendeeId, ...entry.request }] : [];
  });
}

/** Every attendee of the registration with their accommodation request. */
export function AccommodationAssistanceList({ eventId }: { eventId: string }) {
  const { t } = useTranslation('registered');
  const entries = useAccommodationAssistance(eventId);
  const save = useSaveAccommodationAssistance(eventId);
  if (entries.isPending) return <LoadingState />;
  if (entries.isError) return <LoadError error={entries.error} onRetry={() => void entries.refetch()} />;

  // PUT replaces the whole set: send every other attendee's request as it is, with this one changed.
  const submit = async (attendeeId: string, request: AccommodationRequestInput | null) => {
    const requests = accommodationRequestsWith(entries.data, attendeeId, request);
    try {
      await save.mutateAsync({ requests });
      showSuccessToast(request ? t('accommodation.saved') : t('accommodation.withdrawn'));
      return undefined;
    } catch (error) {
      return requestFieldErrors(
        error,
        requests.findIndex((r) => r.attendeeId === attendeeId),
      );
    }
  };

  return (
    <Stack gap="4">
      <Text color="fg.muted">{t('accommodation.intro')}</Text>
      {entries.data.map((entry) => (
        <AccommodationRequestCard
          key={entry.attendeeId}
          entry={entry}
          onSave={(request) => submit(entry.attendeeId, request)}
          onWithdraw={async () => void (await submit(entry.attendeeId, null))}
        />
      ))}
    </Stack>
  );
}
