import { randomUUID } from 'node:crypto';
import type { Db } from '@festival/server-db';
import type { IdpConfig } from './idp-config';
import { errors, IdpError } from './idp-errors';
import type { IdpContext } from './idp-context';
import { type IdpUser, idpRepository } from './idp.repository';
import { checkPasswordPolicy } from './password-policy';
import { checkEmail, checkNameAttribute } from './request-fields';
import { poolNameOf, createSrpCredential } from './srp';
import { userAttributes } from './tokens';
import { forgetSessionStatus } from './verifier-options';

/**
 * Admin operations, as plain functions for the api's admin routes (which check the caller's
 * permission first). They are deliberately not reachable through the public `/idp` endpoint.
 * Shapes follow Cognito's AdminGetUser / ListUsers so a real pool could answer the same.
 */
export interface AdminUser {
  Username: string;
  Attributes: Array<{ Name: string; Value: string }>;
  UserCreateDate: string;
  UserLastModifiedDate: string;
  Enabled: boolean;
  UserStatus: IdpUser['status'];
}

const toAdminUser = (user: IdpUser): AdminUser => ({
  Username: user.sub,
  Attributes: userAttributes(user),
  UserCreateDate: user.createdAt.toISOString(),
  UserLastModifiedDate: user.updatedAt.toISOString(),
  Enabled: user.enabled,
  UserStatus: user.status,
});

async function requireUser(ctx: IdpContext, username: string): Promise<IdpUser> {
  const user =
    typeof username === 'string' && username.length <= 320
      ? await idpRepository.findUserByUsername(ctx.db, username)
      : undefined;
  if (!user) throw new IdpError('UserNotFoundException', 'User does not exist.');
  return user;
}

export async function adminGetUser(
  ctx: IdpContext,
  username: string,
): Promise<Omit<AdminUser, 'Attributes'> & { UserAttributes: AdminUser['Attributes'] }> {
  const { Attributes, ...rest } = toAdminUser(await requireUser(ctx, username));
  return { ...rest, UserAttributes: Attributes };
}

export interface ListUsersInput {
  Limit?: number;
  PaginationToken?: string;
  /** Cognito's filter syntax for the supported cases: `email ^= "ann"`, `email = "a@b.c"`, `cognito:user_status = "CONFIRMED"`. */
  Filter?: string;
}

export async function listUsers(
  ctx: IdpContext,
  input: ListUsersInput = {},
): Promise<{ Users: AdminUser[]; PaginationToken?: string }> {
  const limit = input.Limit ?? 60;
  if (!Number.isInteger(limit) || limit < 1 || limit > 60)
    throw errors.invalidParameter('Limit must be between 1 and 60.');
  let emailPrefix: string | undefined;
  let emailExact: string | undefined;
  let status: string | undefined;
  if (input.Filter) {
    const match = /^\s*(email|cognito:user_status|status)\s*(\^=|=)\s*"([^"]*)"\s*$/.exec(input.Filter);
    if (!match)
      throw errors.invalidParameter('Invalid filter: use email ^= "..", email = ".." or cognito:user_status = "..".');
    if (match[1] === 'email') {
      if (match[2] === '^=') emailPrefix = match[3];
      else emailExact = match[3].toLowerCase();
    } else status = match[3];
  }
  let after: { createdAt: Date; sub: string } | undefined;
  if (input.PaginationToken) {
    try {
      const parsed = JSON.parse(Buffer.from(input.PaginationToken, 'base64url').toString('utf8')) as {
        c: string;
        s: string;
      };
      after = { createdAt: new Date(parsed.c), sub: parsed.s };
      if (Number.isNaN(after.createdAt.getTime()) || typeof after.sub !== 'string') throw new Error('bad token');
    } catch {
      throw errors.invalidParameter('Invalid PaginationToken.');
    }
  }
  const rows = await idpRepository.listUsers(ctx.db, {
    limit: limit + 1,
    afterCreatedAt: after?.createdAt,
    afterSub: after?.sub,
    emailPrefix,
    emailExact,
    status,
  });
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  const more = rows.length > limit && last;
  return {
    Users: page.map(toAdminUser),
    ...(more
      ? {
          PaginationToken: Buffer.from(JSON.stringify({ c: last.createdAt.toISOString(), s: last.sub })).toString(
            'base64url',
          ),
        }
      : {}),
  };
}

/** Disables the account and ends its sign-ins everywhere (Cognito revokes the tokens too). */
export async function adminDisableUser(ctx: IdpContext, username: string): Promise<void> {
  const user = await requireUser(ctx, username);
  const now = ctx.config.now();
  await idpRepository.updateUser(ctx.db, user.sub, { enabled: false, updatedAt: now });
  await idpRepository.revokeAllRefreshTokens(ctx.db, user.sub, now);
  forgetSessionStatus(ctx, user.sub);
}

export async function adminEnableUser(ctx: IdpContext, username: string): Promise<void> {
  const user = await requireUser(ctx, username);
  await idpRepository.updateUser(ctx.db, user.sub, { enabled: true, updatedAt: ctx.config.now() });
  forgetSessionStatus(ctx, user.sub);
}

/**
 * What creating an account needs: less than a whole context, so that the seed can run it in its
 * transaction before the server (and its mailer) exists. An `IdpContext` fits.
 */
export interface IdpAdminTarget {
  db: Db;
  config: Pick<IdpConfig, 'userPoolId' | 'now'>;
}

export interface AdminCreateUserInput {
  email: string;
  password: string;
  givenName?: string;
  familyName?: string;
  /** Only confirmed accounts for now: the admin sets the password, so no code is mailed. */
  confirmed: true;
}

/**
 * Creates a confirmed account with a password the caller chose (like Cognito's AdminCreateUser
 * followed by AdminSetUserPassword with Permanent=true), e.g. the seeded admin. The password must
 * pass the pool's policy; only its SRP salt and verifier are stored. Idempotent per email: an
 * existing account is returned unchanged (`created: false`), its password left alone.
 */
export async function adminCreateUser(
  target: IdpAdminTarget,
  input: AdminCreateUserInput,
): Promise<{ sub: string; created: boolean }> {
  const email = checkEmail(typeof input.email === 'string' ? input.email : '');
  const password = checkPasswordPolicy(input.password);
  checkNameAttribute('given_name', input.givenName);
  checkNameAttribute('family_name', input.familyName);
  const existing = await idpRepository.findUserByUsername(target.db, email);
  if (existing) return { sub: existing.sub, created: false };
  const sub = randomUUID();
  const now = target.config.now();
  const credential = createSrpCredential(poolNameOf(target.config.userPoolId), sub, password);
  const inserted = await idpRepository.insertUser(target.db, {
    sub,
    email,
    emailNormalized: email.toLowerCase(),
    emailVerified: true,
    givenName: input.givenName?.trim() || null,
    familyName: input.familyName?.trim() || null,
    middleName: null,
    userType: 'USER',
    status: 'CONFIRMED',
    enabled: true,
    srpSalt: credential.salt,
    srpVerifier: credential.verifier,
    createdAt: now,
    updatedAt: now,
  });
  if (inserted) return { sub, created: true };
  // Another request created the same email between our look-up and the insert.
  const raced = await idpRepository.findUserByUsername(target.db, email);
  if (!raced) throw errors.usernameExists();
  return { sub: raced.sub, created: false };
}

export interface UsersPageInput {
  take: number;
  skip: number;
  /** Part of the email, the given or family name, or "given family", any case. */
  search?: string;
  /** By creation time; newest first by default. */
  order?: 'asc' | 'desc';
}

/** The accounts `listUsersPage` lists, unpaged and not run: what a CSV export reads through its cursor. */
export function usersListQuery(ctx: Pick<IdpContext, 'db'>, input: Pick<UsersPageInput, 'search' | 'order'>) {
  return idpRepository.usersListQuery(ctx.db, { search: input.search || undefined, order: input.order ?? 'desc' });
}

/** Offset paging with a total, for the admin site's tables (Cognito's ListUsers only pages by token). */
export async function listUsersPage(
  ctx: Pick<IdpContext, 'db'>,
  input: UsersPageInput,
): Promise<{ users: AdminUser[]; total: number }> {
  const { rows, total } = await idpRepository.listUsersPage(ctx.db, {
    take: input.take,
    skip: input.skip,
    search: input.search || undefined,
    order: input.order ?? 'desc',
  });
  return { users: rows.map(toAdminUser), total };
}
