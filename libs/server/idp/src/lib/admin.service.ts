import { errors, IdpError } from './idp-errors';
import type { IdpContext } from './idp-context';
import { findUserByUsername, listUsers as listUserRows, revokeAllRefreshTokens, updateUser, type IdpUser } from './idp.repository';
import { userAttributes } from './tokens';

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
  const user = typeof username === 'string' && username.length <= 320 ? await findUserByUsername(ctx.db, username) : undefined;
  if (!user) throw new IdpError('UserNotFoundException', 'User does not exist.');
  return user;
}

export async function adminGetUser(ctx: IdpContext, username: string): Promise<Omit<AdminUser, 'Attributes'> & { UserAttributes: AdminUser['Attributes'] }> {
  const { Attributes, ...rest } = toAdminUser(await requireUser(ctx, username));
  return { ...rest, UserAttributes: Attributes };
}

export interface ListUsersInput {
  Limit?: number;
  PaginationToken?: string;
  /** Cognito's filter syntax for the supported cases: `email ^= "ann"`, `email = "a@b.c"`, `cognito:user_status = "CONFIRMED"`. */
  Filter?: string;
}

export async function listUsers(ctx: IdpContext, input: ListUsersInput = {}): Promise<{ Users: AdminUser[]; PaginationToken?: string }> {
  const limit = input.Limit ?? 60;
  if (!Number.isInteger(limit) || limit < 1 || limit > 60) throw errors.invalidParameter('Limit must be between 1 and 60.');
  let emailPrefix: string | undefined;
  let emailExact: string | undefined;
  let status: string | undefined;
  if (input.Filter) {
    const match = /^\s*(email|cognito:user_status|status)\s*(\^=|=)\s*"([^"]*)"\s*$/.exec(input.Filter);
    if (!match) throw errors.invalidParameter('Invalid filter: use email ^= "..", email = ".." or cognito:user_status = "..".');
    if (match[1] === 'email') {
      if (match[2] === '^=') emailPrefix = match[3];
      else emailExact = match[3].toLowerCase();
    } else status = match[3];
  }
  let after: { createdAt: Date; sub: string } | undefined;
  if (input.PaginationToken) {
    try {
      const parsed = JSON.parse(Buffer.from(input.PaginationToken, 'base64url').toString('utf8')) as { c: string; s: string };
      after = { createdAt: new Date(parsed.c), sub: parsed.s };
      if (Number.isNaN(after.createdAt.getTime()) || typeof after.sub !== 'string') throw new Error('bad token');
    } catch {
      throw errors.invalidParameter('Invalid PaginationToken.');
    }
  }
  const rows = await listUserRows(ctx.db, {
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
    ...(more ? { PaginationToken: Buffer.from(JSON.stringify({ c: last.createdAt.toISOString(), s: last.sub })).toString('base64url') } : {}),
  };
}

/** Disables the account and ends its sign-ins everywhere (Cognito revokes the tokens too). */
export async function adminDisableUser(ctx: IdpContext, username: string): Promise<void> {
  const user = await requireUser(ctx, username);
  const now = ctx.config.now();
  await updateUser(ctx.db, user.sub, { enabled: false, updatedAt: now });
  await revokeAllRefreshTokens(ctx.db, user.sub, now);
}

export async function adminEnableUser(ctx: IdpContext, username: string): Promise<void> {
  const user = await requireUser(ctx, username);
  await updateUser(ctx.db, user.sub, { enabled: true, updatedAt: ctx.config.now() });
}
