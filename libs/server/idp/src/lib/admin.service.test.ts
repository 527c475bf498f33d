import { type Database } from '@festival/server-db';
import { openTestDatabase } from '@festival/server-db/testing';
import { adminCreateUser, adminGetUser, listUsersPage } from './admin.service';
import { IdpError } from './idp-errors';
import { startIdpHarness, type IdpHarness } from './testing/idp-harness';

const PASSWORD = 'Aloha!Festival2027';
let database: Database;
let idp: IdpHarness;

beforeAll(async () => {
  database = await openTestDatabase();
  idp = await startIdpHarness(database);
});
afterAll(async () => {
  await idp?.close();
  await database?.close().catch(() => undefined);
});

describe('adminCreateUser', () => {
  it('creates a confirmed, verified account the unmodified client signs in to with that password', async () => {
    const email = `Admin.${Date.now()}@Example.org`;
    const { sub, created } = await adminCreateUser(idp.context, {
      email,
      password: PASSWORD,
      givenName: 'Leilani',
      familyName: 'Admin',
      confirmed: true,
    });
    expect(created).toBe(true);
    const user = await adminGetUser(idp.context, email.toLowerCase());
    expect(user).toMatchObject({ Username: sub, Enabled: true, UserStatus: 'CONFIRMED' });
    expect(user.UserAttributes).toEqual(
      expect.arrayContaining([
        { Name: 'email', Value: email },
        { Name: 'email_verified', Value: 'true' },
        { Name: 'given_name', Value: 'Leilani' },
        { Name: 'family_name', Value: 'Admin' },
      ]),
    );
    const { session } = await idp.signIn(email, PASSWORD);
    expect(session.getIdToken().payload['sub']).toBe(sub);
    // Nothing was mailed for the account itself, only the sign-in code.
    expect(await idp.mailCount(email)).toBe(1);
  });

  it('is idempotent per email, whatever its case, and keeps the first password', async () => {
    const email = `again.${Date.now()}@example.org`;
    const first = await adminCreateUser(idp.context, { email, password: PASSWORD, confirmed: true });
    const second = await adminCreateUser(idp.context, {
      email: email.toUpperCase(),
      password: 'Other!Password1',
      confirmed: true,
    });
    expect(second).toEqual({ sub: first.sub, created: false });
    await expect(idp.signIn(email, PASSWORD)).resolves.toBeDefined();
  });

  it.each([
    ['too short', 'Ab1!', 'InvalidPasswordException'],
    ['without a symbol', 'Aloha12345', 'InvalidPasswordException'],
    ['without upper case', 'aloha!2027x', 'InvalidPasswordException'],
    ['empty', '', 'InvalidParameterException'],
  ])('refuses a password that is %s', async (_case, password, code) => {
    const email = `weak.${Date.now()}.${password.length}@example.org`;
    const failure = adminCreateUser(idp.context, { email, password, confirmed: true });
    await expect(failure).rejects.toBeInstanceOf(IdpError);
    await expect(failure).rejects.toMatchObject({ code });
    await expect(adminGetUser(idp.context, email)).rejects.toMatchObject({ code: 'UserNotFoundException' });
  });

  it('refuses names the sign-up form refuses', async () => {
    const email = `named.${Date.now()}@example.org`;
    await expect(
      adminCreateUser(idp.context, { email, password: PASSWORD, givenName: '=cmd()<b>', confirmed: true }),
    ).rejects.toMatchObject({ code: 'InvalidParameterException' });
    await expect(adminGetUser(idp.context, email)).rejects.toMatchObject({ code: 'UserNotFoundException' });
  });

  it('refuses an invalid email', async () => {
    await expect(
      adminCreateUser(idp.context, { email: 'not-an-email', password: PASSWORD, confirmed: true }),
    ).rejects.toMatchObject({ code: 'InvalidParameterException' });
  });
});

describe('listUsersPage', () => {
  it('pages by offset with the total, searches inside the email, newest first', async () => {
    const tag = `page${Date.now()}`;
    for (const n of [1, 2, 3])
      await adminCreateUser(idp.context, { email: `${tag}.${n}@example.org`, password: PASSWORD, confirmed: true });
    const first = await listUsersPage(idp.context, { take: 2, skip: 0, search: tag.toUpperCase() });
    expect(first.total).toBe(3);
    expect(first.users.map((u) => u.Attributes.find((a) => a.Name === 'email')?.Value)).toEqual([
      `${tag}.3@example.org`,
      `${tag}.2@example.org`,
    ]);
    const rest = await listUsersPage(idp.context, { take: 2, skip: 2, search: tag, order: 'desc' });
    expect(rest.users).toHaveLength(1);
    expect((await listUsersPage(idp.context, { take: 5, skip: 0, search: '%' })).total).toBe(0);
  });

  it('finds an account by its given name, family name or full name, any case', async () => {
    // Unique per run, in letters only: names follow the sign-up rules.
    const family = `Kahale${Date.now()
      .toString(36)
      .replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)])}`;
    await adminCreateUser(idp.context, {
      email: `${family.toLowerCase()}@example.org`.replace('kahale', 'lk'),
      password: PASSWORD,
      confirmed: true,
      givenName: 'Leilani',
      familyName: family,
    });
    const familyNamesFound = async (search: string) =>
      (await listUsersPage(idp.context, { take: 5, skip: 0, search })).users.map(
        (u) => u.Attributes.find((a) => a.Name === 'family_name')?.Value,
      );
    expect(await familyNamesFound(family.toUpperCase())).toEqual([family]);
    expect(await familyNamesFound(`leilani ${family}`)).toEqual([family]);
    expect(await familyNamesFound(`nobody ${family}`)).toEqual([]);
  });
});
