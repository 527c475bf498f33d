import type { Database, Db } from '@festival/server-db';
import { openTestDatabase } from '@festival/server-db/testing';
import type { Principal } from '@festival/server-platform';
import { usersRepository } from './users.repository';
import { ensureUser, languageOfEmail, updateProfile } from './users.service';

const principal = (sub: string, claims: Record<string, unknown> = {}): Principal => ({
  sub,
  email: `${sub}@example.org`,
  claims: { given_name: 'Ann', family_name: 'Kealoha', ...claims },
});

describe('users', () => {
  let database: Database;
  let db: Db;
  const now = new Date('2027-01-02T03:04:05Z');

  beforeAll(async () => {
    database = await openTestDatabase();
    db = database.db;
  });
  afterAll(() => database?.close().catch(() => undefined));

  it('creates one record however many first requests race', async () => {
    const made = await Promise.all(Array.from({ length: 5 }, () => ensureUser(db, principal('sub-race'), now)));
    expect(new Set(made.map((user) => user.id)).size).toBe(1);
    expect(made[0]).toMatchObject({
      sub: 'sub-race',
      email: 'sub-race@example.org',
      firstName: 'Ann',
      lastName: 'Kealoha',
      avatarUrl: null,
    });
  });

  it('makes the records of first requests arriving together in one insert, after the first', async () => {
    const insert = vi.spyOn(db, 'insert');
    try {
      const subs = Array.from({ length: 6 }, (_, n) => `sub-together-${n}`);
      const made = await Promise.all(subs.map((sub) => ensureUser(db, principal(sub), now)));
      expect(made.map((user) => user.sub)).toEqual(subs);
      expect(made.map((user) => user.email)).toEqual(subs.map((sub) => `${sub}@example.org`));
      expect(insert).toHaveBeenCalledTimes(2);
    } finally {
      insert.mockRestore();
    }
  });

  it('keeps edited names but follows the email of the identity provider', async () => {
    const user = await ensureUser(db, principal('sub-edit'), now);
    await updateProfile(db, user, user.id, { firstName: 'Kaʻiulani', lastName: 'Kealoha' }, now);
    const again = await ensureUser(
      db,
      { ...principal('sub-edit', { given_name: 'Other' }), email: 'new@example.org' },
      now,
    );
    expect(again).toMatchObject({ id: user.id, firstName: 'Kaʻiulani', email: 'new@example.org' });
  });

  it('fills in the names of a record made before the first sign-in', async () => {
    await usersRepository.insertIfAbsent(db, { sub: 'sub-granted', email: 'granted@example.org' });
    expect(
      await ensureUser(db, principal('sub-granted', { given_name: 'Leilani', family_name: 'Akana' }), now),
    ).toMatchObject({
      firstName: 'Leilani',
      lastName: 'Akana',
    });
  });

  it('accepts names up to 255 characters, the attendee limit', async () => {
    const user = await ensureUser(db, principal('sub-long'), now);
    const long = 'A'.repeat(255);
    expect(await updateProfile(db, user, user.id, { firstName: long, lastName: long }, now)).toMatchObject({
      firstName: long,
    });
  });

  it('stores an avatar only when the files check passes, and removes it with null', async () => {
    const user = await ensureUser(db, principal('sub-avatar'), now);
    const names = { firstName: 'Ann', lastName: 'Kealoha' };
    const checked: string[] = [];
    const checkAvatar = async (path: string, owner: string) => {
      checked.push(`${owner}:${path}`);
      return path.startsWith(`avatars/${owner}/`) ? null : 'This is not the path of an uploaded file.';
    };
    const path = `avatars/${user.id}/a.png`;
    expect(await updateProfile(db, user, user.id, { ...names, avatarUrl: path }, now, checkAvatar)).toMatchObject({
      avatarUrl: path,
    });
    await expect(
      updateProfile(db, user, user.id, { ...names, avatarUrl: 'avatars/someone/b.png' }, now, checkAvatar),
    ).rejects.toMatchObject({
      statusCode: 400,
      errors: [{ field: 'body.avatarUrl', message: 'This is not the path of an uploaded file.' }],
    });
    // Without a files module no avatar can be set.
    await expect(
      updateProfile(db, user, user.id, { ...names, avatarUrl: 'avatars/x/c.png' }, now),
    ).rejects.toMatchObject({ statusCode: 400 });
    expect(checked).toEqual([`${user.id}:${path}`, `${user.id}:avatars/someone/b.png`]);
    const stored = await usersRepository.findById(db, user.id);
    if (!stored) throw new Error('user vanished');
    expect(await updateProfile(db, stored, user.id, { ...names, avatarUrl: null }, now, checkAvatar)).toMatchObject({
      avatarUrl: null,
    });
  });

  it("answers each of the language reads made together (mails sent at once) with its address's language", async () => {
    const [french, plain, twice] = await Promise.all(
      ['sub-lang-fr', 'sub-lang-none', 'sub-lang-twice'].map((sub) => ensureUser(db, principal(sub), now)),
    );
    await usersRepository.update(db, french.id, { language: 'fr' }, now);
    // Two profiles of one address: the one that chose a language is the one the mail follows.
    const other = await ensureUser(db, { ...principal('sub-lang-twice-2'), email: twice.email.toUpperCase() }, now);
    await usersRepository.update(db, other.id, { language: 'ja' }, now);

    const read = (emails: string[]) => Promise.all(emails.map((email) => languageOfEmail(db, email)));
    expect(
      await read([french.email, ` ${french.email.toUpperCase()} `, plain.email, 'nobody@example.org', twice.email]),
    ).toEqual(['fr', 'fr', null, null, 'ja']);
    // A language chosen since is the one the next reads see (no cache).
    await usersRepository.update(db, plain.id, { language: 'es' }, now);
    expect(await read([plain.email, french.email])).toEqual(['es', 'fr']);
  });
});
