import { Box, Flex, Heading, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormikValues } from 'formik';
import { StatusBadge } from '@festival/shared-ui-kit';
import { personName } from '@festival/shared-util-registration';
import type { AssistanceEntry, AssistanceKind } from './assistance-kind';
import { AssistanceRequestForm } from './assistance-request-form';

export interface AssistanceRequestCardProps<
  Entry extends AssistanceEntry,
  Values extends FormikValues,
  Request extends { attendeeId: string },
> {
  kind: AssistanceKind<Entry, Values, Request>;
  entry: Entry;
  onSave: (request: Request) => Promise<Record<string, string> | undefined>;
  onWithdraw: () => Promise<void>;
}

/** One attendee: the request's status ("Not requested" when there is none), and the form (or a closed request read-only). */
export function AssistanceRequestCard<
  Entry extends AssistanceEntry,
  Values extends FormikValues,
  Request extends { attendeeId: string },
>({ kind, entry, onSave, onWithdraw }: AssistanceRequestCardProps<Entry, Values, Request>) {
  const { t } = useTranslation('registered');
  const headingId = useId();
  const name = personName(entry);
  const request = entry.request;
  const Closed = kind.closed && entry.status === kind.closed.status && request ? kind.closed.Summary : null;
  return (
    <Box as="section" aria-labelledby={headingId} borderWidth="1px" borderRadius="xl" bg="bg" p="5">
      <Flex gap="3" align="center" wrap="wrap" mb="4">
        <Heading as="h2" id={headingId} size="md">
          {name}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {t(`${kind.texts}.statusLabel`)}:
        </Text>
        <StatusBadge status={entry.status ?? 'EMPTY'} />
      </Flex>
      {Closed ? (
        <Closed entry={entry} />
      ) : (
        <AssistanceRequestForm
          // A saved request comes back from the server: start the form again from it.
          key={JSON.stringify(request)}
          kind={kind}
          entry={entry}
          label={t(`${kind.texts}.formLabel`, { name })}
          submitLabel={request ? t(`${kind.texts}.save`) : t(`${kind.texts}.request`)}
          onSubmit={onSave}
          onWithdraw={request ? onWithdraw : undefined}
        />
      )}
    </Box>
  );
}
