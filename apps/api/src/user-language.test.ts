import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Database } from '@festival/server-db';
import { openTestDatabase } from '@festival/server-db/testing';
import { listMailbox } from '@festival/server-mail';
import { languageOfEmail } from '@festival/server-users';
import { seedDemoData } from '@festival/server-seed';
import { LOCALE_METADATA_KEY } from '@festival/shared-util-i18n';
import { answer, call, startSignIn, TEST_PASSWORD, type SignUpOptions } from '@festival/shared-util-e2e/idp-client';
import { buildApp } from './app';
import { testConfig } from './test-app';
import { testIdpClient, type TestIdpClient } from './test-idp-client';
import { generalPayload } from './test-registrations';

const engine = process.env['DATABASE_URL'] ? 'PostgreSQL' : 'PGlite';
const API = '/api-svc/v1';

/** Issue 16: a user's emails arrive in the language they chose on a site. */
describe(`the language of a user's emails (${engine})`, () => {
  let database: Database;
  let app: FastifyInstance;
  let idp: TestIdpClient;

  beforeAll(async () => {
    database = await openTestDatabase();
    await seedDemoData(database.db);
    const config = testConfig();
    app = await buildApp({ config, database });
    await app.listen({ host: '127.0.0.1', port: 0 });
    idp = testIdpClient(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}`, database.db, config.identity);
  }, 90_000);
  afterAll(async () => {
    await app?.close();
    await database?.close().catch(() => undefined);
  });

  it('stores an offered language and writes the next email in it; refuses one not offered, changing nothing', async () => {
    const ana = await idp.newSignedInUser({ givenName: 'Ana' });
    const headers = { authorization: `Bearer ${ana.idToken}` };
    const choose = (language: unknown) =>
      app.inject({ method: 'PUT', url: `${API}/me/language`, headers, payload: { language } });

    expect((await choose('xx')).statusCode).toBe(400);
    expect((await choose('fr; drop table users')).statusCode).toBe(400);
    expect(
      (await app.inject({ method: 'PUT', url: `${API}/me/language`, payload: { language: 'fr' } })).statusCode,
    ).toBe(401);
    await idp.signIn(ana.email, TEST_PASSWORD);
    const [englishCode] = await listMailbox(database.db, ana.email, 1);
    expect(englishCode.subject).toMatch(/your sign-in code$/);

    expect((await choose('fr')).statusCode).toBe(204);
    await idp.signIn(ana.email, TEST_PASSWORD);
    const [frenchCode] = await listMailbox(database.db, ana.email, 1);
    expect(frenchCode.subject).toMatch(/votre code de connexion$/);
    expect(frenchCode.text).toContain('Utilisez ce code pour terminer votre connexion');

    // Another user keeps English.
    const ben = await idp.newSignedInUser({ givenName: 'Ben' });
    await idp.signIn(ben.email, TEST_PASSWORD);
    expect((await listMailbox(database.db, ben.email, 1))[0].subject).toMatch(/your sign-in code$/);
  }, 90_000);

  it('mails the idp codes in the language the site showed to someone who chose none; a stored choice comes first', async () => {
    const site = (locale: string) => ({ [LOCALE_METADATA_KEY]: locale });
    const newest = async (email: string, mailedBefore: number) => {
      await idp.latestCode(email, mailedBefore);
      return (await listMailbox(database.db, email, 1))[0];
    };

    // Sign-up: no profile exists yet, so the site's language is the only one known.
    const french = `lang-fr.${Date.now()}@example.org`;
    await idp.signUp(french, TEST_PASSWORD, await idp.captchaToken(), { clientMetadata: site('fr') });
    const signUpCode = await newest(french, 0);
    expect(signUpCode.subject).toMatch(/votre code de vérification$/);
    expect(signUpCode.text).toContain('Merci de vous être inscrit·e');
    expect(signUpCode.html).toContain('<html lang="fr">');

    const english = `lang-en.${Date.now()}@example.org`;
    await idp.signUp(english, TEST_PASSWORD, await idp.captchaToken(), { clientMetadata: site('en') });
    expect((await newest(english, 0)).subject).toMatch(/your verification code$/);
    const silent = `lang-none.${Date.now()}@example.org`;
    await idp.signUp(silent, TEST_PASSWORD, await idp.captchaToken());
    expect((await newest(silent, 0)).subject).toMatch(/your verification code$/);
    // Not a locale code: ignored, English.
    const odd = `lang-odd.${Date.now()}@example.org`;
    await idp.signUp(odd, TEST_PASSWORD, await idp.captchaToken(), { clientMetadata: site('fr"><script>') });
    expect((await newest(odd, 0)).subject).toMatch(/your verification code$/);

    // A new sign-up code, then the forgotten password, both asked for from the French site.
    let before = await idp.mailCount(french);
    await call((cb) => idp.user(french).resendConfirmationCode(cb, site('fr')));
    const resent = await newest(french, before);
    expect(resent.subject).toMatch(/votre code de vérification$/);
    await call((cb) => idp.user(french).confirmRegistration(resent.text.match(/\b\d{6}\b/)?.[0] ?? '', true, cb));
    before = await idp.mailCount(french);
    await new Promise<void>((resolve, reject) =>
      idp.user(french).forgotPassword({ onSuccess: () => resolve(), onFailure: reject }, site('fr')),
    );
    expect((await newest(french, before)).subject).toMatch(/réinitialisez votre mot de passe$/);

    // The sign-in code follows the site too while no language is stored...
    before = await idp.mailCount(french);
    const account = idp.user(french);
    const step = await startSignIn(account, TEST_PASSWORD, await idp.captchaToken(), site('fr'));
    expect(step.kind).toBe('challenge');
    const signInCode = await newest(french, before);
    expect(signInCode.subject).toMatch(/votre code de connexion$/);
    const done = await answer(account, signInCode.text.match(/\b\d{6}\b/)?.[0] ?? '');
    if (done.kind !== 'success') throw new Error('expected tokens');

    // ...and once the user stores English, English wins over the French site.
    const headers = { authorization: `Bearer ${done.session.getIdToken().getJwtToken()}` };
    const stored = await app.inject({ method: 'PUT', url: `${API}/me/language`, headers, payload: { language: 'en' } });
    expect(stored.statusCode).toBe(204);
    before = await idp.mailCount(french);
    await startSignIn(idp.user(french), TEST_PASSWORD, await idp.captchaToken(), site('fr'));
    expect((await newest(french, before)).subject).toMatch(/your sign-in code$/);
  }, 90_000);

  it("keeps the language of the site an account was made on as the user's language, so the registration confirmation is in it", async () => {
    const site = (locale: string) => ({ [LOCALE_METADATA_KEY]: locale });
    const register = async (signUp: SignUpOptions) => {
      const email = `signup-${randomUUID().slice(0, 8)}@example.org`;
      await idp.signUp(email, TEST_PASSWORD, await idp.captchaToken(), signUp);
      const code = await idp.latestCode(email, 0);
      await call((cb) => idp.user(email).confirmRegistration(code, true, cb));
      const user = await idp.signIn(email, TEST_PASSWORD);
      const headers = { authorization: `Bearer ${user.idToken}` };
      const eventId: string = (await app.inject(`${API}/events/active`)).json().data[0].id;
      const made = await app.inject({
        method: 'POST',
        url: `${API}/registrations/event`,
        headers,
        payload: generalPayload(eventId, email),
      });
      expect(made.statusCode).toBe(201);
      // The confirmation's subject in either language: "Your registration REG-… for …".
      const confirmation = /^(Your registration|Votre inscription) REG-/;
      await vi.waitFor(
        async () => {
          const mails = await listMailbox(database.db, email, 10);
          expect(mails.some((mail) => confirmation.test(mail.subject))).toBe(true);
        },
        { timeout: 10_000, interval: 100 },
      );
      const mails = await listMailbox(database.db, email, 10);
      return {
        language: await languageOfEmail(database.db, email),
        mail: mails.find((m) => confirmation.test(m.subject))!,
      };
    };

    const french = await register({ clientMetadata: site('fr') });
    expect(french.language).toBe('fr');
    expect(french.mail.subject).toMatch(/^Votre inscription /);
    // Cognito's locale attribute (what AWS Cognito keeps) says the same.
    const attribute = await register({ locale: 'fr' });
    expect(attribute.language).toBe('fr');
    expect(attribute.mail.subject).toMatch(/^Votre inscription /);
    const english = await register({});
    expect(english.language).toBeNull();
    expect(english.mail.subject).toMatch(/^Your registration /);
  }, 90_000);
});
