import { Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { FormikValues } from 'formik';
import { showSuccessToast } from '@festival/shared-ui-kit';
import { requestFieldErrors } from './api-field-errors';
import { requestsWith, type AssistanceEntry, type AssistanceKind } from './assistance-kind';
import { AssistanceRequestCard } from './assistance-request-card';
import { LoadError } from './load-error';
import { LoadingState } from './loading-state';

/** Every attendee of the registration with their request of this kind. */
export function AssistanceList<
  Entry extends AssistanceEntry,
  Values extends FormikValues,
  Request extends { attendeeId: string },
>({ kind, eventId }: { kind: AssistanceKind<Entry, Values, Request>; eventId: string }) {
  const { t } = useTranslation('registered');
  const entries = kind.useEntries(eventId);
  const save = kind.useSave(eventId);
  if (entries.isPending) return <LoadingState />;
  if (entries.isError) return <LoadError error={entries.error} onRetry={() => void entries.refetch()} />;

  // PUT replaces the whole set: send every other attendee's request as it is, with this one changed.
  const submit = async (attendeeId: string, request: Request | null) => {
    const requests = requestsWith(entries.data, attendeeId, request);
    try {
      await save.mutateAsync({ requests });
      showSuccessToast(request ? t(`${kind.texts}.saved`) : t(`${kind.texts}.withdrawn`));
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
      <Text color="fg.muted">{t(`${kind.texts}.intro`)}</Text>
      {entries.data.map((entry) => (
        <AssistanceRequestCard
          key={entry.attendeeId}
          kind={kind}
          entry={entry}
          onSave={(request) => submit(entry.attendeeId, request)}
          onWithdraw={async () => void (await submit(entry.attendeeId, null))}
        />
      ))}
    </Stack>
  );
}
