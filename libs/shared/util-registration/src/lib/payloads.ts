import type {
  AttendeePayload as ApiAttendeePayload,
  PaymentPayload as ApiPaymentPayload,
  RegistrationPayload as ApiRegistrationPayload,
  RegistrationType,
} from '@festival/shared-util-api-contracts';
import {
  toIsoDate,
  type AttendeeFormValues,
  type PaymentFormValues,
  type RegistrationFormValues,
} from '@festival/shared-util-form-schemas';

/**
 * Payloads sent to the API (SPEC.md §3 "Payloads"), shaped by the API contracts; the app
 * fills every field the contract lets it leave out. Money in integer cents.
 */
export type PaymentPayload = Required<ApiPaymentPayload>;

export type AttendeePayload = Required<Omit<ApiAttendeePayload, 'languageIds' | 'isPayment' | 'isReleaseForm'>> & {
  languageIds: string[];
  isPayment: boolean;
  isReleaseForm: boolean;
};

export type RegistrationPayload = Omit<ApiRegistrationPayload, 'type' | 'attendees' | 'payment'> & {
  /** Not in the SPEC's list; sent so the API need not guess the type from the key. */
  type: RegistrationType;
  attendees: AttendeePayload[];
  payment: PaymentPayload | null;
};

export interface ActivityRegistrationPayload {
  subEventId: string;
  attendees: { id: string; isPayment: boolean }[];
  payment: PaymentPayload | null;
}

const text = (value: string | null | undefined): string => (value ?? '').trim();
const textOrNull = (value: string | null | undefined): string | null => {
  const t = text(value);
  return t === '' ? null : t;
};

/** "MM/YY" as "YYYY-MM" (cards expire in this century). */
export function expirationToIsoMonth(mmYy: string): string {
  const match = /^(\d{2})\/(\d{2})$/.exec(mmYy.trim());
  if (!match) throw new RangeError(`not an MM/YY expiration date: ${mmYy}`);
  return `20${match[2]}-${match[1]}`;
}

export function toPaymentPayload(form: PaymentFormValues, amountCents: number): PaymentPayload {
  return {
    cardNumber: form.cardNumber.replace(/\s+/g, ''),
    cardName: text(form.cardName),
    cardCode: text(form.cardCode),
    expirationDate: expirationToIsoMonth(form.cardExpirationDate),
    firstName: text(form.billingFirstName),
    lastName: text(form.billingLastName),
    email: text(form.billingEmail),
    city: text(form.billingCity),
    countryId: text(form.billingCountryId),
    zipCode: text(form.billingZipCode),
    state: text(form.billingState),
    phone: text(form.billingPhone),
    address: text(form.billingAddress),
    amount: amountCents,
  };
}

type EmergencyContact = Pick<
  AttendeeFormValues,
  'emergencyName' | 'emergencyPhone' | 'emergencyEmail' | 'emergencyRelationship'
>;

function toAttendeePayload(
  attendee: AttendeeFormValues,
  isDelegate: boolean,
  emergency: EmergencyContact,
): AttendeePayload {
  return {
    id: attendee.id ?? null,
    isMainProfile: attendee.isMainProfile,
    firstName: text(attendee.firstName),
    lastName: text(attendee.lastName),
    email: textOrNull(attendee.email),
    dob: toIsoDate(attendee.dob),
    phone: text(attendee.phone),
    address: text(attendee.address),
    city: text(attendee.city),
    state: text(attendee.state),
    countryId: text(attendee.countryId),
    zipCode: text(attendee.zipCode),
    languageIds: [...(attendee.languageIds ?? [])],
    ethnicity: textOrNull(attendee.ethnicity),
    emergencyName: isDelegate ? textOrNull(emergency.emergencyName) : null,
    emergencyPhone: isDelegate ? textOrNull(emergency.emergencyPhone) : null,
    emergencyEmail: isDelegate ? textOrNull(emergency.emergencyEmail) : null,
    emergencyRelationship: isDelegate ? textOrNull(emergency.emergencyRelationship) : null,
    isPayment: attendee.isPayment ?? false,
    isReleaseForm: isDelegate && attendee.isMainProfile ? attendee.isReleaseForm === true : false,
    signatureUrl: isDelegate && attendee.isMainProfile ? textOrNull(attendee.signatureUrl) : null,
  };
}

/**
 * The registration payload: text trimmed, empty email as null, emergency contact only for
 * delegates (the main profile's for everyone when "apply to all" is ticked), dob as
 * YYYY-MM-DD, the delegation key only for delegates, the payment only when the registration
 * must pay (the API recomputes the amount; `amountCents` is what the screen showed).
 */
export function toRegistrationPayload(
  form: RegistrationFormValues,
  eventId: string,
  amountCents = 0,
): RegistrationPayload {
  const isDelegate = form.type === 'DELEGATE';
  const main = form.attendees.find((a) => a.isMainProfile);
  const payload: RegistrationPayload = {
    eventId,
    type: isDelegate ? 'DELEGATE' : 'GENERAL',
    attendees: form.attendees.map((a) =>
      toAttendeePayload(a, isDelegate, form.isApplyEmergencyContactForAll && main ? main : a),
    ),
    payment: form.isRequiredPaymentRegistration && form.payment ? toPaymentPayload(form.payment, amountCents) : null,
  };
  if (isDelegate) payload.delegationKey = text(form.delegationKey);
  return payload;
}

export function toActivityRegistrationPayload(
  subEventId: string,
  attendees: readonly { id: string; isPayment: boolean }[],
  payment: { form: PaymentFormValues; amountCents: number } | null,
): ActivityRegistrationPayload {
  return {
    subEventId,
    attendees: attendees.map(({ id, isPayment }) => ({ id, isPayment })),
    payment: payment ? toPaymentPayload(payment.form, payment.amountCents) : null,
  };
}

/** A new attendee row: the main one starts from the profile, the others blank. */
export function newAttendee(
  isMainProfile: boolean,
  profile?: { firstName?: string; lastName?: string; email?: string } | null,
): AttendeeFormValues {
  const from = isMainProfile ? (profile ?? {}) : {};
  return {
    id: null,
    isMainProfile,
    firstName: from.firstName ?? '',
    lastName: from.lastName ?? '',
    email: from.email ?? '',
    dob: null,
    phone: '',
    address: '',
    city: '',
    state: '',
    countryId: '',
    zipCode: '',
    languageIds: [],
    ethnicity: '',
    emergencyName: '',
    emergencyPhone: '',
    emergencyEmail: '',
    emergencyRelationship: '',
    isPayment: false,
    isReleaseForm: false,
    signatureUrl: null,
  };
}
