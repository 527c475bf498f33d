import { array, boolean, lazy, mixed, object, string } from 'yup';
import { attendeeSchema } from './attendee-schema';
import { ATTENDEE_TYPES, type SchemaContext } from './form-values';
import { LENGTHS } from './limits';
import { message } from './messages';
import { paymentPayloadSchema, paymentSchema } from './payment-schema';
import { uniqueByKey } from './rules';

/** GENERAL or DELEGATE; an empty value is left to `required`. */
function oneOfTypes() {
  return {
    name: 'attendeeType',
    message: message('validation.invalidOption'),
    test: (value: string | undefined) => !value || (ATTENDEE_TYPES as readonly string[]).includes(value),
  };
}

interface Shape {
  type?: unknown;
  isApplyEmergencyContactForAll?: unknown;
  isRequiredPaymentRegistration?: unknown;
  delegationKey?: unknown;
}

/**
 * The schemas below depend on a few choices of the value (type, main profile, ...), so they are
 * built per value; each variant is built once and kept (yup schemas are immutable), because
 * building one costs more CPU than validating with it.
 */
const built = new Map<string, unknown>();
function once<T>(key: string, build: () => T): T {
  if (!built.has(key)) built.set(key, build());
  return built.get(key) as T;
}

/**
 * The delegation key: required for delegates (unless the registration being edited has its key
 * on file, context `delegationKeyOnFile`), at most the code length; when the key check has
 * answered (context `isDelegationKeyValid: false`) it shows "Incorrect key".
 */
function delegationKeyField(context: SchemaContext | undefined) {
  const onFile = context?.delegationKeyOnFile === true;
  return once(`delegationKey:${onFile}`, () => buildDelegationKeyField(onFile));
}

function buildDelegationKeyField(onFile: boolean) {
  const key = string().trim();
  return (onFile ? key.nullable() : key.required(message('validation.required')))
    .max(LENGTHS.code, message('validation.max', { max: LENGTHS.code }))
    .test({
      name: 'delegationKey',
      message: message('validation.incorrectKey'),
      test() {
        return (this.options.context as SchemaContext | undefined)?.isDelegationKeyValid !== false;
      },
    });
}

function attendeesField(form: Shape, type: string | undefined) {
  const delegate = type === 'DELEGATE';
  const fromMain = form.isApplyEmergencyContactForAll === true;
  return once(`attendees:${delegate}:${fromMain}`, () => buildAttendeesField(delegate, fromMain));
}

function buildAttendeesField(delegate: boolean, emergencyContactFromMain: boolean) {
  const attendee = (isMainProfile: boolean) =>
    once(`attendee:${delegate}:${emergencyContactFromMain}:${isMainProfile}`, () =>
      attendeeSchema({ type: delegate ? 'DELEGATE' : 'GENERAL', isMainProfile, emergencyContactFromMain }),
    );
  return array(lazy((value: { isMainProfile?: unknown } | undefined) => attendee(value?.isMainProfile === true)))
    .required(message('validation.required'))
    .min(1, message('validation.required'))
    .test(uniqueByKey<{ email?: string | null }>('email', 'validation.emailAlreadyUsed'));
}

/**
 * The whole registration form (SPEC.md §5): the attendee rules depend on the chosen type and
 * on each attendee's `isMainProfile`, so the schema is built per value.
 */
export const registrationFormSchema = lazy((form: Shape | undefined, options) => {
  const values = form ?? {};
  const type = typeof values.type === 'string' ? values.type : undefined;
  return object({
    type: string().required(message('validation.required')).test(oneOfTypes()),
    attendees: attendeesField(values, type),
    delegationKey:
      type === 'DELEGATE' ? delegationKeyField(options.context as SchemaContext | undefined) : string().nullable(),
    isRequiredPaymentRegistration: boolean(),
    isApplyEmergencyContactForAll: boolean(),
    payment:
      values.isRequiredPaymentRegistration === true
        ? paymentSchema.required(message('validation.required'))
        : mixed().nullable(),
  });
});

/**
 * The registration as the API receives it (SPEC.md §3 "Registration payload"). The type is
 * the payload's `type` when present, else DELEGATE exactly when a delegation key is sent.
 */
export const registrationPayloadSchema = lazy((payload: (Shape & { payment?: unknown }) | undefined, options) => {
  const values = payload ?? {};
  const type = typeof values.type === 'string' ? values.type : values.delegationKey ? 'DELEGATE' : 'GENERAL';
  const delegate = type === 'DELEGATE';
  const context = options.context as SchemaContext | undefined;
  const withPayment = Boolean(values.payment);
  return once(`payload:${delegate}:${withPayment}:${context?.delegationKeyOnFile === true}`, () =>
    object({
      eventId: string().trim().required(message('validation.required')),
      type: string().test(oneOfTypes()),
      attendees: attendeesField({}, type),
      delegationKey: delegate ? delegationKeyField(context) : string().nullable(),
      // Taken as sent: each attendee of the payload already carries the contact to keep.
      isApplyEmergencyContactForAll: boolean().nullable(),
      payment: withPayment ? paymentPayloadSchema : mixed().nullable(),
      // The format (uuid) is the contract's; whether one is needed is the payment rule's (server).
      idempotencyKey: string().nullable(),
    }),
  );
});
