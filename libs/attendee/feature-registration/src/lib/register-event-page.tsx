import { useParams, useSearchParams } from 'react-router-dom';
import { useActiveEvents } from '@festival/attendee-data-access-events';
import { EditRegistration } from './edit-registration';
import { NewRegistration } from './new-registration';

export { ADDITIONAL_ATTENDEES_TAB } from './use-registration-page';

/**
 * /register-event: a new registration for the active festival (or `?eventId=`);
 * /register-event/:id: edit the caller's registration for event :id.
 */
export function RegisterEventPage() {
  const { id } = useParams<{ id: string }>();
  const [searchParams] = useSearchParams();
  const requested = searchParams.get('eventId');
  const active = useActiveEvents();
  if (id) return <EditRegistration key={id} eventId={id} />;
  if (requested)
    return <NewRegistration key={requested} eventId={requested} eventIdState="ready" retryEventId={() => undefined} />;
  const eventIdState = active.isPending ? 'loading' : active.isError ? 'failed' : 'ready';
  return (
    <NewRegistration
      eventId={active.data?.data[0]?.id ?? ''}
      eventIdState={eventIdState}
      retryEventId={() => active.refetch()}
    />
  );
}
