/** What the registration screens hold (SPEC.md §3 "Registration form"). */
export const ATTENDEE_TYPES = ['GENERAL', 'DELEGATE'] as const;
export type AttendeeType = (typeof ATTENDEE_TYPES)[number];

export interface AttendeeFormValues {
  id?: string | null;
  isMainProfile: boolean;
  firstName: string;
  lastName: string;
  email: string | null;
  /** A Date from a picker, or YYYY-MM-DD. */
  dob: Date | string | null;
  phone: string;
  address: string;
  city: string;
  state: string;
  countryId: string;
  zipCode: string;
  languageIds: string[];
  ethnicity: string | null;
  emergencyName: string | null;
  emergencyPhone: string | null;
  emergencyEmail: string | null;
  emergencyRelationship: string | null;
  isPayment?: boolean;
  isReleaseForm?: boolean;
  signatureUrl?: string | null;
}

export interface PaymentFormValues {
  cardNumber: string;
  cardName: string;
  cardCode: string;
  /** MM/YY */
  cardExpirationDate: string;
  billingFirstName: string;
  billingLastName: string;
  billingPhone: string;
  billingEmail: string;
  billingAddress: string;
  billingCity: string;
  billingState: string;
  billingCountryId: string;
  billingZipCode: string;
}

export interface RegistrationFormValues {
  type: AttendeeType | '';
  attendees: AttendeeFormValues[];
  payment?: PaymentFormValues | null;
  isRequiredPaymentRegistration: boolean;
  isApplyEmergencyContactForAll: boolean;
  delegationKey?: string | null;
}

/**
 * Values a schema reads from the validation context (yup `context`, the third argument of
 * `validateOrErrors`).
 */
export interface SchemaContext {
  /** The moment "today" is taken from (tests, server clock). Defaults to now. */
  now?: Date;
  /** The answer of the delegation-key check: false shows "Incorrect key". */
  isDelegationKeyValid?: boolean;
}
