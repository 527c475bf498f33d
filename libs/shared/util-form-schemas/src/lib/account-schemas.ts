import { object, ref, string, ValidationError } from 'yup';
import { LENGTHS } from './limits';
import { message, type ValidationMessageKey } from './messages';
import { noLeadingTrailingSpaces, requiredText, specialName, validEmail } from './rules';

/** The special characters the password policy accepts (SPEC.md §5 "Password"). */
export const PASSWORD_SPECIAL_CHARACTERS = '!@#$%^&*';

export interface PasswordRule {
  id: 'minLength' | 'lowercase' | 'uppercase' | 'number' | 'special';
  /** The checklist label's message key. */
  labelKey: ValidationMessageKey;
  test: (password: string) => boolean;
}

/** The live checklist under the password field, in display order. */
export const PASSWORD_RULES: readonly PasswordRule[] = [
  { id: 'minLength', labelKey: 'password.rule.minLength', test: (p) => p.length >= LENGTHS.passwordMin },
  { id: 'lowercase', labelKey: 'password.rule.lowercase', test: (p) => /[a-z]/.test(p) },
  { id: 'uppercase', labelKey: 'password.rule.uppercase', test: (p) => /[A-Z]/.test(p) },
  { id: 'number', labelKey: 'password.rule.number', test: (p) => /\d/.test(p) },
  {
    id: 'special',
    labelKey: 'password.rule.special',
    test: (p) => [...p].some((c) => PASSWORD_SPECIAL_CHARACTERS.includes(c)),
  },
];

/** Each checklist item with whether the typed password meets it. */
export function passwordChecklist(
  password: string,
): { id: PasswordRule['id']; labelKey: ValidationMessageKey; met: boolean }[] {
  return PASSWORD_RULES.map((rule) => ({ id: rule.id, labelKey: rule.labelKey, met: rule.test(password) }));
}

export const meetsPasswordPolicy = (password: string): boolean => PASSWORD_RULES.every((rule) => rule.test(password));

/** Username: 3 to 100 of letters, digits, underscore, dot, hyphen; so never a space. */
export const USERNAME_PATTERN = /^[A-Za-z0-9_.-]{3,100}$/;
export const VERIFICATION_CODE_PATTERN = new RegExp(`^\\d{${LENGTHS.verificationCode}}$`);

function passwordField() {
  return string()
    .required(message('validation.required'))
    .test({
      name: 'passwordPolicy',
      message: message('validation.passwordPolicy'),
      test: (value) => !value || meetsPasswordPolicy(value),
    });
}

function confirmField(of: string) {
  return string()
    .required(message('validation.required'))
    .test({
      name: 'matches',
      message: message('validation.passwordsDoNotMatch'),
      // An empty confirmation already shows "required"; one message per field is enough.
      test(value) {
        return !value || value === this.parent?.[of];
      },
    });
}

/** Sign-in: the email must be typed without surrounding spaces (no silent trim). */
export const signInSchema = object({
  email: string().required(message('validation.required')).test(noLeadingTrailingSpaces()),
  password: string().required(message('validation.required')),
});

/** A name given at sign-up (SPEC.md §5 "Account"): required, letters, hyphen, space, apostrophe, at most 25. */
const signUpName = () => requiredText(LENGTHS.signUpName).test(specialName());

/**
 * What is wrong with a name given at sign-up, in the form's words, or null when it is fine. The
 * identity server asks this of every SignUp, whichever client sent it, so the rule is the form's.
 */
export function signUpNameProblem(value: string): string | null {
  try {
    signUpName().validateSync(value);
    return null;
  } catch (error) {
    if (ValidationError.isError(error)) return String(error.message);
    throw error;
  }
}

export const signUpSchema = object({
  firstName: signUpName(),
  lastName: signUpName(),
  email: string()
    .trim()
    .required(message('validation.required'))
    .test(validEmail())
    .max(LENGTHS.maxText, message('validation.max', { max: LENGTHS.maxText })),
  password: passwordField(),
  confirmPassword: confirmField('password'),
});

export const changePasswordSchema = object({
  currentPassword: string().required(message('validation.required')),
  newPassword: passwordField().notOneOf([ref('currentPassword')], message('validation.passwordMustDiffer')),
  confirmPassword: confirmField('newPassword'),
});

export const usernameSchema = object({
  username: string()
    .required(message('validation.required'))
    .matches(USERNAME_PATTERN, { message: message('validation.username'), excludeEmptyString: true }),
});

export const verificationCodeSchema = object({
  code: string()
    .required(message('validation.required'))
    .matches(VERIFICATION_CODE_PATTERN, { message: message('validation.verificationCode'), excludeEmptyString: true }),
});
