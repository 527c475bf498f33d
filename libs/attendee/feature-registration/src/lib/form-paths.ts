import { setIn, type FormikErrors } from 'formik';
import type { FieldError, RegistrationFormValues } from '@festival/shared-util-form-schemas';
import type { RegistrationStep } from '@festival/shared-util-registration';

/** The main profile is always the first attendee of the form (see `toFormValues`). */
export const MAIN_INDEX = 0;

const ATTENDEE_PATH = /^attendees\[(\d+)\]/;

/**
 * Which step shows a field: the type, the key and the main profile are on "general", the other
 * attendees on "attendee", the card on "payment". Null for a field no step shows (e.g. `eventId`,
 * or the `attendees` list itself).
 */
export function stepOfField(field: string): RegistrationStep | null {
  if (field === 'type' || field === 'delegationKey' || field === 'isApplyEmergencyContactForAll') return 'general';
  if (field === 'payment' || field.startsWith('payment.')) return 'payment';
  const match = ATTENDEE_PATH.exec(field);
  if (!match) return null;
  return Number(match[1]) === MAIN_INDEX ? 'general' : 'attendee';
}

/** Field errors (`attendees[1].email` style, from the shared rules or the API) as Formik errors. */
export function toFormikErrors(errors: readonly FieldError[]): FormikErrors<RegistrationFormValues> {
  let out: FormikErrors<RegistrationFormValues> = {};
  for (const { field, message } of errors) {
    if (field === '') continue;
    // The first message of a field wins, as Formik shows one per field.
    if (hasError(out, field)) continue;
    out = setIn(out, field, message);
  }
  return out;
}

function hasError(errors: object, field: string): boolean {
  const parts = field.replace(/\[(\d+)\]/g, '.$1').split('.');
  let node: unknown = errors;
  for (const part of parts) {
    if (node === null || typeof node !== 'object') return typeof node === 'string';
    node = (node as Record<string, unknown>)[part];
  }
  return node !== undefined;
}

/** The errors of the fields a step shows. */
export const errorsOfStep = (errors: readonly FieldError[], step: RegistrationStep): FieldError[] =>
  errors.filter((e) => stepOfField(e.field) === step);
