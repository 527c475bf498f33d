import {
  changePasswordSchema,
  meetsPasswordPolicy,
  passwordChecklist,
  signInSchema,
  signUpNameProblem,
  signUpSchema,
  usernameSchema,
  verificationCodeSchema,
} from './account-schemas';
import { messagesFor } from './test-helpers';

const REQUIRED = 'This field is required';
const POLICY =
  'Password must have at least 8 characters, upper and lower case letters, a number and a special character (! @ # $ % ^ & *)';

describe('password policy (SPEC.md §5 "Password")', () => {
  it.each([
    ['Aloha#2024', true],
    ['Aa1!aaaa', true],
    ['Aa1!aaa', false], // 7 characters
    ['aloha#2024', false], // no upper case
    ['ALOHA#2024', false], // no lower case
    ['Aloha#aaaa', false], // no number
    ['Aloha2024a', false], // no special character
    ['Aloha(2024', false], // ( is not one of ! @ # $ % ^ & *
  ])('%s → %s', (password, ok) => {
    expect(meetsPasswordPolicy(password)).toBe(ok);
  });

  it.each([
    ['', { minLength: false, lowercase: false, uppercase: false, number: false, special: false }],
    ['abc', { minLength: false, lowercase: true, uppercase: false, number: false, special: false }],
    ['ABCdefgh', { minLength: true, lowercase: true, uppercase: true, number: false, special: false }],
    ['1!', { minLength: false, lowercase: false, uppercase: false, number: true, special: true }],
    ['^&*', { minLength: false, lowercase: false, uppercase: false, number: false, special: true }],
  ])('checklist for %o', (password, met) => {
    const items = passwordChecklist(password);
    expect(items.map((i) => i.id)).toEqual(['minLength', 'lowercase', 'uppercase', 'number', 'special']);
    expect(Object.fromEntries(items.map((i) => [i.id, i.met]))).toEqual(met);
  });
});

describe('signInSchema', () => {
  const valid = { email: 'a@b.io', password: 'x' };
  it.each([
    ['email', '', [REQUIRED]],
    ['email', ' a@b.io', ['This field must not start or end with spaces']],
    ['email', 'a@b.io ', ['This field must not start or end with spaces']],
    ['email', 'a@b.io', []],
    ['password', '', [REQUIRED]],
  ])('%s = %o → %o', (field, value, messages) => {
    expect(messagesFor(signInSchema, { ...valid, [field]: value }, field)).toEqual(messages);
  });
});

describe('signUpSchema', () => {
  const valid = {
    firstName: 'Kēhau',
    lastName: 'Kahale',
    email: 'k@festival.example',
    password: 'Aloha#2024',
    confirmPassword: 'Aloha#2024',
  };
  it('accepts a complete sign-up', () => {
    expect(messagesFor(signUpSchema, valid, '')).toEqual([]);
    expect(signUpSchema.isValidSync(valid)).toBe(true);
  });
  it.each([
    ['firstName', '', [REQUIRED]],
    ['firstName', 'a'.repeat(26), ['reached maximum length of 25 characters']],
    ['firstName', 'a'.repeat(25), []],
    ['firstName', 'Ana1', ['Special characters are not allowed']],
    ['lastName', '', [REQUIRED]],
    ['lastName', 'b'.repeat(26), ['reached maximum length of 25 characters']],
    ['lastName', 'Kahale%', ['Special characters are not allowed']],
    ['email', '', [REQUIRED]],
    ['email', 'k@', ['Invalid email address']],
    ['password', '', [REQUIRED]],
    ['password', 'aloha2024', [POLICY]],
    ['confirmPassword', '', [REQUIRED]],
    ['confirmPassword', 'Aloha#2025', ['Passwords do not match']],
  ])('%s = %o → %o', (field, value, messages) => {
    expect(messagesFor(signUpSchema, { ...valid, [field]: value }, field)).toEqual(messages);
  });
});

describe('signUpNameProblem', () => {
  it("says what the sign-up form would say of a name, for the identity server's own check", () => {
    for (const name of ['Ngā', "O'Brien", 'Mary Ann', 'ʻĪʻī', 'Jean-Luc', 'a'.repeat(25)])
      expect(signUpNameProblem(name)).toBeNull();
    expect(signUpNameProblem('=cmd()<b>Ann</b>')).toBe('Special characters are not allowed');
    expect(signUpNameProblem('a'.repeat(26))).toBe('reached maximum length of 25 characters');
    expect(signUpNameProblem('  ')).toBe(REQUIRED);
  });
});

describe('changePasswordSchema', () => {
  const valid = { currentPassword: 'Old#2023a', newPassword: 'Aloha#2024', confirmPassword: 'Aloha#2024' };
  it.each([
    ['currentPassword', { currentPassword: '' }, [REQUIRED]],
    ['newPassword', { newPassword: 'short' }, [POLICY]],
    [
      'newPassword',
      { newPassword: 'Old#2023a', confirmPassword: 'Old#2023a' },
      ['The new password must differ from the current password'],
    ],
    ['confirmPassword', { confirmPassword: 'Aloha#2025' }, ['Passwords do not match']],
    ['newPassword', {}, []],
  ])('%s with %o → %o', (field, patch, messages) => {
    expect(messagesFor(changePasswordSchema, { ...valid, ...patch }, field)).toEqual(messages);
  });
});

describe('usernameSchema', () => {
  const RULE = 'Username must be 3 to 100 characters: letters, digits, underscore, dot or hyphen, without spaces';
  it.each([
    ['', [REQUIRED]],
    ['ab', [RULE]],
    ['abc', []],
    ['a'.repeat(100), []],
    ['a'.repeat(101), [RULE]],
    ['mary.jane_01-x', []],
    ['mary jane', [RULE]],
    ['mary@jane', [RULE]],
  ])('%o → %o', (username, messages) => {
    expect(messagesFor(usernameSchema, { username }, 'username')).toEqual(messages);
  });
});

describe('verificationCodeSchema', () => {
  it.each([
    ['', [REQUIRED]],
    ['123456', []],
    ['12345', ['The code must be 6 digits']],
    ['1234567', ['The code must be 6 digits']],
    ['12345a', ['The code must be 6 digits']],
  ])('%o → %o', (code, messages) => {
    expect(messagesFor(verificationCodeSchema, { code }, 'code')).toEqual(messages);
  });
});
