import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { AccommodationAssistanceList } from './accommodation-assistance-list';
import { RegistrationFrame } from './registration-frame';

/** `/registered-information/:id/accommodation-assistance`: per attendee, the status and a request for a room. */
export function AccommodationAssistancePage() {
  const { t } = useTranslation('registered');
  const eventId = useParams().id ?? '';
  return (
    <RegistrationFrame eventId={eventId} title={t('accommodation.title')}>
      {() => <AccommodationAssistanceList eventId={eventId} />}
    </RegistrationFrame>
  );
}
