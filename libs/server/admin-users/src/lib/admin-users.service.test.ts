import { type Database } from '@festival/server-db';
import { openTestDatabase } from '@festival/server-db/testing';
import { adminCreateUser, adminGetUser, createIdpContext, loadIdpConfig, type IdpContext } from '@festival/server-idp';
import { createMailboxTransport, createMailer, type Mailer } from '@festival/server-mail';
import { ADMINISTRATOR_ROLE, createRole, grantRole, setUserRoles } from '@festival/server-permissions';
import { ALL_PERMISSIONS } from '@festival/shared-util-permissions';
import { setUserEnabled } from './admin-users.service';

let database: Database;
let mailer: Mailer;
let idp: IdpContext;
let admin: string;

/** A confirmed idp account, its api record made by a role grant when it holds roles. */
async function account(name: string): Promise<string> {
  const { sub } = await adminCreateUser(idp, {
    email: `${name}@example.org`,
    password: 'Aloha!Festival2027',
    confirmed: true,
  });
  return sub;
}
async function staffWith(name: string, permissions: string[]): Promise<string> {
  const sub = await account(name);
  const role = await createRole(database.db, admin, { name, description: '', permissions });
  await setUserRoles(database.db, admin, { sub }, [role.id]);
  return sub;
}
const enabled = async (sub: string) => (await adminGetUser(idp, sub)).Enabled;
const refusal = (code: string) => expect.objectContaining({ statusCode: 403, code });

beforeAll(async () => {
  database = await openTestDatabase();
  mailer = createMailer({ db: database.db, transport: createMailboxTransport(database.db), festivalName: 'Festival' });
  idp = createIdpContext(database.db, loadIdpConfig({ PUBLIC_BASE_URL: 'http://localhost:8080' }), mailer);
  admin = await account('admin');
  await grantRole(database.db, { sub: admin }, ADMINISTRATOR_ROLE);
});
afterAll(async () => {
  await mailer?.close();
  await database?.close().catch(() => undefined);
});

describe('setUserEnabled', () => {
  it("never disables one's own account", async () => {
    await expect(setUserEnabled(database.db, idp, admin, admin, false)).rejects.toThrow(refusal('FORBIDDEN_SELF'));
    expect(await enabled(admin)).toBe(true);
  });

  it('disables or enables only an account whose permissions the actor all holds', async () => {
    const desk = await staffWith('desk', ['USER:U', 'EVENT:R']);
    const planner = await staffWith('planner', ['EVENT:R', 'EVENT:U']);
    const visitor = await account('visitor');
    await expect(setUserEnabled(database.db, idp, desk, planner, false)).rejects.toThrow(refusal('FORBIDDEN_GRANT'));
    await expect(setUserEnabled(database.db, idp, desk, admin, false)).rejects.toThrow(refusal('FORBIDDEN_GRANT'));
    expect(await enabled(planner)).toBe(true);
    await expect(setUserEnabled(database.db, idp, desk, visitor, false)).resolves.toMatchObject({ enabled: false });
    await setUserEnabled(database.db, idp, admin, planner, false);
    await expect(setUserEnabled(database.db, idp, desk, planner, true)).rejects.toThrow(refusal('FORBIDDEN_GRANT'));
    expect(await enabled(planner)).toBe(false);
  });

  it('keeps the last active administrator enabled; a disabled holder of the role does not count', async () => {
    const deputy = await staffWith('deputy', [...ALL_PERMISSIONS]);
    await expect(setUserEnabled(database.db, idp, deputy, admin, false)).rejects.toThrow(refusal('LAST_ADMINISTRATOR'));
    const second = await account('second');
    await grantRole(database.db, { sub: second }, ADMINISTRATOR_ROLE);
    await setUserEnabled(database.db, idp, admin, second, false);
    await expect(setUserEnabled(database.db, idp, deputy, admin, false)).rejects.toThrow(refusal('LAST_ADMINISTRATOR'));
    expect(await enabled(admin)).toBe(true);
    await setUserEnabled(database.db, idp, deputy, second, true);
    await expect(setUserEnabled(database.db, idp, deputy, admin, false)).resolves.toMatchObject({ enabled: false });
    await expect(setUserEnabled(database.db, idp, deputy, second, false)).rejects.toThrow(
      refusal('LAST_ADMINISTRATOR'),
    );
  });
});
