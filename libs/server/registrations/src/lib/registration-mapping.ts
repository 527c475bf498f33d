import type { UserRegistration } from '@festival/server-events';
import type { Registration } from '@festival/shared-util-api-contracts';
import type { AttendeePayload } from '@festival/shared-util-registration';
import type { AttendeeRow, NewAttendee, RegistrationWithAttendees } from './registrations.repository';

/** A registration with the name of its delegation (null for GENERAL). */
export type RegistrationWithDelegation = RegistrationWithAttendees & { delegationName: string | null };

/** Rows to API shapes and checked payloads to rows: no rules, no database. */

/** An attendee's own values as a payload gives them (every column but ids, status, payment key and times). */
export type AttendeeValues = Omit<
  AttendeeRow,
  'id' | 'registrationId' | 'mainEventId' | 'status' | 'paymentKey' | 'createdAt' | 'updatedAt'
>;

export function toNewAttendee(a: AttendeePayload, position: number): AttendeeValues & NewAttendee {
  return {
    position,
    isMainProfile: a.isMainProfile,
    firstName: a.firstName,
    lastName: a.lastName,
    email: a.email,
    dob: a.dob ?? '',
    phone: a.phone,
    address: a.address,
    city: a.city,
    state: a.state,
    countryId: a.countryId,
    zipCode: a.zipCode,
    languageIds: a.languageIds,
    ethnicity: a.ethnicity,
    emergencyName: a.emergencyName,
    emergencyPhone: a.emergencyPhone,
    emergencyEmail: a.emergencyEmail,
    emergencyRelationship: a.emergencyRelationship,
    isPayment: a.isPayment,
    isReleaseForm: a.isReleaseForm,
    signatureUrl: a.signatureUrl,
  };
}

/**
 * The API shape of a stored attendee: the columns named one by one (an object rest over the row
 * costs a registration's answer more CPU than the rest of its mapping).
 */
export function toAttendee(row: AttendeeRow): Registration['attendees'][number] {
  return {
    id: row.id,
    isMainProfile: row.isMainProfile,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    dob: row.dob,
    phone: row.phone,
    address: row.address,
    city: row.city,
    state: row.state,
    countryId: row.countryId,
    zipCode: row.zipCode,
    languageIds: row.languageIds,
    ethnicity: row.ethnicity,
    emergencyName: row.emergencyName,
    emergencyPhone: row.emergencyPhone,
    emergencyEmail: row.emergencyEmail,
    emergencyRelationship: row.emergencyRelationship,
    isPayment: row.isPayment,
    isReleaseForm: row.isReleaseForm,
    signatureUrl: row.signatureUrl,
    status: row.status,
  };
}

export function toRegistration(row: RegistrationWithDelegation): Registration {
  return {
    id: row.id,
    eventId: row.mainEventId,
    type: row.type,
    status: row.status,
    isApplyEmergencyContactForAll: row.isApplyEmergencyContactForAll,
    delegationName: row.delegationName,
    attendees: row.attendees.map(toAttendee),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toUserRegistration(registration: RegistrationWithAttendees): UserRegistration {
  return {
    eventId: registration.mainEventId,
    registrationId: registration.id,
    registrationType: registration.type,
    registrationStatus: registration.status,
    registrations: registration.attendees.map((a) => ({
      id: a.id,
      isMainProfile: a.isMainProfile,
      firstName: a.firstName,
      lastName: a.lastName,
      status: a.status,
    })),
  };
}
