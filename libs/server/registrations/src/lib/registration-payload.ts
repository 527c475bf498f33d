import { knownReferenceIds } from '@festival/server-contents';
import type { Db } from '@festival/server-db';
import { BadRequestError, BusinessRuleError } from '@festival/server-platform';
import type { FieldError, PaymentPayload } from '@festival/shared-util-api-contracts';
import { registrationPayloadSchema, validateOrErrorsSync, validationMessage } from '@festival/shared-util-form-schemas';
import { assertAmount } from '@festival/server-payments';
import { calculateFees, formatUsd } from '@festival/shared-util-fee-calculator';
import { registrationFeePayers, type AttendeePayload } from '@festival/shared-util-registration';

export const NO_PAYMENT_MESSAGE = 'This event takes no payment at registration.';
export const PAYMENT_REQUIRED_MESSAGE = 'This event has a registration fee: a card payment is required.';
export const NO_PAYMENT_ON_EDIT_MESSAGE =
  'This change adds nobody who pays the registration fee: send it without a payment. Nothing was changed.';
/** An edit adding GENERAL attendees to an event with a fee, sent without the payment. */
export const paymentRequiredOnEditMessage = (payers: number, amountCents: number) =>
  `${payers === 1 ? 'The attendee you add pays' : `The ${payers} attendees you add pay`} the registration fee: a card payment of ${formatUsd(amountCents)} is required. Nothing was changed.`;
export const SIGNATURES_UNAVAILABLE_MESSAGE = 'Signatures cannot be stored on this server';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What checking a registration body needs. */
export interface PayloadCheckDeps {
  db: Db;
  now: () => Date;
  /** The files module's check of an uploaded signature (null when fine); without it no signature is accepted. */
  checkSignature?: (filePath: string, ownerId: string) => Promise<string | null>;
}

export interface CheckedPayload {
  eventId: string;
  type: 'GENERAL' | 'DELEGATE';
  attendees: AttendeePayload[];
  isApplyEmergencyContactForAll: boolean;
  delegationKey: string | null;
  /** Card and billing details, checked by the shared payment rules; whether one is needed is the fee rule's. */
  payment: PaymentPayload | null;
  idempotencyKey: string | null;
}

export const invalid = (errors: FieldError[]) => new BadRequestError('Invalid input', errors);
const textOrNull = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/** The shared form rules (SPEC.md §5), then what only the server can check: one main profile, known countries and languages. */
export async function checkPayload(
  deps: PayloadCheckDeps,
  body: unknown,
  options: { delegationKeyOnFile?: boolean } = {},
): Promise<CheckedPayload> {
  // Every rule of the shared schemas is synchronous: yup's async path only adds promises.
  const result = validateOrErrorsSync(registrationPayloadSchema, body, {
    now: deps.now(),
    delegationKeyOnFile: options.delegationKeyOnFile === true,
  });
  if ('errors' in result) throw invalid(result.errors);
  const value = result.value as Record<string, unknown> & { attendees: Record<string, unknown>[] };
  const raw = (body ?? {}) as Record<string, unknown>;
  const errors: FieldError[] = [];
  if (!UUID.test(String(value['eventId'])))
    errors.push({ field: 'eventId', message: validationMessage('validation.invalidOption') });
  const type =
    value['type'] === 'DELEGATE' || (value['type'] === undefined && value['delegationKey']) ? 'DELEGATE' : 'GENERAL';
  const isDelegate = type === 'DELEGATE';
  const idempotencyKey = textOrNull(value['idempotencyKey']);
  if (idempotencyKey !== null && !UUID.test(idempotencyKey))
    errors.push({ field: 'idempotencyKey', message: validationMessage('validation.invalidOption') });

  const attendees: AttendeePayload[] = value.attendees.map((a) => ({
    id: textOrNull(a['id']),
    isMainProfile: a['isMainProfile'] === true,
    firstName: String(a['firstName']),
    lastName: String(a['lastName']),
    email: textOrNull(a['email'])?.toLowerCase() ?? null,
    dob: String(a['dob']).slice(0, 10),
    phone: String(a['phone']),
    address: String(a['address']),
    city: String(a['city']),
    state: String(a['state']),
    countryId: String(a['countryId']).toUpperCase(),
    zipCode: String(a['zipCode']),
    languageIds:
      isDelegate || Array.isArray(a['languageIds'])
        ? [...new Set(((a['languageIds'] as string[] | undefined) ?? []).map((l) => l.toLowerCase()))]
        : [],
    ethnicity: textOrNull(a['ethnicity']),
    // SPEC.md §3: emergency contacts are for delegates only.
    emergencyName: isDelegate ? textOrNull(a['emergencyName']) : null,
    emergencyPhone: isDelegate ? textOrNull(a['emergencyPhone']) : null,
    emergencyEmail: isDelegate ? textOrNull(a['emergencyEmail']) : null,
    emergencyRelationship: isDelegate ? textOrNull(a['emergencyRelationship']) : null,
    isPayment: a['isPayment'] === true,
    isReleaseForm: isDelegate && a['isMainProfile'] === true && a['isReleaseForm'] === true,
    signatureUrl: isDelegate && a['isMainProfile'] === true ? textOrNull(a['signatureUrl']) : null,
  }));

  const mains = attendees.filter((a) => a.isMainProfile).length;
  if (mains !== 1) errors.push({ field: 'attendees', message: 'Exactly one attendee must be the main profile' });
  attendees.forEach((a, i) => {
    if (a.id !== null && !UUID.test(a.id))
      errors.push({ field: `attendees[${i}].id`, message: validationMessage('validation.invalidOption') });
  });
  const { countries, languages } = await knownReferenceIds(deps.db, {
    countryIds: [...new Set(attendees.map((a) => a.countryId))],
    languageIds: [...new Set(attendees.flatMap((a) => a.languageIds))],
  });
  attendees.forEach((a, i) => {
    if (!countries.has(a.countryId))
      errors.push({ field: `attendees[${i}].countryId`, message: validationMessage('validation.invalidOption') });
    if (a.languageIds.some((l) => !languages.has(l)))
      errors.push({ field: `attendees[${i}].languageIds`, message: validationMessage('validation.invalidOption') });
  });
  if (errors.length) throw invalid(errors);
  return {
    eventId: String(value['eventId']).toLowerCase(),
    type,
    attendees,
    isApplyEmergencyContactForAll: isDelegate && raw['isApplyEmergencyContactForAll'] === true,
    delegationKey: isDelegate ? textOrNull(value['delegationKey']) : null,
    payment: (value['payment'] as PaymentPayload | null | undefined) ?? null,
    idempotencyKey: idempotencyKey?.toLowerCase() ?? null,
  };
}

/**
 * The main event's registration fee (SPEC.md §4: GENERAL attendees pay when the fee is above 0):
 * the amount the payment must carry, recomputed here with the one fee calculator; null when no
 * payment may be sent. A new registration pays for everyone, an edit for the attendees it adds
 * (registrationFeePayers). Missing or unwanted payments and a wrong amount are refused (422).
 */
export function requiredPaymentCents(
  payload: CheckedPayload,
  registrationFeeCents: number,
  mode: 'create' | 'edit' = 'create',
): number | null {
  const payers = registrationFeePayers(payload.type, registrationFeeCents, mode, payload.attendees);
  if (payers === 0) {
    if (payload.payment) throw new BusinessRuleError(mode === 'edit' ? NO_PAYMENT_ON_EDIT_MESSAGE : NO_PAYMENT_MESSAGE);
    return null;
  }
  const expected = calculateFees(registrationFeeCents, payers).totalCents;
  if (!payload.payment)
    throw new BusinessRuleError(
      mode === 'edit' ? paymentRequiredOnEditMessage(payers, expected) : PAYMENT_REQUIRED_MESSAGE,
    );
  if (!payload.idempotencyKey)
    throw invalid([{ field: 'idempotencyKey', message: validationMessage('validation.required') }]);
  assertAmount(payload.payment, expected);
  return expected;
}

/**
 * The main attendee is the signed-in person: their email is the account's verified one. Anyone
 * else's email there would let an account speak for that person (and, before this rule, kept them
 * from registering themself). A different email is refused on its field rather than replaced, so
 * that a client sending one learns why; the form shows the account's email read-only and never does.
 */
export function assertMainEmailIsAccount(payload: CheckedPayload, accountEmail: string): void {
  const own = accountEmail.trim().toLowerCase();
  const errors = payload.attendees.flatMap((a, i) =>
    a.isMainProfile && (own === '' || a.email !== own)
      ? [{ field: `attendees[${i}].email`, message: validationMessage('validation.mainEmailIsAccount') }]
      : [],
  );
  if (errors.length) throw invalid(errors);
}

/** A signature must be the caller's own upload under `signature/<callerId>/`; on edit, a stored one stays valid. */
export async function assertSignatures(
  deps: PayloadCheckDeps,
  userId: string,
  payload: CheckedPayload,
  stored: readonly (string | null)[] = [],
) {
  const errors: FieldError[] = [];
  for (const [i, a] of payload.attendees.entries()) {
    if (a.signatureUrl === null || stored.includes(a.signatureUrl)) continue;
    const problem = deps.checkSignature
      ? await deps.checkSignature(a.signatureUrl, userId)
      : SIGNATURES_UNAVAILABLE_MESSAGE;
    if (problem) errors.push({ field: `attendees[${i}].signatureUrl`, message: problem });
  }
  if (errors.length) throw invalid(errors);
}
