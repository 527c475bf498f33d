import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { FormikValues } from 'formik';
import { AssistanceList } from './assistance-list';
import type { AssistanceEntry, AssistanceKind } from './assistance-kind';
import { RegistrationFrame } from './registration-frame';

/** `/registered-information/:id/<kind>-assistance`: per attendee, the status and a request for help. */
export function AssistancePage<
  Entry extends AssistanceEntry,
  Values extends FormikValues,
  Request extends { attendeeId: string },
>({ kind }: { kind: AssistanceKind<Entry, Values, Request> }) {
  const { t } = useTranslation('registered');
  const eventId = useParams().id ?? '';
  return (
    <RegistrationFrame eventId={eventId} title={t(`${kind.texts}.title`)}>
      {() => <AssistanceList kind={kind} eventId={eventId} />}
    </RegistrationFrame>
  );
}
