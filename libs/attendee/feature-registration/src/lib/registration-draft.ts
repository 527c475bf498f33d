import { ATTENDEE_TYPES, type RegistrationFormValues } from '@festival/shared-util-form-schemas';
import { emptyPaymentValues } from '@festival/attendee-ui-payment';
import { newAttendee, type RegistrationStep } from '@festival/shared-util-registration';
import { stepOfField } from './form-paths';
import { fieldErrorsOf, stepIndex } from './form-validation';

/** One draft per user, event and form (a new registration or an edit). */
export const registrationDraftKey = (userId: string, eventId: string, mode: 'create' | 'edit') =>
  `festival.registration-draft.v1:${userId}:${eventId}:${mode}`;

/** What the draft keeps: everything but the card number and its security code. */
export function toRegistrationDraft(values: RegistrationFormValues): RegistrationFormValues {
  return values.payment ? { ...values, payment: { ...values.payment, cardNumber: '', cardCode: '' } } : values;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether `value` has each key of `template` with a value of the same kind (null allowed where the template has null). */
function hasShapeOf(value: unknown, template: object, optional: readonly string[] = []): boolean {
  if (!isRecord(value)) return false;
  return Object.entries(template).every(([key, expected]) => {
    const actual = value[key];
    if (actual === undefined) return optional.includes(key);
    if (expected === null) return actual === null || typeof actual === 'string';
    if (Array.isArray(expected)) return Array.isArray(actual) && actual.every((x) => typeof x === 'string');
    return typeof actual === typeof expected;
  });
}

const ATTENDEE_OPTIONAL = ['id', 'isPayment', 'isReleaseForm', 'signatureUrl', 'dob'];

/** A stored draft as form values, or null when it is not one (another version, edited by hand, cut short). */
export function parseRegistrationDraft(stored: unknown): RegistrationFormValues | null {
  if (!isRecord(stored)) return null;
  const { type, attendees, payment, isRequiredPaymentRegistration, isApplyEmergencyContactForAll, delegationKey } =
    stored;
  if (type !== '' && !ATTENDEE_TYPES.includes(type as never)) return null;
  if (!Array.isArray(attendees) || attendees.length === 0) return null;
  if (!attendees.every((a) => hasShapeOf(a, newAttendee(false), ATTENDEE_OPTIONAL))) return null;
  if (!isRecord(attendees[0]) || attendees[0]['isMainProfile'] !== true) return null;
  if (attendees.slice(1).some((a) => isRecord(a) && a['isMainProfile'] !== false)) return null;
  if (payment !== null && payment !== undefined && !hasShapeOf(payment, emptyPaymentValues())) return null;
  if (typeof isRequiredPaymentRegistration !== 'boolean' || typeof isApplyEmergencyContactForAll !== 'boolean')
    return null;
  if (isRequiredPaymentRegistration && !payment) return null;
  if (delegationKey !== undefined && delegationKey !== null && typeof delegationKey !== 'string') return null;
  return stored as unknown as RegistrationFormValues;
}

/**
 * The step a new registration opens on: the one the URL asks for when a draft fills every step
 * before it, else the first (a reload without the draft must not land past empty fields).
 */
export function startingStep(
  requested: RegistrationStep,
  draft: RegistrationFormValues | null,
  delegationKeyOnFile = false,
): RegistrationStep {
  if (requested === 'general' || !draft) return 'general';
  const before = fieldErrorsOf(draft, [], delegationKeyOnFile).some((e) => {
    const step = stepOfField(e.field);
    return step !== null && stepIndex(step) < stepIndex(requested);
  });
  return before ? 'general' : requested;
}
