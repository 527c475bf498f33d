import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import {
  AuthenticationDetails,
  CognitoUser,
  CognitoUserAttribute,
  CognitoUserPool,
  CognitoUserSession,
  type ISignUpResult,
} from 'amazon-cognito-identity-js';
import type { Database } from '@festival/server-db';
import { createMailboxTransport, createMailer, listMailbox, type Mailer } from '@festival/server-mail';
import { loadIdpConfig, type IdpConfig } from '../idp-config';
import { createIdpContext, type IdpContext } from '../idp-context';
import { idpRoutes } from '../idp.routes';

/**
 * A real idp on a loopback port and the unmodified amazon-cognito-identity-js client pointed at
 * it: what the tests and the bench drive. `advance` moves the server clock.
 */
export interface IdpHarness {
  app: FastifyInstance;
  baseUrl: string;
  pool: CognitoUserPool;
  context: IdpContext;
  mailer: Mailer;
  advance(ms: number): void;
  resetClock(): void;
  captchaToken(): Promise<string>;
  latestCode(email: string): Promise<string>;
  mailCount(email: string): Promise<number>;
  close(): Promise<void>;
}

export async function startIdpHarness(database: Database, overrides: Partial<IdpConfig> = {}): Promise<IdpHarness> {
  let offset = 0;
  const base = loadIdpConfig({ PUBLIC_BASE_URL: 'http://localhost:8080' });
  const config = loadIdpConfig(
    { PUBLIC_BASE_URL: 'http://localhost:8080' },
    {
      now: () => new Date(Date.now() + offset),
      // Easy proof of work: the tests check the captcha rules, not the browser's patience.
      captcha: { ...base.captcha, cost: 1, maxNumber: 8 },
      ...overrides,
    },
  );
  const mailer = createMailer({
    db: database.db,
    transport: createMailboxTransport(database.db, 'Festival <no-reply@festival.localhost>'),
    festivalName: 'Festival',
  });
  const context = createIdpContext(database.db, config, mailer);
  const app = Fastify();
  await app.register(idpRoutes, { context });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const pool = new CognitoUserPool({
    UserPoolId: config.userPoolId,
    ClientId: config.clientId,
    endpoint: `${baseUrl}/idp/`,
  });
  return {
    app,
    baseUrl,
    pool,
    context,
    mailer,
    advance: (ms) => (offset += ms),
    resetClock: () => (offset = 0),
    async captchaToken() {
      const challenge = (await (await fetch(`${baseUrl}/idp/captcha/challenge`)).json()) as Challenge;
      const solution = await solveChallenge({ challenge, deriveKey });
      if (!solution) throw new Error('captcha not solved');
      return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
    },
    async latestCode(email) {
      const [latest] = await listMailbox(database.db, email, 1);
      const code = latest?.text.match(/\b\d{6}\b/)?.[0];
      if (!code) throw new Error(`no code mailed to ${email}`);
      return code;
    },
    async mailCount(email) {
      return (await listMailbox(database.db, email, 500)).length;
    },
    async close() {
      await app.close();
      await mailer.close();
    },
  };
}

export type ClientError = Error & { code: string };

/** Promise forms of the client's callback API, as the apps' auth-session library will wrap it. */
export function signUp(
  harness: IdpHarness,
  email: string,
  password: string,
  captchaToken?: string,
): Promise<ISignUpResult> {
  const attributes = [
    new CognitoUserAttribute({ Name: 'email', Value: email }),
    new CognitoUserAttribute({ Name: 'given_name', Value: 'Ann' }),
    new CognitoUserAttribute({ Name: 'family_name', Value: 'Kealoha' }),
  ];
  const validation = captchaToken ? [new CognitoUserAttribute({ Name: 'captchaToken', Value: captchaToken })] : [];
  return new Promise((resolve, reject) =>
    harness.pool.signUp(
      email,
      password,
      attributes,
      validation,
      (error, result) => (error ? reject(error) : resolve(result as ISignUpResult)),
      captchaToken ? { captchaToken } : {},
    ),
  );
}

export function userOf(harness: IdpHarness, username: string): CognitoUser {
  return new CognitoUser({ Username: username, Pool: harness.pool });
}

export function call<T>(run: (callback: (error: Error | undefined | null, result?: T) => void) => void): Promise<T> {
  return new Promise((resolve, reject) => run((error, result) => (error ? reject(error) : resolve(result as T))));
}

export type SignInStep =
  | { kind: 'challenge'; parameters: Record<string, string> }
  | { kind: 'success'; session: CognitoUserSession }
  | { kind: 'failure'; error: ClientError };

function callbacks(resolve: (step: SignInStep) => void) {
  return {
    onSuccess: (session: CognitoUserSession) => resolve({ kind: 'success', session }),
    onFailure: (error: ClientError) => resolve({ kind: 'failure', error }),
    customChallenge: (parameters: Record<string, string>) => resolve({ kind: 'challenge', parameters }),
  };
}

/** SRP sign-in with the custom (emailed code) flow; stops at the first challenge or result. */
export function startSignIn(user: CognitoUser, password: string, captchaToken?: string): Promise<SignInStep> {
  user.setAuthenticationFlowType('CUSTOM_AUTH');
  const details = new AuthenticationDetails({
    Username: user.getUsername(),
    Password: password,
    ClientMetadata: captchaToken ? { captchaToken } : {},
  });
  return new Promise((resolve) => user.authenticateUser(details, callbacks(resolve)));
}

export function answer(user: CognitoUser, code: string, clientMetadata?: Record<string, string>): Promise<SignInStep> {
  return new Promise((resolve) => user.sendCustomChallengeAnswer(code, callbacks(resolve), clientMetadata));
}

/** The whole sign-in: captcha, password, emailed code. */
export async function signIn(
  harness: IdpHarness,
  email: string,
  password: string,
): Promise<{ user: CognitoUser; session: CognitoUserSession }> {
  const user = userOf(harness, email);
  const first = await startSignIn(user, password, await harness.captchaToken());
  if (first.kind !== 'challenge')
    throw first.kind === 'failure' ? first.error : new Error('expected the code challenge');
  const done = await answer(user, await harness.latestCode(email));
  if (done.kind !== 'success') throw done.kind === 'failure' ? done.error : new Error('expected tokens');
  return { user, session: done.session };
}
