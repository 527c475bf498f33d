import { Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useContents } from '@festival/attendee-data-access-contents';
import { useSaveVisaAssistance, useVisaAssistance } from '@festival/attendee-data-access-registrations';
import type { VisaAssistanceEntry, VisaRequestInput } from '@festival/shared-util-api-contracts';
import { showSuccessToast } from '@festival/shared-ui-kit';
import { requestFieldErrors } from './api-field-errors';
import { LoadError } from './load-error';
import { LoadingState } from './loading-state';
import { VisaRequestCard } from './visa-request-card';

/** The requests as they stand, one attendee's replaced (or left out when `request` is null). */
export function visaRequestsWith(
  entries: readonly VisaAssistanceEntry[],
  attendeeId: string,
  request: VisaRequestInput | null,
): VisaRequestInput[] {
  return entries.flatMap((entry) => {
    if (entry.attendeeId === attendeeId) return request ? [request] : [];
    return entry.request ? [{ attendeeId: entry.attendeeId, ...entry.request }] : [];
  });
}

/** Every attendee of the registration with their visa request. */
export function VisaAssistanceList({ eventId }: { eventId: string }) {
  const { t } = useTranslation('registered');
  const entries = useVisaAssistance(eventId);
  const contents = useContents();
  const save = useSaveVisaAssistance(eventId);
  if (entries.isPending) return <LoadingState />;
  if (entries.isError) return <LoadError error={entries.error} onRetry={() => void entries.refetch()} />;

  // PUT replaces the whole set: send every other attendee's request as it is, with this one changed.
  const submit = async (attendeeId: string, request: VisaRequestInput | null) => {
    const requests = visaRequestsWith(entries.data, attendeeId, request);
    try {
      await save.mutateAsync({ requests });
      showSuccessToast(request ? t('visa.saved') : t('visa.withdrawn'));
      return undefined;
    } catch (error) {
      // The toast already tells what failed; field errors go under their fields.
      return requestFieldErrors(
        error,
        requests.findIndex((r) => r.attendeeId === attendeeId),
      );
    }
  };

  return (
    <Stack gap="4">
      <Text color="fg.muted">{t('visa.intro')}</Text>
      {entries.data.map((entry) => (
        <VisaRequestCard
          key={entry.attendeeId}
          entry={entry}
          countries={contents.data?.countries ?? []}
          onSave={(request) => submit(entry.attendeeId, request)}
          onWithdraw={async () => void (await submit(entry.attendeeId, null))}
        />
      ))}
    </Stack>
  );
}
