import { isValidPhoneNumber } from 'libphonenumber-js';
import { DEFAULT_PHONE_COUNTRY } from './limits';
import { stringTest } from './rules';

// A module of its own: libphonenumber's metadata is large, and only the screens that ask for a
// phone number (the registration form, assistance requests) should download it.

/** SPEC.md §5: a phone number valid for its country, read as a US number when it has no country code. */
export const isValidPhone = (value: string): boolean => isValidPhoneNumber(value, DEFAULT_PHONE_COUNTRY);

/** Yup test, for `string().test(validPhone())`. */
export const validPhone = stringTest('phone', 'validation.invalidPhone', isValidPhone);
