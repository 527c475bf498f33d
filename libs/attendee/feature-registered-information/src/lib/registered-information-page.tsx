import { useParams } from 'react-router-dom';
import { RegistrationDetails } from './registration-details';
import { RegistrationList } from './registration-list';

/** `/registered-information` (the caller's registrations) and `/registered-information/:id` (one, by event id). */
export function RegisteredInformationPage() {
  const { id } = useParams();
  return id ? <RegistrationDetails eventId={id} /> : <RegistrationList />;
}
