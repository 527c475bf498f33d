import type { Registration, RegisteredAttendee } from '@festival/shared-util-api-contracts';
import type { AttendeeFormValues, RegistrationFormValues } from '@festival/shared-util-form-schemas';
import { newAttendee } from '@festival/shared-util-registration';

type ProfileNames = { firstName?: string; lastName?: string; email?: string } | null | undefined;

/** A new registration: GENERAL, the main attendee from the profile; the main event takes no payment. */
export function initialFormValues(profile: ProfileNames): RegistrationFormValues {
  return {
    type: 'GENERAL',
    attendees: [newAttendee(true, profile)],
    payment: null,
    isRequiredPaymentRegistration: false,
    isApplyEmergencyContactForAll: false,
    delegationKey: '',
  };
}

function toAttendeeValues(attendee: RegisteredAttendee): AttendeeFormValues {
  // Everything but the status; nulls become empty fields. The id stays so the API updates the row.
  return {
    id: attendee.id,
    isMainProfile: attendee.isMainProfile,
    firstName: attendee.firstName,
    lastName: attendee.lastName,
    email: attendee.email ?? '',
    dob: attendee.dob,
    phone: attendee.phone,
    address: attendee.address,
    city: attendee.city,
    state: attendee.state,
    countryId: attendee.countryId,
    zipCode: attendee.zipCode,
    languageIds: [...attendee.languageIds],
    ethnicity: attendee.ethnicity ?? '',
    emergencyName: attendee.emergencyName ?? '',
    emergencyPhone: attendee.emergencyPhone ?? '',
    emergencyEmail: attendee.emergencyEmail ?? '',
    emergencyRelationship: attendee.emergencyRelationship ?? '',
    isPayment: attendee.isPayment,
    isReleaseForm: attendee.isReleaseForm,
    signatureUrl: attendee.signatureUrl,
  };
}

/**
 * A saved registration as form values, main profile first. The delegation key is never sent
 * back by the API; the server keeps the one checked when the registration was made.
 */
export function toFormValues(registration: Registration): RegistrationFormValues {
  const attendees = [...registration.attendees]
    .sort((a, b) => Number(b.isMainProfile) - Number(a.isMainProfile))
    .map(toAttendeeValues);
  return {
    type: registration.type,
    attendees,
    payment: null,
    isRequiredPaymentRegistration: false,
    isApplyEmergencyContactForAll: registration.isApplyEmergencyContactForAll,
    delegationKey: '',
  };
}

export const ADDRESS_FIELDS = ['address', 'city', 'state', 'countryId', 'zipCode'] as const;

/**
 * The values with the main attendee's email set to the account's (the server accepts no other), so
 * that a draft or a registration saved with another email opens with the one it will be saved with.
 */
export function withAccountEmail(
  values: RegistrationFormValues,
  accountEmail: string | undefined,
): RegistrationFormValues {
  if (!accountEmail) return values;
  return {
    ...values,
    attendees: values.attendees.map((a) =>
      a.isMainProfile && a.email !== accountEmail ? { ...a, email: accountEmail } : a,
    ),
  };
}

/** Every attendee with "Same address as the main attendee" ticked, with the main attendee's address. */
export function withMainAddress(attendees: AttendeeFormValues[]): AttendeeFormValues[] {
  const main = attendees.find((a) => a.isMainProfile);
  if (!main) return attendees;
  return attendees.map((a) =>
    a === main || !a.isSameAddressAsMain ? a : { ...a, ...Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, main[f]])) },
  );
}

/** Whether every attendee with the box ticked already has the main attendee's address. */
export const addressInSync = (attendees: AttendeeFormValues[]): boolean => {
  const main = attendees.find((a) => a.isMainProfile);
  return (
    !main ||
    attendees.every((a) => !a.isSameAddressAsMain || ADDRESS_FIELDS.every((f) => (a[f] ?? '') === (main[f] ?? '')))
  );
};

export const EMERGENCY_FIELDS = ['emergencyName', 'emergencyPhone', 'emergencyEmail', 'emergencyRelationship'] as const;

/** Every attendee with the main profile's emergency contact ("Apply emergency contact for all"). */
export function withMainEmergencyContact(attendees: AttendeeFormValues[]): AttendeeFormValues[] {
  const main = attendees.find((a) => a.isMainProfile);
  if (!main) return attendees;
  return attendees.map((a) =>
    a === main ? a : { ...a, ...Object.fromEntries(EMERGENCY_FIELDS.map((f) => [f, main[f]])) },
  );
}

/** Whether every attendee already has the main profile's emergency contact. */
export const emergencyInSync = (attendees: AttendeeFormValues[]): boolean => {
  const main = attendees.find((a) => a.isMainProfile);
  return !main || attendees.every((a) => EMERGENCY_FIELDS.every((f) => (a[f] ?? '') === (main[f] ?? '')));
};
