import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { DelegationMembers } from './delegation-members';
import { GeneralOnlyNotice } from './general-only-notice';
import { RegistrationFrame } from './registration-frame';

/** `/registered-information/:id/delegation-portal`: everyone registered with the caller's delegation key. */
export function DelegationPortalPage() {
  const { t } = useTranslation('registered');
  const eventId = useParams().id ?? '';
  return (
    <RegistrationFrame eventId={eventId} title={t('delegation.title')}>
      {(registration) =>
        registration.type === 'DELEGATE' ? <DelegationMembers eventId={eventId} /> : <GeneralOnlyNotice />
      }
    </RegistrationFrame>
  );
}
