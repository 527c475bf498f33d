import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { isNotFound } from '@festival/shared-data-access-api-client';
import { useContents } from '@festival/attendee-data-access-contents';
import { useEvent } from '@festival/attendee-data-access-events';
import { useMyRegistration } from '@festival/attendee-data-access-registrations';
import { attendeeRoutes } from '@festival/shared-util-site';
import { RegistrationEditor } from './registration-editor';
import { RegistrationPageShell } from './registration-page-shell';
import { toFormValues } from './registration-values';
import { useStepInUrl } from './use-registration-page';

/** Edits the caller's registration for an event; without one, the user registers instead. */
export function EditRegistration({ eventId }: { eventId: string }) {
  const { t } = useTranslation('registration');
  const navigate = useNavigate();
  const event = useEvent(eventId);
  const registration = useMyRegistration(eventId);
  const contents = useContents();
  const { tab } = useStepInUrl();
  // The form starts from the registration as first loaded; a refetch after saving must not reset it.
  const loaded = registration.data ?? null;
  const initialValues = useMemo(() => (loaded ? toFormValues(loaded) : null), [loaded?.id]); // eslint-disable-line react-hooks/exhaustive-deps
  const notRegistered = isNotFound(registration.error);

  useEffect(() => {
    if (!notRegistered) return;
    const params = new URLSearchParams({ eventId });
    if (tab) params.set('tab', tab);
    navigate(`${attendeeRoutes.registerEvent.getHref()}?${params.toString()}`, { replace: true });
  }, [notRegistered, eventId, navigate, tab]);

  const title = event.data ? t('page.editTitle', { name: event.data.name }) : t('page.registerTitleFallback');
  if (notRegistered) return <RegistrationPageShell title={title} state="loading" />;
  if (registration.isError || contents.isError || event.isError) {
    return (
      <RegistrationPageShell
        title={title}
        state="failed"
        retry={() => [registration.refetch(), contents.refetch(), event.refetch()]}
      />
    );
  }
  // The event's fee decides whether added attendees pay: wait for it.
  if (!initialValues || contents.isPending || event.isPending)
    return <RegistrationPageShell title={title} state="loading" />;
  return (
    <RegistrationEditor
      title={title}
      eventId={eventId}
      mode="edit"
      initialValues={initialValues}
      registrationFeeCents={event.data?.registrationFee ?? 0}
      eventName={event.data?.name ?? ''}
      maxAttendees={event.data?.maxAttendeesPerRegistration}
      delegationOnFile={loaded?.type === 'DELEGATE' ? loaded.delegationName : null}
    />
  );
}
