import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { RegistrationFrame } from './registration-frame';
import { VisaAssistanceList } from './visa-assistance-list';

/** `/registered-information/:id/visa-assistance`: per attendee, the status and a request for help. */
export function VisaAssistancePage() {
  const { t } = useTranslation('registered');
  const eventId = useParams().id ?? '';
  return (
    <RegistrationFrame eventId={eventId} title={t('visa.title')}>
      {() => <VisaAssistanceList eventId={eventId} />}
    </RegistrationFrame>
  );
}
