import { randomUUID } from 'node:crypto';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import {
  AuthenticationDetails,
  CognitoUser,
  CognitoUserAttribute,
  CognitoUserPool,
  type CognitoUserSession,
  type ISignUpResult,
} from 'amazon-cognito-identity-js';

/**
 * How a test reaches the identity provider. The unmodified amazon-cognito-identity-js calls the
 * global `fetch` at its pool's endpoint, so the idp listens on a port (there is no inject path):
 * `baseUrl` is `http://127.0.0.1:PORT`, the protocol is served at `${baseUrl}/idp/`.
 */
export interface IdpTransport {
  baseUrl: string;
  userPoolId: string;
  clientId: string;
  /** The dev mailbox of an address, newest first: the mail table in process, or GET /dev/mailbox. */
  readMailbox(to: string): Promise<ReadonlyArray<{ text: string }>>;
  /** How long to wait for a mailed code (default 10 s). */
  mailTimeoutMs?: number;
}

export type ClientError = Error & { code: string };

export interface Names {
  givenName?: string;
  familyName?: string;
}

/** SignUp's extras: the names, and ClientMetadata beside the captcha token (e.g. the site's `locale`). */
export interface SignUpOptions extends Names {
  clientMetadata?: Record<string, string>;
  /** Cognito's standard `locale` attribute, as the sites send it. */
  locale?: string;
}

export interface NewAccount extends Names {
  /** Default: a fresh address at example.org. */
  email?: string;
  /** Default: TEST_PASSWORD. */
  password?: string;
}

export interface SignedIn {
  email: string;
  sub: string;
  idToken: string;
  refreshToken: string;
  user: CognitoUser;
  session: CognitoUserSession;
}

export type SignInStep =
  | { kind: 'challenge'; parameters: Record<string, string> }
  | { kind: 'success'; session: CognitoUserSession }
  | { kind: 'failure'; error: ClientError };

/**
 * The one identity test client (server idp tests, api tests, benches, journeys): the unmodified
 * amazon-cognito-identity-js signs up, confirms and signs in (captcha, SRP, emailed code) through
 * the Cognito protocol of IDP-PROTOCOL.md, reading the one-time codes from the dev mailbox.
 */
export interface IdpTestClient {
  readonly pool: CognitoUserPool;
  /** The client's handle on an account; `username` is the email or the idp's internal id. */
  user(username: string): CognitoUser;
  /** A solved proof of work, as the browser's captcha widget hands it over. */
  captchaToken(): Promise<string>;
  mailCount(email: string): Promise<number>;
  /** The code in the newest mail to `email`, waiting until more than `mailedBefore` have come. */
  latestCode(email: string, mailedBefore?: number): Promise<string>;
  /** SignUp alone; without `captchaToken` none is sent (the idp then refuses). */
  signUp(email: string, password: string, captchaToken?: string, options?: SignUpOptions): Promise<ISignUpResult>;
  /** Sign-up with a solved captcha, then (unless `confirm` is false) the mailed code confirms it. */
  createAccount(account?: NewAccount & { confirm?: boolean }): Promise<string>;
  /** The whole sign-in: captcha, SRP, the emailed code; throws the client's error on failure. */
  signIn(email: string, password: string): Promise<SignedIn>;
  /** A new confirmed account, signed in. */
  newSignedInUser(account?: NewAccount): Promise<SignedIn>;
}

export const TEST_PASSWORD = 'Aloha123!';
const DEFAULT_NAMES = { givenName: 'Ann', familyName: 'Kealoha' };

/** The client's callback API as a promise. */
export function call<T>(run: (callback: (error: Error | undefined | null, result?: T) => void) => void): Promise<T> {
  return new Promise((resolve, reject) => run((error, result) => (error ? reject(error) : resolve(result as T))));
}

function stepCallbacks(resolve: (step: SignInStep) => void) {
  return {
    onSuccess: (session: CognitoUserSession) => resolve({ kind: 'success', session }),
    onFailure: (error: ClientError) => resolve({ kind: 'failure', error }),
    customChallenge: (parameters: Record<string, string>) => resolve({ kind: 'challenge', parameters }),
  };
}

/** SRP sign-in with the custom (emailed code) flow; stops at the first challenge or result. */
export function startSignIn(
  user: CognitoUser,
  password: string,
  captchaToken?: string,
  clientMetadata: Record<string, string> = {},
): Promise<SignInStep> {
  user.setAuthenticationFlowType('CUSTOM_AUTH');
  const details = new AuthenticationDetails({
    Username: user.getUsername(),
    Password: password,
    ClientMetadata: { ...(captchaToken ? { captchaToken } : {}), ...clientMetadata },
  });
  return new Promise((resolve) => user.authenticateUser(details, stepCallbacks(resolve)));
}

/**
 * ConfirmSignUp through the pool's own request client, as the apps' session does
 * (data-access-auth-session): confirmRegistration drops the answer, whose Session lets the next
 * sign-in skip the second emailed code.
 */
export function confirmSignUpWithSession(pool: CognitoUserPool, email: string, code: string): Promise<string | null> {
  const client = (
    pool as unknown as { client: { request(op: string, params: object, cb: (e: unknown, d: unknown) => void): void } }
  ).client;
  return new Promise((resolve, reject) =>
    client.request(
      'ConfirmSignUp',
      { ClientId: pool.getClientId(), ConfirmationCode: code, Username: email, ForceAliasCreation: false },
      (error, data) => {
        if (error) return reject(error);
        const session = (data as { Session?: unknown } | null)?.Session;
        resolve(typeof session === 'string' ? session : null);
      },
    ),
  );
}

/** Answers the code challenge (or asks for a new code, with the resend metadata). */
export function answer(user: CognitoUser, code: string, clientMetadata?: Record<string, string>): Promise<SignInStep> {
  return new Promise((resolve) => user.sendCustomChallengeAnswer(code, stepCallbacks(resolve), clientMetadata));
}

/** The dev mailbox over HTTP (GET /dev/mailbox), for a server in another process. */
export function httpMailbox(baseUrl: string): IdpTransport['readMailbox'] {
  return async (to) => {
    const response = await fetch(`${baseUrl}/dev/mailbox?to=${encodeURIComponent(to)}&limit=100`);
    if (!response.ok) throw new Error(`the dev mailbox answered ${response.status}`);
    return (await response.json()) as Array<{ text: string }>;
  };
}

export function idpTestClient(transport: IdpTransport): IdpTestClient {
  const { baseUrl, readMailbox } = transport;
  const mailTimeoutMs = transport.mailTimeoutMs ?? 10_000;
  const pool = new CognitoUserPool({
    UserPoolId: transport.userPoolId,
    ClientId: transport.clientId,
    endpoint: `${baseUrl}/idp/`,
  });
  const user = (username: string) => new CognitoUser({ Username: username, Pool: pool });
  const mailCount = async (email: string) => (await readMailbox(email)).length;

  async function captchaToken(): Promise<string> {
    const challenge = (await (await fetch(`${baseUrl}/idp/captcha/challenge`)).json()) as Challenge;
    const solution = await solveChallenge({ challenge, deriveKey });
    if (!solution) throw new Error('captcha not solved');
    return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  }

  /** The server may mail after it answers (a background mailer): poll until the message is in. */
  async function latestCode(email: string, mailedBefore = 0): Promise<string> {
    const deadline = Date.now() + mailTimeoutMs;
    for (;;) {
      const mails = await readMailbox(email);
      const code = mails.length > mailedBefore ? mails[0].text.match(/\b\d{6}\b/)?.[0] : undefined;
      if (code) return code;
      if (Date.now() > deadline) throw new Error(`no code mailed to ${email}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  function signUp(
    email: string,
    password: string,
    captchaToken?: string,
    {
      givenName = DEFAULT_NAMES.givenName,
      familyName = DEFAULT_NAMES.familyName,
      clientMetadata,
      locale,
    }: SignUpOptions = {},
  ): Promise<ISignUpResult> {
    const attributes = [
      new CognitoUserAttribute({ Name: 'email', Value: email }),
      new CognitoUserAttribute({ Name: 'given_name', Value: givenName }),
      new CognitoUserAttribute({ Name: 'family_name', Value: familyName }),
      ...(locale ? [new CognitoUserAttribute({ Name: 'locale', Value: locale })] : []),
    ];
    const validation = captchaToken ? [new CognitoUserAttribute({ Name: 'captchaToken', Value: captchaToken })] : [];
    return call<ISignUpResult>((cb) =>
      pool.signUp(email, password, attributes, validation, cb, {
        ...(captchaToken ? { captchaToken } : {}),
        ...clientMetadata,
      }),
    );
  }

  async function createAccount({
    email = `idp-test.${randomUUID().slice(0, 8)}.${Date.now()}@example.org`,
    password = TEST_PASSWORD,
    confirm = true,
    ...names
  }: NewAccount & { confirm?: boolean } = {}): Promise<string> {
    const mailedBefore = await mailCount(email);
    await signUp(email, password, await captchaToken(), names);
    if (confirm) {
      const code = await latestCode(email, mailedBefore);
      await call((cb) => user(email).confirmRegistration(code, true, cb));
    }
    return email;
  }

  async function signIn(email: string, password: string): Promise<SignedIn> {
    const account = user(email);
    const mailedBefore = await mailCount(email);
    const first = await startSignIn(account, password, await captchaToken());
    if (first.kind === 'failure') throw first.error;
    if (first.kind !== 'challenge') throw new Error('expected the code challenge');
    const done = await answer(account, await latestCode(email, mailedBefore));
    if (done.kind === 'failure') throw done.error;
    if (done.kind !== 'success') throw new Error('expected tokens');
    const idToken = done.session.getIdToken();
    return {
      email,
      sub: String(idToken.payload['sub']),
      idToken: idToken.getJwtToken(),
      refreshToken: done.session.getRefreshToken().getToken(),
      user: account,
      session: done.session,
    };
  }

  return {
    pool,
    user,
    captchaToken,
    mailCount,
    latestCode,
    signUp,
    createAccount,
    signIn,
    async newSignedInUser(account = {}) {
      const password = account.password ?? TEST_PASSWORD;
      return signIn(await createAccount({ ...account, password }), password);
    },
  };
}
