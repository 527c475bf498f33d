import { recordAudit } from '@festival/server-audit';
import { toListResult, type Db } from '@festival/server-db';
import { asDate, type CsvExporter } from '@festival/server-exports';
import {
  adminDisableUser,
  adminEnableUser,
  adminGetUser,
  IdpError,
  listUsersPage,
  usersListQuery,
  type AdminUser,
  type IdpContext,
} from '@festival/server-idp';
import {
  assertAdministratorRemains,
  assertHoldsAll,
  permissionsOfAccount,
  type AccountActive,
} from '@festival/server-permissions';
import { BadRequestError, ForbiddenError, HttpError, NotFoundError } from '@festival/server-platform';
import {
  ERROR_CODES,
  type AdminUser as AdminUserView,
  type ListQuery,
  type ListResult,
} from '@festival/shared-util-api-contracts';

export const NO_EMBEDDED_IDP_MESSAGE =
  'Managing users here needs the embedded identity provider; with a Cognito user pool (COGNITO_USER_POOL_ID) manage users in the AWS console.';
export const USER_NOT_FOUND_MESSAGE = 'User not found';
export const SELF_DISABLE_MESSAGE = 'You cannot disable your own account.';
/** The largest page the table asks for; more in one request only loads the database. */
export const MAX_TAKE = 1000;
const SORT_FIELDS = ['createdAt'];

/**
 * The admin operations run against the embedded idp's own tables. A real Cognito pool would
 * need AWS credentials and its admin API, which this server does not hold: say so plainly.
 */
function requireIdp(idp: IdpContext | null): IdpContext {
  if (!idp) throw new HttpError(501, NO_EMBEDDED_IDP_MESSAGE, 'NOT_IMPLEMENTED');
  return idp;
}

const attribute = (attributes: AdminUser['Attributes'], name: string) =>
  attributes.find((a) => a.Name === name)?.Value ?? '';

function toView(
  user: Pick<AdminUser, 'Username' | 'Enabled' | 'UserStatus' | 'UserCreateDate'>,
  attributes: AdminUser['Attributes'],
): AdminUserView {
  return {
    sub: user.Username,
    email: attribute(attributes, 'email'),
    firstName: attribute(attributes, 'given_name'),
    lastName: attribute(attributes, 'family_name'),
    status: user.UserStatus,
    enabled: user.Enabled,
    createdAt: user.UserCreateDate,
  };
}

async function findUser(idp: IdpContext, sub: string): Promise<AdminUserView> {
  try {
    const user = await adminGetUser(idp, sub);
    return toView(user, user.UserAttributes);
  } catch (error) {
    if (error instanceof IdpError && error.code === 'UserNotFoundException')
      throw new NotFoundError(USER_NOT_FOUND_MESSAGE);
    throw error;
  }
}

/** The list's filters, for a page and for an export alike; throws the 400 for a sort it cannot do. */
export function checkUsersQuery(query: ListQuery): void {
  if (query.sort !== undefined && !SORT_FIELDS.includes(query.sort)) {
    throw new BadRequestError('Invalid input', [
      { field: 'query.sort', message: `must be one of ${SORT_FIELDS.join(', ')}` },
    ]);
  }
}

/** The users list as CSV: the same search and order as the table (an export of the idp's accounts). */
export function usersExporter(): CsvExporter<ListQuery> {
  return {
    fileName: 'users',
    query: (db, params) => usersListQuery({ db }, { search: params.search?.trim(), order: params.order }),
    columns: [
      { header: 'Email', value: (row) => row['email'] },
      { header: 'First name', value: (row) => row['firstName'] },
      { header: 'Last name', value: (row) => row['lastName'] },
      { header: 'Status', value: (row) => row['status'] },
      { header: 'Enabled', value: (row) => row['enabled'] },
      { header: 'Created', value: (row) => asDate(row['createdAt']) },
    ],
  };
}

/** ListUsers for the admin table: take/skip, newest first (order asc for oldest), search inside the email and the names. */
export async function listAdminUsers(idp: IdpContext | null, query: ListQuery): Promise<ListResult<AdminUserView>> {
  const context = requireIdp(idp);
  checkUsersQuery(query);
  const take = query.take ?? 10;
  if (take > MAX_TAKE)
    throw new BadRequestError('Invalid input', [{ field: 'query.take', message: `must be <= ${MAX_TAKE}` }]);
  const skip = query.skip ?? 0;
  const { users, total } = await listUsersPage(context, {
    take,
    skip,
    search: query.search?.trim() || undefined,
    order: query.order ?? 'desc',
  });
  const data = users.map((user) => toView(user, user.Attributes));
  return toListResult(data, total, skip);
}

/**
 * Whether an account can sign in, asked of the embedded idp inside the caller's transaction; with
 * a Cognito pool (no idp here) every account counts as able to.
 */
export function accountActive(idp: IdpContext | null): AccountActive {
  return async (db, sub) => {
    if (!idp) return true;
    try {
      return (await adminGetUser({ ...idp, db }, sub)).Enabled;
    } catch (error) {
      if (error instanceof IdpError && error.code === 'UserNotFoundException') return false;
      throw error;
    }
  };
}

/** AdminGetUser. */
export async function getAdminUser(idp: IdpContext | null, sub: string): Promise<AdminUserView> {
  return findUser(requireIdp(idp), sub);
}

/**
 * AdminDisableUser / AdminEnableUser with an audit row, in one transaction. Disabling also
 * revokes the account's refresh tokens, and the api refuses its ID tokens from then on.
 * Disabling takes away everything the account's roles grant and enabling gives it back, so the
 * actor must hold all of it (as for taking or giving its roles); nobody disables themself, and
 * the last active administrator stays enabled.
 */
export async function setUserEnabled(
  db: Db,
  idp: IdpContext | null,
  actorSub: string,
  sub: string,
  enabled: boolean,
): Promise<AdminUserView> {
  const context = requireIdp(idp);
  return db.transaction(async (tx) => {
    const inTransaction: IdpContext = { ...context, db: tx };
    const before = await findUser(inTransaction, sub);
    // An admin who disables themselves is locked out with nobody left to undo it.
    if (!enabled && before.sub === actorSub) throw new ForbiddenError(SELF_DISABLE_MESSAGE, ERROR_CODES.forbiddenSelf);
    assertHoldsAll(await permissionsOfAccount(tx, actorSub), await permissionsOfAccount(tx, sub));
    if (!enabled) await assertAdministratorRemains(tx, sub, accountActive(context));
    if (enabled) await adminEnableUser(inTransaction, sub);
    else await adminDisableUser(inTransaction, sub);
    const after = await findUser(inTransaction, sub);
    await recordAudit(tx, {
      actorSub,
      action: enabled ? 'user.enable' : 'user.disable',
      target: `user:${sub}`,
      before: { enabled: before.enabled },
      after: { enabled: after.enabled },
    });
    return after;
  });
}
