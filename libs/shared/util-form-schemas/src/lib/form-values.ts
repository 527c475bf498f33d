import type { AttendeePayload, RegistrationType } from '@festival/shared-util-api-contracts';

/** What the registration screens hold (SPEC.md §3 "Registration form"). */
export const ATTENDEE_TYPES = ['GENERAL', 'DELEGATE'] as const satisfies readonly RegistrationType[];
export type AttendeeType = RegistrationType;

/** The API's attendee fields (the contract), each present, with the date of birth as a picker gives it. */
export type AttendeeFormValues = Required<
  Omit<AttendeePayload, 'id' | 'dob' | 'languageIds' | 'isPayment' | 'isReleaseForm' | 'signatureUrl'>
> & {
  id?: string | null;
  /** A Date from a picker, or YYYY-MM-DD. */
  dob: Date | string | null;
  languageIds: string[];
  isPayment?: boolean;
  isReleaseForm?: boolean;
  signatureUrl?: string | null;
  /** Form only, never sent: "Same address as the main attendee" is ticked on this card. */
  isSameAddressAsMain?: boolean;
};

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
  /**
   * Editing a delegate registration whose key was checked when it was made: the key is not asked
   * again (an empty key keeps the one on file; a new one is checked).
   */
  delegationKeyOnFile?: boolean;
}
