import { BadRequestError, ForbiddenError, type Principal } from '@festival/server-platform';
import { ERROR_CODES, type Profile, type ProfileUpdate } from '@festival/shared-util-api-contracts';
import { profileSchema, validateOrErrors } from '@festival/shared-util-form-schemas';
import { FORBIDDEN_MESSAGES } from '@festival/shared-util-permissions';
import type { Db } from '@festival/server-db';
import { localeCode } from '@festival/shared-util-i18n';
import { usersRepository, type NewUserRecord, type UserRecord } from './users.repository';

export const toProfile = (user: UserRecord): Profile => ({
  id: user.id,
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
  avatarUrl: user.avatarUrl,
});

const claim = (principal: Principal, name: string): string => {
  const value = principal.claims[name];
  return typeof value === 'string' ? value.trim() : '';
};

/**
 * The caller's record, created from the ID token on the first authenticated request. Names
 * are copied once (the profile is edited here afterwards); the email follows the identity
 * provider, where it is owned and verified. The token's `locale` (the language of the site the
 * account was made on) becomes the user's language while they have chosen none, so the emails
 * after sign-up (the registration confirmation) are in it too.
 */
export async function ensureUser(db: Db, principal: Principal, now: Date): Promise<UserRecord> {
  const email = principal.email ?? claim(principal, 'email');
  let user = await usersRepository.findBySub(db, principal.sub);
  if (!user) {
    user = await usersRepository.insertIfAbsent(db, {
      sub: principal.sub,
      email,
      firstName: claim(principal, 'given_name'),
      lastName: claim(principal, 'family_name'),
      language: localeCode(claim(principal, 'locale')),
      createdAt: now,
      updatedAt: now,
    });
  }
  const changes: Partial<Pick<UserRecord, 'email' | 'firstName' | 'lastName' | 'language'>> = {};
  if (email && user.email !== email) changes.email = email;
  // A record made before the first sign-in (a role grant) has no language yet either.
  const signUpLanguage = user.language ? null : localeCode(claim(principal, 'locale'));
  if (signUpLanguage) changes.language = signUpLanguage;
  // A record made by a role grant before the first sign-in has no names yet: take the token's.
  if (!user.firstName && !user.lastName) {
    const firstName = claim(principal, 'given_name');
    const lastName = claim(principal, 'family_name');
    if (firstName || lastName) Object.assign(changes, { firstName, lastName });
  }
  if (Object.keys(changes).length > 0) user = await usersRepository.update(db, user.id, changes, now);
  return user;
}

/** The files module's check of an uploaded avatar: null when fine, otherwise the field's message. */
export type AvatarCheck = (filePath: string, ownerId: string) => Promise<string | null>;

export const AVATARS_UNAVAILABLE_MESSAGE = 'Avatars cannot be stored on this server';

export const EMAIL_READ_ONLY_MESSAGE = 'The email address cannot be changed here';

/** Own profile only: another user's id is refused as a change without permission (403). */
export async function updateProfile(
  db: Db,
  caller: UserRecord,
  id: string,
  body: ProfileUpdate,
  now: Date,
  checkAvatar?: AvatarCheck,
): Promise<Profile> {
  if (id !== caller.id) throw new ForbiddenError(FORBIDDEN_MESSAGES.change.text, ERROR_CODES.forbiddenWrite);
  const result = await validateOrErrors(profileSchema, { firstName: body.firstName, lastName: body.lastName });
  const errors =
    'errors' in result ? result.errors.map((error) => ({ field: `body.${error.field}`, message: error.message })) : [];
  if (body.email !== undefined && body.email.trim().toLowerCase() !== caller.email.toLowerCase()) {
    errors.push({ field: 'body.email', message: EMAIL_READ_ONLY_MESSAGE });
  }
  const avatarUrl = body.avatarUrl;
  // Re-sending the current avatar is no change; a new one must be the caller's own upload.
  if (typeof avatarUrl === 'string' && avatarUrl !== caller.avatarUrl) {
    const problem = checkAvatar ? await checkAvatar(avatarUrl, caller.id) : AVATARS_UNAVAILABLE_MESSAGE;
    if (problem) errors.push({ field: 'body.avatarUrl', message: problem });
  }
  if ('errors' in result || errors.length > 0) throw new BadRequestError('Invalid input', errors);
  const changes = {
    firstName: result.value.firstName,
    lastName: result.value.lastName,
    ...(avatarUrl !== undefined ? { avatarUrl } : {}),
  };
  return toProfile(await usersRepository.update(db, caller.id, changes, now));
}

/** A user record made before its first sign-in (e.g. to grant it a role); the stored one if the sub exists. */
/** The api's record of an identity `sub`; undefined before the account's first request. */
export function findUserBySub(db: Db, sub: string): Promise<UserRecord | undefined> {
  return usersRepository.findBySub(db, sub);
}

export function ensureUserRecord(db: Db, user: NewUserRecord): Promise<UserRecord> {
  return usersRepository.insertIfAbsent(db, user);
}

/** Which of these file paths a profile holds as its avatar (the files module sweeps the rest). */
export function avatarsAmong(db: Db, paths: readonly string[]): Promise<Set<string>> {
  return usersRepository.avatarsAmong(db, paths);
}

export const UNKNOWN_LANGUAGE_MESSAGE = 'This language is not offered.';

/** Whether a locale code is one the portal offers (the translations module answers). */
export type LanguageCheck = (db: Db, code: string) => Promise<boolean>;

/** PUT /me/language: the language the caller chose on a site; their emails are written in it from now on. */
export async function setMyLanguage(
  db: Db,
  user: UserRecord,
  language: string,
  now: Date,
  isOffered: LanguageCheck,
): Promise<void> {
  if (!(await isOffered(db, language)))
    throw new BadRequestError(UNKNOWN_LANGUAGE_MESSAGE, [
      { field: 'body.language', message: UNKNOWN_LANGUAGE_MESSAGE },
    ]);
  await usersRepository.update(db, user.id, { language }, now);
}

/** The language to write a user's email in: the one they chose, if the address is a user's. */
export const languageOfEmail = (db: Db, email: string): Promise<string | null> =>
  usersRepository.languageOfEmail(db, email);
