import { errors } from './idp-errors';

/** SPEC.md §5: at least 8 characters, upper and lower case, a number and one of !@#$%^&*. */
export function checkPasswordPolicy(password: unknown): string {
  if (typeof password !== 'string' || password.length === 0) throw errors.invalidParameter('Password is required.');
  if (password.length > 256) throw errors.invalidParameter('Password must be at most 256 characters.');
  if (password.length < 8) throw errors.invalidPassword('Password not long enough');
  if (!/[a-z]/.test(password)) throw errors.invalidPassword('Password must have lowercase characters');
  if (!/[A-Z]/.test(password)) throw errors.invalidPassword('Password must have uppercase characters');
  if (!/[0-9]/.test(password)) throw errors.invalidPassword('Password must have numeric characters');
  if (!/[!@#$%^&*]/.test(password)) throw errors.invalidPassword('Password must have symbol characters');
  return password;
}
