import { string, ValidationError, type StringSchema, type TestConfig } from 'yup';
import { isWebImage, isWebLink } from '@festival/shared-util-api-contracts';
import { message } from './messages';

/** Letters-only name: English letters, hyphen, space, apostrophe (SPEC.md §5 "Generic"). */
export const LETTERS_ONLY_PATTERN = /^[A-Za-z' -]*$/;
/**
 * Special name: letters of any script (Hawaiian ʻokina and macrons, accented letters),
 * hyphen, space, apostrophe. Used for people's names, which are rarely plain ASCII here.
 */
export const SPECIAL_NAME_PATTERN = /^[\p{L}\p{M}' -]*$/u;
export const DIGITS_ONLY_PATTERN = /^\d*$/;
/** The characters refused in letter-and-number fields. */
export const SPECIAL_CHARACTERS = '!@#$%^&*()_+=[]{}|\\;:"<>?/~`';

export const isLettersOnly = (value: string): boolean => LETTERS_ONLY_PATTERN.test(value);
export const isSpecialName = (value: string): boolean => SPECIAL_NAME_PATTERN.test(value);
export const isDigitsOnly = (value: string): boolean => DIGITS_ONLY_PATTERN.test(value);
export const hasNoLeadingTrailingSpaces = (value: string): boolean => value === value.trim();
export const hasNoSpecialCharacters = (value: string): boolean =>
  ![...value].some((c) => SPECIAL_CHARACTERS.includes(c));
/**
 * The WHATWG e-mail syntax (what `<input type=email>` and yup use), except that the domain
 * needs a dot: `someone@localhost` is no address a festival can write to.
 */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;
export const isValidEmail = (value: string): boolean => EMAIL_PATTERN.test(value);

/** Empty values pass every format rule: `required` is a separate rule with its own message. */
const isBlank = (value: unknown): boolean => value === undefined || value === null || value === '';

export function stringTest(
  name: string,
  key: Parameters<typeof message>[0],
  predicate: (value: string) => boolean,
): () => TestConfig<string | null | undefined> {
  return () => ({
    name,
    message: message(key),
    test: (value) => isBlank(value) || predicate(String(value)),
  });
}

/** Yup tests, for `string().test(lettersOnly())`. */
export const lettersOnly = stringTest('lettersOnly', 'validation.noSpecialCharacters', isLettersOnly);
export const specialName = stringTest('specialName', 'validation.noSpecialCharacters', isSpecialName);
export const digitsOnly = stringTest('digitsOnly', 'validation.digitsOnly', isDigitsOnly);
export const noLeadingTrailingSpaces = stringTest(
  'noLeadingTrailingSpaces',
  'validation.noLeadingTrailingSpaces',
  hasNoLeadingTrailingSpaces,
);
export const noSpecialCharacters = stringTest(
  'noSpecialCharacters',
  'validation.noSpecialCharacters',
  hasNoSpecialCharacters,
);
export const validEmail = stringTest('email', 'validation.invalidEmail', isValidEmail);
/** A link or a picture a person enters: the contracts' rule (https, http only on the embedded default). */
export const webLink = stringTest('webLink', 'validation.invalidUrl', isWebLink);
export const webImage = stringTest('webImage', 'validation.invalidUrl', isWebImage);

/**
 * Indexes of the items whose `key` repeats an earlier item's (compared trimmed and
 * case-insensitively for strings; blank values never clash).
 */
export function findDuplicateIndexes<T>(items: readonly T[], key: keyof T): number[] {
  const seen = new Set<unknown>();
  const duplicates: number[] = [];
  items.forEach((item, index) => {
    const raw = item?.[key];
    if (isBlank(raw)) return;
    const normalised = typeof raw === 'string' ? raw.trim().toLowerCase() : raw;
    if (normalised === '') return;
    if (seen.has(normalised)) duplicates.push(index);
    else seen.add(normalised);
  });
  return duplicates;
}

/**
 * Yup test for arrays: each item repeating an earlier item's `key` gets the message on
 * `<array>[i].<key>`, so the form shows it under the offending field.
 */
export function uniqueByKey<T extends object>(
  key: keyof T & string,
  messageKey: Parameters<typeof message>[0],
): TestConfig<T[] | null | undefined> {
  return {
    name: `unique-${key}`,
    test(items) {
      if (!items) return true;
      const duplicates = findDuplicateIndexes(items, key);
      if (duplicates.length === 0) return true;
      const errors = duplicates.map((index) =>
        this.createError({ path: `${this.path}[${index}].${key}`, message: message(messageKey) }),
      );
      return errors.length === 1 ? errors[0] : new ValidationError(errors);
    },
  };
}

/** A text field: trimmed, then required (so blanks fail) and capped. */
export function requiredText(max: number): StringSchema<string> {
  return string().trim().required(message('validation.required')).max(max, message('validation.max', { max }));
}

/** An optional text field: trimmed and capped; empty allowed. */
export function optionalText(max: number): StringSchema<string | null | undefined> {
  return string().trim().nullable().max(max, message('validation.max', { max }));
}
