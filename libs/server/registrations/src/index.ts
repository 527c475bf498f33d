export * from './lib/registrations.tables';
export {
  FULL_EVENT_MESSAGE,
  ALREADY_REGISTERED_MESSAGE,
  NOT_EDITABLE_MESSAGE,
  HOLDING_STATUSES,
  EDITABLE_STATUSES,
  isEditable,
  signaturesAmong,
  eventRegistrations,
  delegationKeyUsage,
  findActivityBooker,
  activityBookersByIds,
  type ActivityBooker,
  PAYMENTS_UNAVAILABLE_MESSAGE,
  findRegistration,
  type RegistrationsDeps,
} from './lib/registrations.service';
export type { RegistrationWithAttendees } from './lib/registrations.repository';
export {
  KEY_FAILURE_ADDRESS_LIMIT,
  KEY_FAILURE_LIMIT,
  KEY_FAILURE_WINDOW_MS,
  TOO_MANY_KEY_FAILURES_MESSAGE,
} from './lib/delegation-keys';
export { NO_PAYMENT_MESSAGE, PAYMENT_REQUIRED_MESSAGE } from './lib/registration-payload';
export { registrationsRoutes, type RegistrationsRoutesOptions } from './lib/registrations.routes';
export { staffRegistrationsRoutes, type StaffRegistrationsRoutesOptions } from './lib/staff-registrations.routes';
export {
  checkInAttendeesOfEvent,
  checkInAttendeesByIds,
  markAttendeeCheckedIn,
  type CheckInAttendee,
} from './lib/check-in-attendees';
export { FILLING_UP_RATIO, type StaffActivities } from './lib/staff-registrations.service';
