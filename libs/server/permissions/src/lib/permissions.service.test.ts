import { type Database } from '@festival/server-db';
import { openTestDatabase } from '@festival/server-db/testing';
import { ALL_PERMISSIONS } from '@festival/shared-util-permissions';
import {
  assertAdministratorRemains,
  assertHoldsAll,
  createRole,
  deleteRole,
  getRole,
  grantRole,
  listRoles,
  roleIdsOfUser,
  setUserRoles,
  updateRole,
} from './permissions.service';
import { ADMINISTRATOR_ROLE } from './system-roles';

let database: Database;
let administratorId: string;
const ADMIN = 'sub-admin';

/** An account (by sub) holding one new role with exactly these permissions, given by the administrator. */
async function staffWith(sub: string, permissions: string[]) {
  const role = await createRole(database.db, ADMIN, { name: `Role of ${sub}`, description: '', permissions });
  await setUserRoles(database.db, ADMIN, { sub }, [role.id]);
  return role;
}
const refusal = (code: string) => expect.objectContaining({ statusCode: 403, code });

beforeAll(async () => {
  database = await openTestDatabase();
  await grantRole(database.db, { sub: ADMIN }, ADMINISTRATOR_ROLE);
  administratorId = (await listRoles(database.db, { search: ADMINISTRATOR_ROLE })).data[0].id;
});
afterAll(() => database?.close().catch(() => undefined));

describe('assertHoldsAll', () => {
  it('passes when every touched permission is held, and names the others, sorted, in a 403', () => {
    expect(() => assertHoldsAll(['EVENT:R', 'EVENT:U'], ['EVENT:U'])).not.toThrow();
    expect(() => assertHoldsAll([], [])).not.toThrow();
    expect(() => assertHoldsAll(['EVENT:R'], ['USER:U', 'EVENT:R', 'ROLE:C', 'USER:U'])).toThrow(
      expect.objectContaining({
        statusCode: 403,
        code: 'FORBIDDEN_GRANT',
        message: 'You can only give or take away permissions you hold yourself. You do not hold ROLE:C, USER:U.',
      }),
    );
  });
});

describe('role changes grant only what the actor holds', () => {
  it('creates a role only of permissions the actor holds', async () => {
    await staffWith('sub-creator', ['ROLE:C', 'EVENT:R']);
    await expect(
      createRole(database.db, 'sub-creator', { name: 'Wide', description: '', permissions: ['EVENT:R', 'EVENT:D'] }),
    ).rejects.toThrow(refusal('FORBIDDEN_GRANT'));
    expect((await listRoles(database.db, { search: 'Wide' })).data).toEqual([]);
    await expect(
      createRole(database.db, 'sub-creator', { name: 'Narrow', description: '', permissions: ['EVENT:R'] }),
    ).resolves.toMatchObject({ name: 'Narrow' });
    // An account that never reached the api holds nothing.
    await expect(
      createRole(database.db, 'sub-stranger', { name: 'Any', description: '', permissions: ['EVENT:R'] }),
    ).rejects.toThrow(refusal('FORBIDDEN_GRANT'));
  });

  it('edits a role by adding or removing only held permissions, and never the permissions of a role the actor holds', async () => {
    const own = await staffWith('sub-editor', ['ROLE:U', 'EVENT:R', 'EVENT:U']);
    await expect(
      updateRole(database.db, 'sub-editor', own.id, {
        name: own.name,
        description: '',
        permissions: [...ALL_PERMISSIONS],
      }),
    ).rejects.toThrow(refusal('FORBIDDEN_OWN_ROLE'));
    await expect(
      updateRole(database.db, 'sub-editor', own.id, { name: own.name, description: '', permissions: ['ROLE:U'] }),
    ).rejects.toThrow(refusal('FORBIDDEN_OWN_ROLE'));
    await expect(
      updateRole(database.db, 'sub-editor', own.id, {
        name: 'Editors',
        description: 'renamed',
        permissions: ['EVENT:U', 'EVENT:R', 'ROLE:U'],
      }),
    ).resolves.toMatchObject({ name: 'Editors' });

    const other = await createRole(database.db, ADMIN, { name: 'Other', description: '', permissions: ['USER:R'] });
    for (const permissions of [['USER:R', 'USER:U'], [], [...ALL_PERMISSIONS]])
      await expect(
        updateRole(database.db, 'sub-editor', other.id, { name: 'Other', description: '', permissions }),
      ).rejects.toThrow(refusal('FORBIDDEN_GRANT'));
    expect((await getRole(database.db, other.id)).permissions).toEqual(['USER:R']);
    await expect(
      updateRole(database.db, 'sub-editor', other.id, {
        name: 'Other',
        description: '',
        permissions: ['EVENT:R', 'USER:R'],
      }),
    ).resolves.toMatchObject({ permissions: ['EVENT:R', 'USER:R'] });
  });

  it('deletes a role only when the actor holds all its permissions and not the role', async () => {
    const own = await staffWith('sub-remover', ['ROLE:D', 'EVENT:R']);
    const wide = await createRole(database.db, ADMIN, { name: 'Wide role', description: '', permissions: ['USER:D'] });
    const narrow = await createRole(database.db, ADMIN, { name: 'Narrow role', description: '', permissions: [] });
    await expect(deleteRole(database.db, 'sub-remover', own.id)).rejects.toThrow(refusal('FORBIDDEN_OWN_ROLE'));
    await expect(deleteRole(database.db, 'sub-remover', wide.id)).rejects.toThrow(refusal('FORBIDDEN_GRANT'));
    await expect(deleteRole(database.db, 'sub-remover', narrow.id)).resolves.toBeUndefined();
    await expect(deleteRole(database.db, ADMIN, administratorId)).rejects.toThrow(
      expect.objectContaining({ statusCode: 422 }),
    );
  });
});

describe('role assignments', () => {
  it("gives or takes away only roles whose permissions the actor all holds; never one's own", async () => {
    await staffWith('sub-assigner', ['USER_PERMISSIONS:U', 'EVENT:R']);
    const small = await createRole(database.db, ADMIN, { name: 'Viewers', description: '', permissions: ['EVENT:R'] });
    await expect(setUserRoles(database.db, 'sub-assigner', { sub: 'sub-target' }, [administratorId])).rejects.toThrow(
      expect.objectContaining({
        statusCode: 403,
        code: 'FORBIDDEN_GRANT',
        message:
          'You can only give or take away permissions you hold yourself. You do not hold every permission of "Administrator".',
      }),
    );
    expect(await roleIdsOfUser(database.db, { sub: 'sub-target' })).toEqual([]);
    await expect(setUserRoles(database.db, 'sub-assigner', { sub: ADMIN }, [])).rejects.toThrow(
      refusal('FORBIDDEN_GRANT'),
    );
    await expect(setUserRoles(database.db, 'sub-assigner', { sub: 'sub-target' }, [small.id])).resolves.toEqual([
      small.id,
    ]);
    await expect(setUserRoles(database.db, 'sub-assigner', { sub: 'sub-assigner' }, [])).rejects.toThrow(
      refusal('FORBIDDEN_SELF'),
    );
  });

  it('keeps the Administrator role on at least one active account', async () => {
    const deputy = await staffWith('sub-deputy', [...ALL_PERMISSIONS]);
    await expect(setUserRoles(database.db, 'sub-deputy', { sub: ADMIN }, [])).rejects.toThrow(
      refusal('LAST_ADMINISTRATOR'),
    );
    await setUserRoles(database.db, ADMIN, { sub: 'sub-second' }, [administratorId]);
    // The second holder cannot sign in: the administrator is still the last active one.
    const secondDisabled = async (_db: unknown, sub: string) => sub !== 'sub-second';
    await expect(setUserRoles(database.db, 'sub-deputy', { sub: ADMIN }, [], secondDisabled)).rejects.toThrow(
      refusal('LAST_ADMINISTRATOR'),
    );
    await expect(assertAdministratorRemains(database.db, ADMIN, secondDisabled)).rejects.toThrow(
      refusal('LAST_ADMINISTRATOR'),
    );
    // Someone who does not hold the role may always lose it.
    await expect(assertAdministratorRemains(database.db, 'sub-deputy', async () => false)).resolves.toBeUndefined();
    await expect(setUserRoles(database.db, 'sub-deputy', { sub: ADMIN }, [deputy.id])).resolves.toEqual([deputy.id]);
  });
});
