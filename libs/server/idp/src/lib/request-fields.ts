import { signUpNameProblem } from '@festival/shared-util-form-schemas';
import { errors } from './idp-errors';
import type { IdpConfig } from './idp-config';

export type Body = Record<string, unknown>;

/** A required string field of the request, trimmed of nothing (passwords keep their spaces). */
export function requiredString(body: Body, name: string, max = 2048): string {
  const value = body[name];
  if (typeof value !== 'string' || value.length === 0)
    throw errors.invalidParameter(
      `1 validation error detected: Value at '${name}' failed to satisfy constraint: Member must not be null`,
    );
  if (value.length > max)
    throw errors.invalidParameter(
      `1 validation error detected: Value at '${name}' failed to satisfy constraint: Member must have length less than or equal to ${max}`,
    );
  return value;
}

/** A map of strings (ClientMetadata, AuthParameters, ChallengeResponses); other values are dropped. */
export function stringMap(body: Body, name: string): Record<string, string> {
  const value = body[name];
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value))
    throw errors.invalidParameter(`${name} must be a map of strings.`);
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

/** An array of {Name, Value} (UserAttributes, ValidationData) as a map. */
export function attributeList(body: Body, name: string): Record<string, string> {
  const value = body[name];
  if (value === undefined || value === null) return {};
  if (!Array.isArray(value)) throw errors.invalidParameter(`${name} must be a list of {Name, Value}.`);
  const result: Record<string, string> = {};
  for (const item of value as unknown[]) {
    const { Name, Value } = (item ?? {}) as { Name?: unknown; Value?: unknown };
    if (typeof Name !== 'string' || typeof Value !== 'string')
      throw errors.invalidParameter(`${name} must be a list of {Name, Value}.`);
    if (Value.length > 2048) throw errors.invalidParameter(`The value of ${Name} is too long.`);
    result[Name] = Value;
  }
  return result;
}

export function checkClientId(body: Body, config: IdpConfig): void {
  const clientId = requiredString(body, 'ClientId', 128);
  if (clientId !== config.clientId) throw errors.resourceNotFound(`User pool client ${clientId} does not exist.`);
}

export function checkCode(body: Body, name = 'ConfirmationCode'): string {
  const code = requiredString(body, name, 2048).trim();
  if (!/^\d{6}$/.test(code)) throw errors.codeMismatch();
  return code;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export function checkEmail(value: string): string {
  const email = value.trim();
  if (email.length > 254 || !EMAIL.test(email)) throw errors.invalidParameter('Invalid email address format.');
  return email;
}

/**
 * A person's name attribute (given_name, family_name, middle_name) as the sign-up form allows it
 * (SPEC.md §5 "Account", the form's own rule): a raw request must not store what the form refuses,
 * since the name travels in the ID token, /me and the staff's user list. Absent is fine.
 */
export function checkNameAttribute(name: string, value: string | undefined): void {
  if (value === undefined) return;
  const problem = signUpNameProblem(value);
  if (problem)
    throw errors.invalidParameter(
      `1 validation error detected: Value at 'userAttributes.${name}' failed to satisfy constraint: ${problem}`,
    );
}
