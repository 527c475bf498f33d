import { array, boolean, mixed, object, string, type AnyObject, type ObjectSchema } from 'yup';
import { calendarDateIn } from '@festival/shared-util-dates';
import { toIsoDate } from './dates';
import type { AttendeeType, SchemaContext } from './form-values';
import { LENGTHS } from './limits';
import { message } from './messages';
import { validPhone } from './phone';
import { optionalText, requiredText, specialName, validEmail } from './rules';

export interface AttendeeSchemaOptions {
  type: AttendeeType | '' | null | undefined;
  isMainProfile: boolean;
  /**
   * The form's "apply emergency contact for all": the main profile's contact is copied to the
   * others when the payload is built, so only the main profile is asked for it.
   */
  emergencyContactFromMain?: boolean;
}

const max = LENGTHS.maxText;

/** An email field: trimmed, valid; required only when asked. */
export function emailField(required: boolean) {
  const base = string().trim().test(validEmail()).max(max, message('validation.max', { max }));
  return required ? base.required(message('validation.required')) : base.nullable();
}

/** A phone field, valid for its country (numbers without `+` are read as US). */
export function phoneField(required: boolean) {
  const base = string().trim().test(validPhone());
  return required ? base.required(message('validation.required')) : base.nullable();
}

/** Date of birth: required, a real date, strictly before today in the event time zone. */
export function dobField() {
  return mixed<Date | string>()
    .nullable()
    .test({
      name: 'required',
      message: message('validation.required'),
      test: (value) => value !== undefined && value !== null && value !== '',
    })
    .test({
      name: 'date',
      message: message('validation.invalidDate'),
      test: (value) => value === undefined || value === null || value === '' || toIsoDate(value) !== null,
    })
    .test({
      name: 'beforeToday',
      message: message('validation.dobBeforeToday'),
      test(value) {
        const iso = toIsoDate(value);
        if (iso === null) return true;
        const now = (this.options.context as SchemaContext | undefined)?.now ?? new Date();
        return iso < calendarDateIn(now);
      },
    });
}

/** One attendee's rules (SPEC.md §5 "Attendee"). */
export function attendeeSchema(options: AttendeeSchemaOptions): ObjectSchema<AnyObject> {
  const isDelegate = options.type === 'DELEGATE';
  const needsEmergency = isDelegate && (options.isMainProfile || !options.emergencyContactFromMain);
  const needsRelease = isDelegate && options.isMainProfile;
  const name = () => requiredText(max).test(specialName());

  return object({
    id: string().nullable(),
    isMainProfile: boolean(),
    firstName: name(),
    lastName: name(),
    email: emailField(options.isMainProfile),
    dob: dobField(),
    phone: phoneField(true),
    address: requiredText(LENGTHS.address),
    city: requiredText(max),
    state: requiredText(max),
    countryId: string().trim().required(message('validation.required')),
    zipCode: requiredText(LENGTHS.zipCode),
    ethnicity: isDelegate ? optionalText(max) : requiredText(max),
    languageIds: isDelegate
      ? array(string().required())
          .required(message('validation.languagesRequired'))
          .min(1, message('validation.languagesRequired'))
      : array(string().required()).nullable(),
    emergencyName: needsEmergency ? requiredText(max) : optionalText(max),
    emergencyPhone: needsEmergency ? phoneField(true) : string().nullable(),
    emergencyEmail: needsEmergency ? emailField(true) : string().nullable(),
    emergencyRelationship: needsEmergency ? requiredText(max) : optionalText(max),
    isPayment: boolean().nullable(),
    isReleaseForm: needsRelease
      ? boolean()
          .required(message('validation.releaseFormRequired'))
          .oneOf([true], message('validation.releaseFormRequired'))
      : boolean().nullable(),
    signatureUrl: needsRelease ? string().trim().required(message('validation.required')) : string().nullable(),
  });
}
