import { array, object, string } from 'yup';
import { messagesFor } from './test-helpers';
import {
  digitsOnly,
  findDuplicateIndexes,
  hasNoLeadingTrailingSpaces,
  hasNoSpecialCharacters,
  isDigitsOnly,
  isLettersOnly,
  isSpecialName,
  isValidEmail,
  lettersOnly,
  noLeadingTrailingSpaces,
  noSpecialCharacters,
  requiredText,
  specialName,
  uniqueByKey,
} from './rules';
import { isValidPhone } from './phone';

describe('generic predicates (SPEC.md §5 "Generic")', () => {
  it.each([
    [isLettersOnly, "Mary-Jane O'Neil", true],
    [isLettersOnly, 'Kealoha', true],
    [isLettersOnly, 'Kēhau', false],
    [isLettersOnly, 'Anne2', false],
    [isLettersOnly, 'Anne!', false],
    [isSpecialName, 'Kēhau ʻIolani', true],
    [isSpecialName, "D'Arcy-Smith", true],
    [isSpecialName, 'Zoë', true],
    [isSpecialName, 'Anne2', false],
    [isSpecialName, 'Anne_', false],
    [isSpecialName, 'Anne@', false],
    [isDigitsOnly, '0123', true],
    [isDigitsOnly, '12a', false],
    [isDigitsOnly, '1 2', false],
    [hasNoLeadingTrailingSpaces, 'a b', true],
    [hasNoLeadingTrailingSpaces, ' a', false],
    [hasNoLeadingTrailingSpaces, 'a ', false],
    [hasNoSpecialCharacters, 'Room 12B', true],
    [hasNoSpecialCharacters, 'Room #12', false],
    [hasNoSpecialCharacters, 'a<b', false],
    [isValidEmail, 'a.b+c@festival.example', true],
    [isValidEmail, 'x@y', false],
    [isValidEmail, 'x y@z.io', false],
    [isValidEmail, '@z.io', false],
    [isValidPhone, '(808) 956-8111', true],
    [isValidPhone, '+679 331 2345', true],
    [isValidPhone, '123', false],
    [isValidPhone, '555-555-5555', false],
  ] as const)('%o(%s) → %s', (predicate, value, expected) => {
    expect(predicate(value)).toBe(expected);
  });
});

describe('yup rule helpers', () => {
  const schema = object({
    letters: string().test(lettersOnly()),
    name: string().test(specialName()),
    digits: string().test(digitsOnly()),
    padded: string().test(noLeadingTrailingSpaces()),
    code: string().test(noSpecialCharacters()),
    text: requiredText(5),
  });
  it.each([
    ['letters', 'Ana1', 'Special characters are not allowed'],
    ['name', 'Ana$', 'Special characters are not allowed'],
    ['digits', '12x', 'The field should have digits only'],
    ['padded', ' x', 'This field must not start or end with spaces'],
    ['code', 'A&B', 'Special characters are not allowed'],
    ['text', '   ', 'This field is required'],
    ['text', '123456', 'reached maximum length of 5 characters'],
  ])('%s = %o → %s', (field, value, text) => {
    expect(messagesFor(schema, { text: 'ok', [field]: value }, field)).toEqual([text]);
  });

  it('empty values pass the format rules', () => {
    expect(messagesFor(schema, { text: 'ok', letters: '', digits: '' }, 'letters')).toEqual([]);
  });
});

describe('uniqueByKey', () => {
  it.each([
    [['a@x.io', 'b@x.io'], []],
    [['a@x.io', ' A@X.io '], [1]],
    [
      ['a@x.io', 'b@x.io', 'a@x.io', 'b@x.io'],
      [2, 3],
    ],
    [['', '', null], []],
  ])('%o → duplicates at %o', (emails, indexes) => {
    expect(
      findDuplicateIndexes(
        emails.map((email) => ({ email })),
        'email',
      ),
    ).toEqual(indexes);
  });

  it('puts the message on each repeated item', () => {
    const schema = object({
      people: array(object({ email: string() })).test(
        uniqueByKey<{ email?: string }>('email', 'validation.emailAlreadyUsed'),
      ),
    });
    const value = { people: [{ email: 'a@x.io' }, { email: 'a@x.io' }, { email: 'a@x.io' }] };
    const text = 'This email is associated to an already existing account. Please sign in instead.';
    expect(messagesFor(schema, value, 'people[0].email')).toEqual([]);
    expect(messagesFor(schema, value, 'people[1].email')).toEqual([text]);
    expect(messagesFor(schema, value, 'people[2].email')).toEqual([text]);
  });
});
