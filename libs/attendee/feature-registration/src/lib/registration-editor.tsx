import { useNavigate } from 'react-router-dom';
import { useProfile } from '@festival/attendee-data-access-profile';
import type { RegistrationFormValues } from '@festival/shared-util-form-schemas';
import { attendeeRoutes } from '@festival/shared-util-site';
import { RegistrationForm, type RegistrationFormProps } from './registration-form';
import { registrationDraftKey } from './registration-draft';
import { RegistrationPageShell } from './registration-page-shell';
import { useContentOptions, useStepInUrl } from './use-registration-page';

export interface RegistrationEditorProps {
  title: string;
  eventId: string;
  mode: RegistrationFormProps['mode'];
  initialValues: RegistrationFormValues;
  /** The main event's fee per GENERAL attendee (cents) and name, for the payment step. */
  registrationFeeCents?: number;
  eventName?: string;
  /** Editing a delegate registration: its delegation (the key is not asked again). */
  delegationOnFile?: string | null;
  /** The event's cap on the people of one registration. */
  maxAttendees?: number;
}

/**
 * The registration form on its page, for a new registration and an edit alike: the step follows
 * the URL, a draft survives a reload, and saving leads to the registered information. Shown once the contents are loaded.
 */
export function RegistrationEditor({
  title,
  eventId,
  mode,
  initialValues,
  registrationFeeCents,
  eventName,
  delegationOnFile,
  maxAttendees,
}: RegistrationEditorProps) {
  const navigate = useNavigate();
  const { countries, languages } = useContentOptions();
  const { initialStep, onStepChange } = useStepInUrl();
  // The draft is kept per user: wait for who that is (without a profile, no draft is kept).
  const profile = useProfile();
  if (profile.isPending) return <RegistrationPageShell title={title} state="loading" />;
  const draftKey = profile.data ? registrationDraftKey(profile.data.id, eventId, mode) : null;
  return (
    <RegistrationPageShell title={title}>
      <RegistrationForm
        eventId={eventId}
        mode={mode}
        initialValues={initialValues}
        draftKey={draftKey}
        accountEmail={profile.data?.email}
        initialStep={initialStep}
        countries={countries}
        languages={languages}
        onStepChange={onStepChange}
        registrationFeeCents={registrationFeeCents}
        eventName={eventName}
        delegationOnFile={delegationOnFile}
        maxAttendees={maxAttendees}
        onSaved={() => navigate(attendeeRoutes.registeredInformationId.getHref({ id: eventId }))}
      />
    </RegistrationPageShell>
  );
}
