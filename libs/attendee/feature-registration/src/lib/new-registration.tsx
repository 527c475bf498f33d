import { Button, Text } from '@chakra-ui/react';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import { useContents } from '@festival/attendee-data-access-contents';
import { useEvent } from '@festival/attendee-data-access-events';
import { useProfile } from '@festival/attendee-data-access-profile';
import { useIsRegistered } from '@festival/attendee-data-access-registrations';
import { attendeeRoutes } from '@festival/shared-util-site';
import { RegistrationEditor } from './registration-editor';
import { RegistrationPageShell } from './registration-page-shell';
import { initialFormValues } from './registration-values';
import { useStepInUrl } from './use-registration-page';

export interface NewRegistrationProps {
  /** '' when there is no festival to register for. */
  eventId: string;
  /** Whether the event id is still being found (the active festival). */
  eventIdState: 'loading' | 'failed' | 'ready';
  retryEventId: () => unknown;
}

/** A new registration; someone already registered is sent to the edit page. */
export function NewRegistration({ eventId, eventIdState, retryEventId }: NewRegistrationProps) {
  const { t } = useTranslation('registration');
  const navigate = useNavigate();
  const event = useEvent(eventId);
  const registered = useIsRegistered(eventId);
  const profile = useProfile();
  const contents = useContents();
  const { tab } = useStepInUrl();
  const initialValues = useMemo(() => (profile.data ? initialFormValues(profile.data) : null), [profile.data]);
  // Once the form is shown, saving it makes the check say "registered": that must not redirect.
  const formShown = useRef(false);

  const title = event.data ? t('page.registerTitle', { name: event.data.name }) : t('page.registerTitleFallback');
  if (eventIdState === 'ready' && eventId === '') {
    return (
      <RegistrationPageShell title={title}>
        <Text>{t('page.noActiveEvent')}</Text>
        <Button alignSelf="flex-start" onClick={() => navigate(attendeeRoutes.root.getHref())}>
          {t('page.backHome')}
        </Button>
      </RegistrationPageShell>
    );
  }
  if (registered.data === true && !formShown.current) {
    const search = tab ? `?tab=${encodeURIComponent(tab)}` : '';
    return <Navigate replace to={`${attendeeRoutes.editRegisterEvent.getHref({ id: eventId })}${search}`} />;
  }
  if (eventIdState === 'failed' || registered.isError || profile.isError || contents.isError || event.isError) {
    return (
      <RegistrationPageShell
        title={title}
        state="failed"
        retry={() => [retryEventId(), registered.refetch(), profile.refetch(), contents.refetch(), event.refetch()]}
      />
    );
  }
  if (eventIdState === 'loading' || registered.isPending || !initialValues || contents.isPending || event.isPending)
    return <RegistrationPageShell title={title} state="loading" />;
  formShown.current = true;
  return (
    <RegistrationEditor
      title={title}
      eventId={eventId}
      mode="create"
      initialValues={initialValues}
      registrationFeeCents={event.data?.registrationFee ?? 0}
      eventName={event.data?.name ?? ''}
      maxAttendees={event.data?.maxAttendeesPerRegistration}
    />
  );
}
