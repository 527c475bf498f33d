/**
 * Validation messages are translatable. Each rule names a message KEY; the English text below
 * is the default (SPEC.md §5 wording, verbatim where the SPEC gives one). Messages are resolved
 * when a rule fails (yup calls our message function at validation time), through the current
 * translator:
 *
 * - the server never sets a translator and gets the English defaults;
 * - the browser calls `setValidationMessageTranslator((key, values, defaultText) =>
 *   i18next.t(key, { ...values, defaultValue: defaultText }))` once at start-up, so Formik
 *   receives already-translated strings and a language switch applies to the next validation.
 *
 * Placeholders are written `{name}` in the defaults; `values` carries them to the translator.
 */
export const validationMessages = {
  'validation.required': 'This field is required',
  'validation.min': 'at least {min} characters',
  'validation.max': 'reached maximum length of {max} characters',
  'validation.digitsOnly': 'The field should have digits only',
  'validation.noSpecialCharacters': 'Special characters are not allowed',
  'validation.noLeadingTrailingSpaces': 'This field must not start or end with spaces',
  'validation.invalidOption': 'Please choose one of the options',
  'validation.invalidEmail': 'Invalid email address',
  'validation.invalidPhone': 'Invalid phone number',
  'validation.dobBeforeToday': 'DOB must before today',
  'validation.invalidDate': 'Invalid date',
  'validation.emailAlreadyUsed': 'This email is associated to an already existing account. Please sign in instead.',
  'validation.mainEmailIsAccount': "The main attendee's email must be the email you signed in with",
  'validation.incorrectKey': 'Incorrect key',
  'validation.departureBeforeArrival': 'The departure date must be on or after the arrival date',
  'validation.checkOutBeforeCheckIn': 'The check-out date must be after the check-in date',
  'validation.endBeforeStart': 'The end must not be before the start',
  'validation.wholeNumber': 'Enter a whole number, 0 or more',
  'validation.wholeNumberBetween': 'Enter a whole number from {min} to {max}',
  'validation.money': 'Enter an amount in dollars, e.g. 25 or 25.50',
  'validation.languagesRequired': 'Please select at least one language',
  'validation.releaseFormRequired': 'You must agree to the release form',
  'validation.cardNumber': 'Card number must be 16 digits',
  'validation.invalidExpiration': 'Not a valid expiration date. Format: MM/YY',
  'validation.passwordPolicy':
    'Password must have at least 8 characters, upper and lower case letters, a number and a special character (! @ # $ % ^ & *)',
  'validation.passwordMustDiffer': 'The new password must differ from the current password',
  'validation.passwordsDoNotMatch': 'Passwords do not match',
  'validation.username':
    'Username must be 3 to 100 characters: letters, digits, underscore, dot or hyphen, without spaces',
  'validation.verificationCode': 'The code must be 6 digits',
  'validation.fileBlank': 'Field cannot be blank.',
  'validation.fileTooLarge': 'Your file size is greater than {maxMb}MB. Please try again.',
  'validation.tooManyFiles': 'Can not upload more than {n} files',
  'validation.fileType': 'Invalid file type. Allowed types: {types}',
  'validation.areasRequired': 'Please choose at least one area',
  'validation.timeSlotsRequired': 'Please choose at least one shift',
  'validation.timeSlotOutsideFestival': 'Choose shifts during the festival',
  'validation.volunteerAgreementRequired': 'You must accept the volunteer agreement and release form',
  'validation.invalidUrl': 'Enter a web address starting with https://',
  'validation.portfolioRequired': 'Give a portfolio link or upload a portfolio file',
  'password.rule.minLength': '8 characters',
  'password.rule.lowercase': 'One lowercase letter',
  'password.rule.uppercase': 'One uppercase letter',
  'password.rule.number': 'One number',
  'password.rule.special': 'One special character: ! @ # $ % ^ & *',
} as const;

export type ValidationMessageKey = keyof typeof validationMessages;
export type MessageValues = Record<string, string | number>;
export type ValidationMessageTranslator = (
  key: ValidationMessageKey,
  values: MessageValues,
  defaultText: string,
) => string;

/** Fills `{name}` placeholders; unknown placeholders are left as they are. */
export function interpolate(template: string, values: MessageValues): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

const english: ValidationMessageTranslator = (_key, _values, defaultText) => defaultText;
let translator: ValidationMessageTranslator = english;

/** Installs the translator used for every message from now on; `null` restores English. */
export function setValidationMessageTranslator(fn: ValidationMessageTranslator | null): void {
  translator = fn ?? english;
}

/** The message for `key` in the current language. */
export function validationMessage(key: ValidationMessageKey, values: MessageValues = {}): string {
  return translator(key, values, interpolate(validationMessages[key], values));
}

/**
 * A yup message: a function, so the text is looked up when the rule fails, not when the
 * schema is built (the schemas are module-level constants, built before any language loads).
 */
export function message(key: ValidationMessageKey, values: MessageValues = {}): () => string {
  return () => validationMessage(key, values);
}
