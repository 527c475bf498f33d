import type { CognitoUser, CognitoUserAttribute } from 'amazon-cognito-identity-js';
import { sql } from 'drizzle-orm';
import { createRemoteJWKSet, decodeJwt, jwtVerify } from 'jose';
import { type Database } from '@festival/server-db';
import { listMailbox } from '@festival/server-mail';
import { openTestDatabase } from '@festival/server-db/testing';
import {
  answer,
  call,
  confirmSignUpWithSession,
  startSignIn,
  type ClientError,
} from '@festival/shared-util-e2e/idp-client';
import { adminDisableUser, adminEnableUser, adminGetUser, listUsers } from './admin.service';
import { issuerOf } from './idp-config';
import { pruneRateCounters } from './rate-limit';
import { createIdpContext, settleBackground } from './idp-context';
import { sessionStatus } from './verifier-options';
import { getIdpVerificationKeys, verifyIdToken } from './tokens';
import { startIdpHarness, type IdpHarness } from './testing/idp-harness';
import { RESEND_CODE_METADATA, SIGN_UP_SESSION_KEY } from './triggers/trigger-events';

const PASSWORD = 'Aloha123!';
let database: Database;
let idp: IdpHarness;
let counter = 0;
const newEmail = () => `person${++counter}.${Date.now()}@example.org`;

beforeAll(async () => {
  database = await openTestDatabase();
  idp = await startIdpHarness(database);
});
afterAll(async () => {
  await idp.close();
  await database.close();
});
afterEach(() => idp.resetClock());

/** A REFRESH_TOKEN_AUTH answer, asked on the wire (the client library retries errors for seconds). */
async function refreshWith(refreshToken: string): Promise<unknown> {
  const answer = await fetch(`${idp.baseUrl}/idp/`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-amz-json-1.1',
      'X-Amz-Target': 'AWSCognitoIdentityProviderService.InitiateAuth',
    },
    body: JSON.stringify({
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      ClientId: 'festivalportallocal',
      AuthParameters: { REFRESH_TOKEN: refreshToken },
    }),
  });
  return answer.json();
}

async function expectClientError(promise: Promise<unknown>, code: string, message?: string | RegExp) {
  const error = (await promise.then(
    () => undefined,
    (caught: ClientError) => caught,
  )) as ClientError | undefined;
  expect(error, `expected ${code}`).toBeDefined();
  expect(error?.code).toBe(code);
  if (message) expect(error?.message).toMatch(message);
}

/** A confirmed account through the client (captcha, SignUp, the mailed code, ConfirmSignUp). */
/** The code step's RespondToAuthChallenge sent as it is on the wire, with the Session given (a replayed or changed one). */
const answerCodeRaw = (session: string, username: string, code: string) =>
  fetch(`${idp.baseUrl}/idp`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-amz-json-1.1',
      'X-Amz-Target': 'AWSCognitoIdentityProviderService.RespondToAuthChallenge',
    },
    body: JSON.stringify({
      ChallengeName: 'CUSTOM_CHALLENGE',
      ClientId: idp.context.config.clientId,
      Session: session,
      ChallengeResponses: { USERNAME: username, ANSWER: code },
    }),
  });

const newConfirmedUser = (password = PASSWORD) => idp.createAccount({ email: newEmail(), password });

/**
 * The client's password step held back: the unmodified client sends InitiateAuth, computes the
 * claim from the challenge and its password, and `held` resolves just before that claim would be
 * sent (RespondToAuthChallenge, PASSWORD_VERIFIER); `send()` then sends it unchanged.
 */
function holdPasswordStep(user: CognitoUser) {
  type Request = (operation: string, params: { ChallengeName?: string }, callback: unknown) => void;
  const client = (user as unknown as { client: { request: Request } }).client;
  let heldWith: (send: () => void) => void = () => undefined;
  const held = new Promise<() => void>((resolve) => (heldWith = resolve));
  (user as unknown as { client: { request: Request } }).client = {
    request: (operation, params, callback) => {
      const send = () => client.request(operation, params, callback);
      if (operation === 'RespondToAuthChallenge' && params.ChallengeName === 'PASSWORD_VERIFIER') heldWith(send);
      else send();
    },
  };
  return held;
}

describe('sign-up and confirmation', () => {
  it('signs up, refuses a duplicate and a wrong code, confirms with the right one', async () => {
    const email = newEmail();
    const result = await idp.signUp(email, PASSWORD, await idp.captchaToken());
    expect(result.userConfirmed).toBe(false);
    expect(result.userSub).toMatch(/^[0-9a-f-]{36}$/);
    expect(result.codeDeliveryDetails).toMatchObject({ DeliveryMedium: 'EMAIL', AttributeName: 'email' });
    expect(await idp.mailCount(email)).toBe(1);

    await expectClientError(
      idp.signUp(email.toUpperCase(), PASSWORD, await idp.captchaToken()),
      'UsernameExistsException',
      'An account with the given email already exists.',
    );

    const code = await idp.latestCode(email);
    const wrong = code === '000000' ? '111111' : '000000';
    const user = idp.user(email);
    await expectClientError(
      call((cb) => user.confirmRegistration(wrong, true, cb)),
      'CodeMismatchException',
      'Invalid verification code provided, please try again.',
    );
    await call((cb) => user.confirmRegistration(code, true, cb));
    // A confirmed account has no code pending: it answers like an unknown one.
    await expectClientError(
      call((cb) => user.confirmRegistration(code, true, cb)),
      'CodeMismatchException',
    );
    expect((await adminGetUser(idp.context, email)).UserStatus).toBe('CONFIRMED');
  });

  it('enforces the password policy', async () => {
    for (const weak of ['Short1!', 'alllower1!', 'ALLUPPER1!', 'NoNumber!!', 'NoSymbol12']) {
      await expectClientError(
        idp.signUp(newEmail(), weak, await idp.captchaToken()),
        'InvalidPasswordException',
        /^Password did not conform with policy: /,
      );
    }
  });

  it("applies the sign-up form's name rule to SignUp's names, whatever client sends them", async () => {
    // With a solved captcha, as the sign-up form sends it: only the names can be wrong.
    const signUpRaw = async (email: string, attributes: Record<string, string>) => {
      const captchaToken = await idp.captchaToken();
      return fetch(`${idp.baseUrl}/idp`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/x-amz-json-1.1',
          'X-Amz-Target': 'AWSCognitoIdentityProviderService.SignUp',
        },
        body: JSON.stringify({
          ClientId: 'festivalportallocal',
          Username: email,
          Password: PASSWORD,
          UserAttributes: Object.entries(attributes).map(([Name, Value]) => ({ Name, Value })),
          ValidationData: [{ Name: 'captchaToken', Value: captchaToken }],
          ClientMetadata: { captchaToken },
        }),
      });
    };
    const refusedNames: Record<string, string>[] = [
      { given_name: '=HYPERLINK("https://evil.example")<img src=x onerror=alert(1)>', family_name: 'Kealoha' },
      { given_name: 'Ann', family_name: '<b>K</b>' },
      { given_name: 'Ann3', family_name: 'Kealoha' },
      { given_name: 'Ann', family_name: 'K'.repeat(26) },
      { given_name: '   ', family_name: 'Kealoha' },
      { given_name: 'Ann', family_name: 'Kealoha', middle_name: 'x@y' },
      { family_name: 'Kealoha' },
    ];
    for (const attributes of refusedNames) {
      const email = newEmail();
      const refused = await signUpRaw(email, attributes);
      expect(refused.status, JSON.stringify(attributes)).toBe(400);
      expect(refused.headers.get('x-amzn-errortype')).toBe('InvalidParameterException:');
      expect((await refused.json()).message).toMatch(
        /^1 validation error detected: Value at 'userAttributes\.\w+_name'/,
      );
      expect(await idp.mailCount(email)).toBe(0);
    }

    // The attendee site's own shape: an empty middle name.
    const asTheSiteSends = await signUpRaw(newEmail(), { given_name: 'Ann', family_name: 'Kealoha', middle_name: '' });
    expect(asTheSiteSends.status, await asTheSiteSends.clone().text()).toBe(200);

    // Letters of any script, an apostrophe, a hyphen, a space; 25 at most (SPEC.md §5 "Account").
    const email = newEmail();
    await idp.signUp(email, PASSWORD, await idp.captchaToken(), { givenName: 'Ngā', familyName: "O'Brien-Kealoha" });
    expect((await adminGetUser(idp.context, email)).UserAttributes).toEqual(
      expect.arrayContaining([
        { Name: 'given_name', Value: 'Ngā' },
        { Name: 'family_name', Value: "O'Brien-Kealoha" },
      ]),
    );
    // Names are given at sign-up only: there is no attribute update to slip one in later.
    const update = await fetch(`${idp.baseUrl}/idp`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-amz-json-1.1',
        'X-Amz-Target': 'AWSCognitoIdentityProviderService.UpdateUserAttributes',
      },
      body: JSON.stringify({ AccessToken: 'x', UserAttributes: [{ Name: 'given_name', Value: '<b>x</b>' }] }),
    });
    expect((await update.json()).__type).toBe('UnknownOperationException');
    await expect(
      idp.signUp(newEmail(), PASSWORD, await idp.captchaToken(), {
        givenName: 'Mary Ann',
        familyName: 'ʻĪʻī' + 'a'.repeat(21),
      }),
    ).resolves.toBeDefined();
  });

  it('expires the sign-up code after 24 hours; a resent code works', async () => {
    const email = newEmail();
    await idp.signUp(email, PASSWORD, await idp.captchaToken());
    const oldCode = await idp.latestCode(email);
    idp.advance(24 * 60 * 60 * 1000 + 1000);
    const user = idp.user(email);
    await expectClientError(
      call((cb) => user.confirmRegistration(oldCode, true, cb)),
      'ExpiredCodeException',
      'Invalid code provided, please request a code again.',
    );

    const resent = await call<{ CodeDeliveryDetails: { DeliveryMedium: string } }>((cb) =>
      user.resendConfirmationCode(cb),
    );
    expect(resent.CodeDeliveryDetails.DeliveryMedium).toBe('EMAIL');
    const newCode = await idp.latestCode(email, 1);
    expect(await idp.mailCount(email)).toBe(2);
    if (newCode !== oldCode)
      await expectClientError(
        call((cb) => user.confirmRegistration(oldCode, true, cb)),
        'CodeMismatchException',
      );
    await call((cb) => user.confirmRegistration(newCode, true, cb));
  });

  it('refuses sign-up without a valid, unused captcha', async () => {
    await expectClientError(
      idp.signUp(newEmail(), PASSWORD),
      'UserLambdaValidationException',
      'PreSignUp failed with error Captcha token is missing.',
    );
    await expectClientError(
      idp.signUp(newEmail(), PASSWORD, 'bm90LWEtdG9rZW4='),
      'UserLambdaValidationException',
      'PreSignUp failed with error Captcha token is invalid.',
    );
    const token = await idp.captchaToken();
    const tampered = JSON.parse(Buffer.from(token, 'base64').toString()) as { solution: { counter: number } };
    tampered.solution.counter += 1;
    await expectClientError(
      idp.signUp(newEmail(), PASSWORD, Buffer.from(JSON.stringify(tampered)).toString('base64')),
      'UserLambdaValidationException',
      /invalid/,
    );
    await idp.signUp(newEmail(), PASSWORD, token);
    await expectClientError(
      idp.signUp(newEmail(), PASSWORD, token),
      'UserLambdaValidationException',
      'PreSignUp failed with error Captcha token has already been used.',
    );
  });
});

describe('sign-in right after sign-up (issue 13.9: one emailed code, not two)', () => {
  /** Signs up through the client and confirms with the mailed code; the Session ConfirmSignUp returned. */
  async function signUpAndConfirm(email: string): Promise<string> {
    await idp.signUp(email, PASSWORD, await idp.captchaToken());
    const session = await confirmSignUpWithSession(idp.pool, email, await idp.latestCode(email));
    expect(session).toEqual(expect.any(String));
    return session as string;
  }

  it("signs in with the password and ConfirmSignUp's Session, without mailing a second code", async () => {
    const email = newEmail();
    const proof = await signUpAndConfirm(email);
    const mailed = await idp.mailCount(email);
    const step = await startSignIn(idp.user(email), PASSWORD, await idp.captchaToken(), {
      [SIGN_UP_SESSION_KEY]: proof,
    });
    expect(step.kind).toBe('success');
    if (step.kind !== 'success') return;
    expect(step.session.getIdToken().payload['email']).toBe(email);
    await settleBackground(idp.context);
    expect(await idp.mailCount(email)).toBe(mailed);

    // Single use: the same proof again gets the usual emailed code.
    const again = await startSignIn(idp.user(email), PASSWORD, await idp.captchaToken(), {
      [SIGN_UP_SESSION_KEY]: proof,
    });
    expect(again.kind).toBe('challenge');
  });

  it('still checks the password, and takes no proof of another account or past its lifetime', async () => {
    const email = newEmail();
    const proof = await signUpAndConfirm(email);
    const wrong = await startSignIn(idp.user(email), 'Wrong123!', await idp.captchaToken(), {
      [SIGN_UP_SESSION_KEY]: proof,
    });
    expect(wrong).toMatchObject({ kind: 'failure', error: { code: 'NotAuthorizedException' } });

    const other = newEmail();
    const otherProof = await signUpAndConfirm(other);
    const borrowed = await startSignIn(idp.user(email), PASSWORD, await idp.captchaToken(), {
      [SIGN_UP_SESSION_KEY]: otherProof,
    });
    expect(borrowed.kind).toBe('challenge');

    const late = newEmail();
    const lateProof = await signUpAndConfirm(late);
    idp.advance(4 * 60_000);
    const expired = await startSignIn(idp.user(late), PASSWORD, await idp.captchaToken(), {
      [SIGN_UP_SESSION_KEY]: lateProof,
    });
    expect(expired.kind).toBe('challenge');
  });

  it('does not take the proof as the Session of a challenge answer', async () => {
    const email = newEmail();
    const proof = await signUpAndConfirm(email);
    const response = await fetch(`${idp.baseUrl}/idp/`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.RespondToAuthChallenge',
      },
      body: JSON.stringify({
        ClientId: idp.context.config.clientId,
        ChallengeName: 'CUSTOM_CHALLENGE',
        Session: proof,
        ChallengeResponses: { USERNAME: email, ANSWER: '123456' },
      }),
    });
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).not.toContain('AccessToken');
  });
});

describe('sign-in with SRP and the emailed code', () => {
  it('refuses a wrong password and an unconfirmed account', async () => {
    const email = await newConfirmedUser();
    const wrong = await startSignIn(idp.user(email), 'Wrong123!', await idp.captchaToken());
    expect(wrong).toMatchObject({
      kind: 'failure',
      error: { code: 'NotAuthorizedException', message: 'Incorrect username or password.' },
    });

    const unconfirmed = newEmail();
    await idp.signUp(unconfirmed, PASSWORD, await idp.captchaToken());
    const step = await startSignIn(idp.user(unconfirmed), PASSWORD, await idp.captchaToken());
    expect(step).toMatchObject({
      kind: 'failure',
      error: { code: 'UserNotConfirmedException', message: 'User is not confirmed.' },
    });

    const unknown = await startSignIn(idp.user(newEmail()), PASSWORD, await idp.captchaToken());
    // An unknown account fails where a wrong password does, with the same words.
    expect(unknown).toMatchObject({
      kind: 'failure',
      error: { code: 'NotAuthorizedException', message: 'Incorrect username or password.' },
    });
  });

  it('refuses sign-in without a valid, unused captcha', async () => {
    const email = await newConfirmedUser();
    expect(await startSignIn(idp.user(email), PASSWORD)).toMatchObject({
      kind: 'failure',
      error: {
        code: 'UserLambdaValidationException',
        message: 'PreAuthentication failed with error Captcha token is missing.',
      },
    });
    const token = await idp.captchaToken();
    expect((await startSignIn(idp.user(email), PASSWORD, token)).kind).toBe('challenge');
    expect(await startSignIn(idp.user(email), PASSWORD, token)).toMatchObject({
      kind: 'failure',
      error: { code: 'UserLambdaValidationException' },
    });
  });

  it('asks for the emailed code; a wrong code leaves 4 attempts, the right one signs in', async () => {
    const email = await newConfirmedUser();
    const user = idp.user(email);
    const mailsBefore = await idp.mailCount(email);
    const first = await startSignIn(user, PASSWORD, await idp.captchaToken());
    expect(first).toMatchObject({ kind: 'challenge', parameters: { attemptsLeft: '5', codeLength: '6' } });
    expect(first.kind === 'challenge' && first.parameters['email']).toMatch(/^p•••@example\.org$/);
    expect(await idp.mailCount(email)).toBe(mailsBefore + 1);
    const code = await idp.latestCode(email);

    const wrong = await answer(user, code === '999999' ? '999998' : '999999');
    expect(wrong).toMatchObject({ kind: 'challenge', parameters: { attemptsLeft: '4' } });
    expect(await idp.mailCount(email)).toBe(mailsBefore + 1); // same code stands

    const done = await answer(user, code);
    expect(done.kind).toBe('success');
    if (done.kind !== 'success') return;
    const idToken = done.session.getIdToken().getJwtToken();
    const claims = decodeJwt(idToken);
    expect(claims).toMatchObject({
      email,
      email_verified: true,
      token_use: 'id',
      aud: 'festivalportallocal',
      iss: issuerOf(idp.context.config),
    });
    expect(claims['cognito:username']).toBe(claims.sub);
    for (const claim of ['auth_time', 'iat', 'exp', 'jti', 'origin_jti', 'event_id'])
      expect(claims[claim]).toBeDefined();
    const access = decodeJwt(done.session.getAccessToken().getJwtToken());
    expect(access).toMatchObject({
      token_use: 'access',
      client_id: 'festivalportallocal',
      scope: 'aws.cognito.signin.user.admin',
      username: claims.sub,
    });

    // The api verifies ID tokens with jose against the published JWKS.
    const { issuer, audience } = await getIdpVerificationKeys(idp.context);
    const jwks = createRemoteJWKSet(
      new URL(`${idp.baseUrl}/idp/${idp.context.config.userPoolId}/.well-known/jwks.json`),
    );
    await expect(jwtVerify(idToken, jwks, { issuer, audience })).resolves.toBeDefined();
    await expect(verifyIdToken(idp.context, idToken)).resolves.toMatchObject({ email });
    await expect(verifyIdToken(idp.context, `${idToken.slice(0, -4)}AAAA`)).rejects.toMatchObject({
      code: 'NotAuthorizedException',
    });

    const attributes = await call<CognitoUserAttribute[]>((cb) => user.getUserAttributes(cb as never));
    expect(attributes.map((attribute) => [attribute.getName(), attribute.getValue()])).toContainEqual(['email', email]);
  });

  it('ends the attempt after 5 wrong codes', async () => {
    const email = await newConfirmedUser();
    const user = idp.user(email);
    await startSignIn(user, PASSWORD, await idp.captchaToken());
    const code = await idp.latestCode(email);
    const wrong = code === '123456' ? '654321' : '123456';
    for (let left = 4; left >= 1; left -= 1) {
      expect(await answer(user, wrong)).toMatchObject({
        kind: 'challenge',
        parameters: { attemptsLeft: String(left) },
      });
    }
    expect(await answer(user, wrong)).toMatchObject({ kind: 'failure', error: { code: 'NotAuthorizedException' } });
    // The session is gone: even the right code no longer helps.
    expect(await answer(user, code)).toMatchObject({
      kind: 'failure',
      error: { code: 'NotAuthorizedException', message: 'Invalid session for the user, session is expired.' },
    });
  });

  it('resends a new code on request and resets the attempts to 5', async () => {
    const email = await newConfirmedUser();
    const user = idp.user(email);
    await startSignIn(user, PASSWORD, await idp.captchaToken());
    const firstCode = await idp.latestCode(email);
    const wrong = firstCode === '123456' ? '654321' : '123456';
    await answer(user, wrong);
    await answer(user, wrong);
    const mails = await idp.mailCount(email);
    const resent = await answer(user, 'RESEND', { [RESEND_CODE_METADATA.key]: RESEND_CODE_METADATA.value });
    expect(resent).toMatchObject({ kind: 'challenge', parameters: { attemptsLeft: '5', codeSent: 'true' } });
    expect(await idp.mailCount(email)).toBe(mails + 1);
    const secondCode = await idp.latestCode(email);
    if (secondCode !== firstCode)
      expect(await answer(user, firstCode)).toMatchObject({ kind: 'challenge', parameters: { attemptsLeft: '4' } });
    expect((await answer(user, secondCode)).kind).toBe('success');
  });

  it('expires the auth session after 3 minutes and refuses a replayed session', async () => {
    const email = await newConfirmedUser();
    const user = idp.user(email);
    await startSignIn(user, PASSWORD, await idp.captchaToken());
    const code = await idp.latestCode(email);
    idp.advance(3 * 60 * 1000 + 1000);
    expect(await answer(user, code)).toMatchObject({
      kind: 'failure',
      error: { code: 'NotAuthorizedException', message: 'Invalid session for the user, session is expired.' },
    });

    idp.resetClock();
    const again = idp.user(email);
    await startSignIn(again, PASSWORD, await idp.captchaToken());
    const session = (again as unknown as { Session: string }).Session;
    const secondCode = await idp.latestCode(email);
    expect((await answer(again, secondCode)).kind).toBe('success');
    const replay = await answerCodeRaw(session, email, secondCode);
    expect(replay.status).toBe(400);
    expect(replay.headers.get('x-amzn-errortype')).toBe('NotAuthorizedException:');
    expect(await replay.json()).toEqual({
      __type: 'NotAuthorizedException',
      message: 'Invalid session for the user, session is expired.',
    });
  });

  it('seals the auth session: nothing of its state shows, and a changed one is refused without spending the real one', async () => {
    const email = await newConfirmedUser();
    const user = idp.user(email);
    await startSignIn(user, PASSWORD, await idp.captchaToken());
    const session = (user as unknown as { Session: string }).Session;
    const code = await idp.latestCode(email);
    const opened = Buffer.from(session, 'base64url').toString('latin1');
    for (const secret of ['CODE:', 'codeHash', 'CUSTOM_CHALLENGE', email]) expect(opened).not.toContain(secret);

    const respond = (sessionToken: string) => answerCodeRaw(sessionToken, email, code);
    const bytes = Buffer.from(session, 'base64url');
    bytes[40] ^= 1;
    const changed = await respond(bytes.toString('base64url'));
    expect(changed.status).toBe(400);
    expect(await changed.json()).toEqual({
      __type: 'NotAuthorizedException',
      message: 'Invalid session for the user, session is expired.',
    });
    const real = await respond(session);
    expect(real.status).toBe(200);
    expect(await real.json()).toMatchObject({ AuthenticationResult: { TokenType: 'Bearer' } });
  });

  const NEW_PASSWORD = 'Mahalo456@';
  const passwordChanges: Array<[string, (harness: IdpHarness, email: string) => Promise<void>]> = [
    [
      'changed (ChangePassword, from another sign-in)',
      async (harness, email) => {
        const other = await harness.signIn(email, PASSWORD);
        await call((cb) => other.user.changePassword(PASSWORD, NEW_PASSWORD, cb));
      },
    ],
    [
      'reset (the forgot-password code)',
      async (harness, email) => {
        const resetting = harness.user(email);
        const mailedBefore = await harness.mailCount(email);
        await new Promise<void>((resolve, reject) =>
          resetting.forgotPassword({ onSuccess: () => resolve(), onFailure: reject }),
        );
        const code = await harness.latestCode(email, mailedBefore);
        await new Promise((resolve, reject) =>
          resetting.confirmPassword(code, NEW_PASSWORD, { onSuccess: resolve, onFailure: reject }),
        );
      },
    ],
  ];
  it.each(passwordChanges)(
    "refuses the old password's claim when the password is %s after InitiateAuth, and counts no code send for it",
    async (_how, changePassword) => {
      // Two code sends per account and address. A sign-in's send counts per account, a reset's per
      // address typed: after ChangePassword's own sign-in, the new password's code is the last one
      // within the budget, so a send counted for the refused claim would leave it none.
      const limited = await startIdpHarness(database, {
        rateLimits: { ...idp.context.config.rateLimits, codeSendsPerAccountAndIp: { max: 2, windowSeconds: 900 } },
      });
      try {
        const email = await limited.createAccount({ email: newEmail() });
        const user = limited.user(email);
        const held = holdPasswordStep(user);
        const step = startSignIn(user, PASSWORD, await limited.captchaToken());
        const sendOldClaim = await held;

        await changePassword(limited, email);

        const mailed = await limited.mailCount(email);
        sendOldClaim();
        expect(await step).toMatchObject({
          kind: 'failure',
          error: { code: 'NotAuthorizedException', message: 'Incorrect username or password.' },
        });
        expect(await limited.mailCount(email)).toBe(mailed);
        await limited.signIn(email, NEW_PASSWORD);
      } finally {
        await limited.close();
      }
    },
  );
});

describe('sessions and account', () => {
  it('refreshes the session, changes the password, and signs out globally', async () => {
    const email = await newConfirmedUser();
    const { user, session } = await idp.signIn(email, PASSWORD);
    const refreshed = await call<typeof session>((cb) => user.refreshSession(session.getRefreshToken(), cb));
    expect(refreshed.getIdToken().getJwtToken()).not.toBe(session.getIdToken().getJwtToken());
    expect(refreshed.getRefreshToken().getToken()).toBe(session.getRefreshToken().getToken());
    expect(decodeJwt(refreshed.getAccessToken().getJwtToken())['origin_jti']).toBe(
      decodeJwt(session.getAccessToken().getJwtToken())['origin_jti'],
    );

    await expectClientError(
      call((cb) => user.changePassword('Wrong123!', 'Mahalo456@', cb)),
      'NotAuthorizedException',
    );
    await expectClientError(
      call((cb) => user.changePassword(PASSWORD, 'weak', cb)),
      'InvalidPasswordException',
    );
    await expectClientError(
      call((cb) => user.changePassword(PASSWORD, PASSWORD, cb)),
      'InvalidPasswordException',
    );
    await call((cb) => user.changePassword(PASSWORD, 'Mahalo456@', cb));
    expect(await startSignIn(idp.user(email), PASSWORD, await idp.captchaToken())).toMatchObject({
      kind: 'failure',
      error: { code: 'NotAuthorizedException' },
    });
    const second = await idp.signIn(email, 'Mahalo456@');

    await new Promise<void>((resolve, reject) => user.globalSignOut({ onSuccess: () => resolve(), onFailure: reject }));
    // Both sign-ins are over: the refresh tokens are revoked and the access tokens refused.
    await expectClientError(
      call((cb) => second.user.getUserAttributes(cb as never)),
      'NotAuthorizedException',
      'Access Token has been revoked',
    );
    expect(await refreshWith(second.session.getRefreshToken().getToken())).toEqual({
      __type: 'NotAuthorizedException',
      message: 'Refresh Token has been revoked',
    });
  });

  it('signs out one session with RevokeToken', async () => {
    const email = await newConfirmedUser();
    const { user, session } = await idp.signIn(email, PASSWORD);
    const refreshToken = session.getRefreshToken().getToken();
    expect(await refreshWith(refreshToken)).toHaveProperty('AuthenticationResult');
    await new Promise<void>((resolve, reject) => user.signOut((error?: Error) => (error ? reject(error) : resolve())));
    // Asked directly: the client's own refreshSession retries every error for about 6 s.
    expect(await refreshWith(refreshToken)).toEqual({
      __type: 'NotAuthorizedException',
      message: 'Refresh Token has been revoked',
    });
  });

  it('resets a forgotten password with a 1-hour code', async () => {
    const email = await newConfirmedUser();
    const user = idp.user(email);
    const mailedFirst = await idp.mailCount(email);
    await new Promise<void>((resolve, reject) =>
      user.forgotPassword({ onSuccess: () => resolve(), onFailure: reject }),
    );
    const code = await idp.latestCode(email, mailedFirst);
    idp.advance(61 * 60 * 1000);
    await expectClientError(
      new Promise((resolve, reject) =>
        user.confirmPassword(code, 'Reset789#', { onSuccess: resolve, onFailure: reject }),
      ),
      'ExpiredCodeException',
    );
    idp.resetClock();
    const mailedBefore = await idp.mailCount(email);
    await new Promise<void>((resolve, reject) =>
      user.forgotPassword({ onSuccess: () => resolve(), onFailure: reject }),
    );
    const fresh = await idp.latestCode(email, mailedBefore);
    await expectClientError(
      new Promise((resolve, reject) => user.confirmPassword(fresh, 'weak', { onSuccess: resolve, onFailure: reject })),
      'InvalidPasswordException',
    );
    await new Promise((resolve, reject) =>
      user.confirmPassword(fresh, 'Reset789#', { onSuccess: resolve, onFailure: reject }),
    );
    await idp.signIn(email, 'Reset789#');
  });

  it('refuses a disabled user and lets the admin list, disable and enable', async () => {
    const email = await newConfirmedUser();
    const { user } = await idp.signIn(email, PASSWORD);
    await adminDisableUser(idp.context, email);
    expect((await adminGetUser(idp.context, email)).Enabled).toBe(false);
    expect(await startSignIn(idp.user(email), PASSWORD, await idp.captchaToken())).toMatchObject({
      kind: 'failure',
      error: { code: 'NotAuthorizedException', message: 'User is disabled.' },
    });
    // Without the password a disabled account answers like any other: nothing tells it apart.
    expect(await startSignIn(idp.user(email), 'Wrong-Password-1!', await idp.captchaToken())).toMatchObject({
      kind: 'failure',
      error: { code: 'NotAuthorizedException', message: 'Incorrect username or password.' },
    });
    await expectClientError(
      call((cb) => user.getUserAttributes(cb as never)),
      'NotAuthorizedException',
    );
    await adminEnableUser(idp.context, email);
    await idp.signIn(email, PASSWORD);

    const listed = await listUsers(idp.context, { Filter: `email = "${email.toUpperCase()}"` });
    expect(listed.Users).toHaveLength(1);
    expect(listed.Users[0]).toMatchObject({ Enabled: true, UserStatus: 'CONFIRMED' });
    const firstPage = await listUsers(idp.context, { Limit: 2 });
    expect(firstPage.Users).toHaveLength(2);
    const secondPage = await listUsers(idp.context, { Limit: 2, PaginationToken: firstPage.PaginationToken });
    expect(secondPage.Users[0].Username).not.toBe(firstPage.Users[0].Username);
    await expect(adminGetUser(idp.context, 'nobody@example.org')).rejects.toMatchObject({
      code: 'UserNotFoundException',
    });
  });
});

describe("the api's view of a sign-in", () => {
  it('is cached briefly per process, and forgotten at once where the sign-in ends', async () => {
    const signed = await idp.newSignedInUser();
    const originJti = decodeJwt(signed.idToken)['origin_jti'];
    expect(await sessionStatus(idp.context, signed.sub, originJti)).toBe('active');
    expect(await sessionStatus(idp.context, signed.sub, 'not-a-sign-in')).toBe('signed-out');

    // Another replica disables the account: this one keeps its answer for the cache time only.
    const replica = createIdpContext(database.db, idp.context.config, idp.mailer);
    await adminDisableUser(replica, signed.email);
    expect(await sessionStatus(idp.context, signed.sub, originJti)).toBe('active');
    idp.advance(idp.context.config.sessionStatusCacheSeconds * 1000 + 1);
    expect(await sessionStatus(idp.context, signed.sub, originJti)).toBe('disabled');

    // Here, an enable is seen at once; the tokens of the disabled sign-in stay refused.
    await adminEnableUser(idp.context, signed.email);
    expect(await sessionStatus(idp.context, signed.sub, originJti)).toBe('signed-out');
  });
});

describe('wire format', () => {
  const post = (target: string | undefined, body: string, headers: Record<string, string> = {}) =>
    fetch(`${idp.baseUrl}/idp`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-amz-json-1.1',
        ...(target ? { 'X-Amz-Target': `AWSCognitoIdentityProviderService.${target}` } : {}),
        ...headers,
      },
      body,
    });

  it('answers bad requests with Cognito-shaped 4xx errors', async () => {
    const badJson = await post('SignUp', '{not json');
    expect(badJson.status).toBe(400);
    expect((await badJson.json()).__type).toBe('SerializationException');
    expect((await (await post('DeleteEverything', '{}')).json()).__type).toBe('UnknownOperationException');
    expect((await (await post(undefined, '{}')).json()).__type).toBe('UnknownOperationException');
    const admin = await post(
      'AdminDisableUser',
      JSON.stringify({ UserPoolId: 'local_Festival01', Username: 'x@example.org' }),
    );
    expect(admin.status).toBe(403);
    expect(
      (await (await post('InitiateAuth', JSON.stringify({ ClientId: 'other', AuthFlow: 'USER_SRP_AUTH' }))).json())
        .__type,
    ).toBe('ResourceNotFoundException');
    const missing = await post('SignUp', JSON.stringify({ ClientId: 'festivalportallocal' }));
    expect(missing.status).toBe(400);
    expect((await missing.json()).__type).toBe('InvalidParameterException');
    expect(
      (
        await (
          await post(
            'InitiateAuth',
            JSON.stringify({
              ClientId: 'festivalportallocal',
              AuthFlow: 'CUSTOM_AUTH',
              AuthParameters: { USERNAME: 'a@b.c', CHALLENGE_NAME: 'SRP_A', SRP_A: 'zz' },
            }),
          )
        ).json()
      ).__type,
    ).toBe('InvalidParameterException');
    expect((await post('GetUser', JSON.stringify({ AccessToken: 'abc' }))).status).toBe(400);
  });

  it('allows the three sites through CORS, and nobody else', async () => {
    const preflight = await fetch(`${idp.baseUrl}/idp/`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://identity.localhost:4200',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type,x-amz-target,x-amz-user-agent',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://identity.localhost:4200');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('x-amz-target');
    const foreign = await fetch(`${idp.baseUrl}/idp`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST' },
    });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    const error = await post('InitiateAuth', '{}', { Origin: 'http://user.localhost:8080' });
    expect(error.headers.get('access-control-allow-origin')).toBe('http://user.localhost:8080');
    expect(error.headers.get('access-control-expose-headers')).toContain('x-amzn-ErrorType');
  });

  it('publishes the JWKS at the issuer', async () => {
    const response = await fetch(`${idp.baseUrl}/idp/local_Festival01/.well-known/jwks.json`);
    const jwks = (await response.json()) as { keys: Array<Record<string, string>> };
    expect(jwks.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(jwks.keys[0]['d']).toBeUndefined();
    expect((await fetch(`${idp.baseUrl}/idp/local_Other01/.well-known/jwks.json`)).status).toBe(404);
  });
});

describe('rate limits', () => {
  const small = { windowSeconds: 900 };
  // Per-address budgets stay wide here: every test of the file speaks from 127.0.0.1 into one database.
  const limits = {
    signInPerAccountAndIp: { ...small, max: 3 },
    signInPerIp: { ...small, max: 1000 },
    codeChecksPerAccountAndIp: { ...small, max: 3 },
    codeChecksPerIp: { ...small, max: 1000 },
    wrongAnswersPerCode: { max: 3, windowSeconds: 86_400 },
    codeSendsPerAccountAndIp: { ...small, max: 3 },
    codeSendsPerIp: { ...small, max: 1000 },
  };
  const ATTACKER = '203.0.113.66';

  /** One operation straight over HTTP, from `ip` (the harness believes X-Forwarded-For). */
  async function raw(harness: IdpHarness, operation: string, body: Record<string, unknown>, ip = ATTACKER) {
    const response = await fetch(`${harness.baseUrl}/idp`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-amz-json-1.1',
        'X-Amz-Target': `AWSCognitoIdentityProviderService.${operation}`,
        'X-Forwarded-For': ip,
      },
      body: JSON.stringify({ ClientId: harness.context.config.clientId, ...body }),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }
  const srpStart = (username: string, captchaToken?: string) => ({
    AuthFlow: 'CUSTOM_AUTH',
    AuthParameters: { USERNAME: username, CHALLENGE_NAME: 'SRP_A', SRP_A: 'abc123' },
    ClientMetadata: captchaToken ? { captchaToken } : {},
  });

  it("an attacker's burst from one address slows that address and never locks the owner out", async () => {
    const limited = await startIdpHarness(database, { rateLimits: limits });
    try {
      const email = await limited.createAccount({ email: newEmail() });
      const codes: string[] = [];
      for (let i = 0; i < 10; i += 1)
        codes.push(String((await raw(limited, 'InitiateAuth', srpStart(email))).body['__type']));
      for (let i = 0; i < 10; i += 1)
        codes.push(String((await raw(limited, 'ForgotPassword', { Username: email })).body['__type'] ?? 'ok'));
      for (let i = 0; i < 10; i += 1)
        codes.push(
          String(
            (
              await raw(limited, 'ConfirmForgotPassword', {
                Username: email,
                ConfirmationCode: '000001',
                Password: 'Other123!',
              })
            ).body['__type'],
          ),
        );
      // With solved captchas and wrong passwords too.
      for (let i = 0; i < 4; i += 1)
        codes.push(
          String(
            (await raw(limited, 'InitiateAuth', srpStart(email, await limited.captchaToken()))).body['__type'] ??
              'challenge',
          ),
        );
      expect(codes.filter((code) => code === 'LimitExceededException').length).toBeGreaterThan(10);
      expect(codes.at(-1)).toBe('LimitExceededException');

      // The owner, from another address, signs in (captcha, password, the emailed code) and can reset the password.
      const signedIn = await limited.signIn(email, PASSWORD);
      expect(signedIn.sub).toMatch(/^[0-9a-f-]{36}$/);
      const mailedBefore = await limited.mailCount(email);
      await call((cb) => limited.user(email).forgotPassword({ onSuccess: () => cb(null), onFailure: cb }));
      const code = await limited.latestCode(email, mailedBefore);
      await new Promise((resolve, reject) =>
        limited.user(email).confirmPassword(code, 'Reset789#', { onSuccess: resolve, onFailure: reject }),
      );
      await limited.signIn(email, 'Reset789#');
    } finally {
      await limited.close();
    }
  }, 60_000);

  it('stops repeated code checks and sends from one address; an emailed code is void after 3 wrong answers', async () => {
    const limited = await startIdpHarness(database, { rateLimits: limits });
    try {
      const email = newEmail();
      await limited.signUp(email, PASSWORD, await limited.captchaToken());
      const user = limited.user(email);
      const rightCode = await limited.latestCode(email);
      const wrong = rightCode === '000001' ? '000002' : '000001';
      for (let i = 0; i < 3; i += 1)
        await expectClientError(
          call((cb) => user.confirmRegistration(wrong, true, cb)),
          'CodeMismatchException',
        );
      // The code is void now; the limit of this address is spent too.
      await expectClientError(
        call((cb) => user.confirmRegistration(rightCode, true, cb)),
        'LimitExceededException',
        'Attempt limit exceeded, please try after some time.',
      );
      limited.advance(901_000);
      await expectClientError(
        call((cb) => user.confirmRegistration(rightCode, true, cb)),
        'CodeMismatchException',
      );

      const mailedBefore = await limited.mailCount(email);
      await call((cb) => user.resendConfirmationCode(cb)); // send 2 of this window
      const code = await limited.latestCode(email, mailedBefore);
      await call((cb) => user.resendConfirmationCode(cb));
      await call((cb) => user.resendConfirmationCode(cb));
      await expectClientError(
        call((cb) => user.resendConfirmationCode(cb)),
        'LimitExceededException',
      );
      await settleBackground(limited.context);
      // Each resend made a new code, but the mails leave after the answers, so their order in the
      // mailbox need not be the order the codes were made in: the newest code is one of those
      // mailed, and it confirms (within the wrong-answer and check limits of a fresh window).
      limited.advance(901_000);
      const resent = (await listMailbox(database.db, email, 500)).slice(0, -mailedBefore || undefined);
      const codes = [...new Set([code, ...resent.map((mail) => mail.text.match(/\b\d{6}\b/)?.[0] ?? '')])].filter(
        Boolean,
      );
      let confirmed = false;
      for (const candidate of codes) {
        if (confirmed) break;
        confirmed = await call((cb) => user.confirmRegistration(candidate, true, cb)).then(
          () => true,
          () => false,
        );
      }
      expect(confirmed).toBe(true);
    } finally {
      await limited.close();
    }
  }, 60_000);

  it('a right code over the check budget signs nobody in, and keeps no sign-in stored', async () => {
    const limited = await startIdpHarness(database, { rateLimits: limits });
    const storedSignIns = async (email: string) => {
      const result = (await database.db.execute(
        sql`select count(*)::int as n from idp_refresh_tokens t join idp_users u on u.sub = t.sub
          where u.email_normalized = ${email.toLowerCase()}`,
      )) as unknown as { rows: { n: number }[] };
      return Number(result.rows[0].n);
    };
    try {
      const email = await limited.createAccount({ email: newEmail() });
      const user = limited.user(email);
      expect((await startSignIn(user, PASSWORD, await limited.captchaToken())).kind).toBe('challenge');
      const code = await limited.latestCode(email);
      const wrong = code === '000001' ? '000002' : '000001';
      for (let i = 0; i < 3; i += 1) expect((await answer(user, wrong)).kind).toBe('challenge');
      expect(await answer(user, code)).toMatchObject({
        kind: 'failure',
        error: { code: 'LimitExceededException' },
      });
      expect(await storedSignIns(email)).toBe(0);

      // Where the budget allows, the right code signs in: that sign-in, and only it, is stored.
      await idp.signIn(email, PASSWORD);
      expect(await storedSignIns(email)).toBe(1);
    } finally {
      await limited.close();
    }
  }, 60_000);

  it('forgets counters once their window has ended (the sweep), and a new window starts afresh', async () => {
    const limited = await startIdpHarness(database, { rateLimits: limits });
    try {
      const address = '198.51.100.23';
      const tries = async () => {
        const answers: string[] = [];
        for (let i = 0; i < 4; i += 1)
          answers.push(
            String(
              (
                await raw(
                  limited,
                  'ConfirmForgotPassword',
                  { Username: 'nobody@example.org', ConfirmationCode: '000001', Password: 'Other123!' },
                  address,
                )
              ).body['__type'],
            ),
          );
        return answers;
      };
      expect((await tries()).at(-1)).toBe('LimitExceededException');
      // The windows are open: nothing goes.
      const before = await pruneRateCounters(limited.context);
      expect((await tries()).at(-1)).toBe('LimitExceededException');
      limited.advance(86_400_000 + 1_000);
      expect(await pruneRateCounters(limited.context)).toBeGreaterThanOrEqual(before + 2);
      expect(await pruneRateCounters(limited.context)).toBe(0);
      expect((await tries())[0]).not.toBe('LimitExceededException');
    } finally {
      await limited.close();
    }
  });
});

describe('account enumeration', () => {
  const OTHER = '198.51.100.7';
  async function raw(operation: string, body: Record<string, unknown>, ip = OTHER) {
    const started = performance.now();
    const response = await fetch(`${idp.baseUrl}/idp`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-amz-json-1.1',
        'X-Amz-Target': `AWSCognitoIdentityProviderService.${operation}`,
        'X-Forwarded-For': ip,
      },
      body: JSON.stringify({ ClientId: idp.context.config.clientId, ...body }),
    });
    const text = await response.text();
    return { status: response.status, text, ms: performance.now() - started };
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

  it('answers a known and an unknown email alike, in about the same time', async () => {
    const known = await newConfirmedUser();
    const unconfirmed = newEmail();
    await idp.signUp(unconfirmed, PASSWORD, await idp.captchaToken());
    // Same first letter and domain, so even the masked destination is the same.
    const unknown = `p${known.slice(1).replace('@', '.nobody@')}`;
    expect(known[0]).toBe('p');

    const answers = async (email: string) => ({
      forgot: await raw('ForgotPassword', { Username: email }),
      resend: await raw('ResendConfirmationCode', { Username: email }),
      confirm: await raw('ConfirmSignUp', { Username: email, ConfirmationCode: '000000' }),
      reset: await raw('ConfirmForgotPassword', { Username: email, ConfirmationCode: '000000', Password: 'Other123!' }),
    });
    const strip = (all: Awaited<ReturnType<typeof answers>>) =>
      Object.fromEntries(Object.entries(all).map(([name, { status, text }]) => [name, { status, text }]));
    const forUnknown = strip(await answers(unknown));
    expect(strip(await answers(known))).toEqual(forUnknown);
    expect(strip(await answers(unconfirmed))).toEqual(forUnknown);
    expect(forUnknown['forgot'].status).toBe(200);
    expect(JSON.parse(forUnknown['confirm'].text).__type).toBe('CodeMismatchException');

    // Sign-in: a challenge for both (a stable salt for the unknown one too), then the same refusal.
    const challenge = async (email: string) => {
      const { text } = await raw('InitiateAuth', {
        AuthFlow: 'CUSTOM_AUTH',
        AuthParameters: { USERNAME: email, CHALLENGE_NAME: 'SRP_A', SRP_A: 'abc123' },
        ClientMetadata: { captchaToken: await idp.captchaToken() },
      });
      return JSON.parse(text) as {
        ChallengeName: string;
        Session: string;
        ChallengeParameters: Record<string, string>;
      };
    };
    const [a, b, c] = [await challenge(known), await challenge(unknown), await challenge(unknown)];
    expect(Object.keys(b.ChallengeParameters).sort()).toEqual(Object.keys(a.ChallengeParameters).sort());
    expect(b.ChallengeName).toBe(a.ChallengeName);
    expect(b.Session.length).toBe(a.Session.length);
    expect(b.ChallengeParameters['SALT']).toBe(c.ChallengeParameters['SALT']);
    expect(b.ChallengeParameters['USER_ID_FOR_SRP']).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-a[0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    for (const email of [known, unknown])
      expect(await startSignIn(idp.user(email), 'Wrong123!', await idp.captchaToken())).toMatchObject({
        kind: 'failure',
        error: { code: 'NotAuthorizedException', message: 'Incorrect username or password.' },
      });

    // Time: the mail leaves after the answer, so a known address costs about what an unknown one does.
    const knownTimes: number[] = [];
    const unknownTimes: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      knownTimes.push((await raw('ForgotPassword', { Username: known }, `192.0.2.${i + 10}`)).ms);
      unknownTimes.push((await raw('ForgotPassword', { Username: unknown }, `192.0.2.${i + 10}`)).ms);
    }
    await settleBackground(idp.context);
    expect(Math.abs(median(knownTimes) - median(unknownTimes))).toBeLessThan(50);
  }, 60_000);

  it('limits these calls per address, known email or not', async () => {
    const limited = await startIdpHarness(database, {
      rateLimits: { ...idp.context.config.rateLimits, codeSendsPerIp: { max: 3, windowSeconds: 900 } },
    });
    try {
      const types: string[] = [];
      for (let i = 0; i < 5; i += 1) {
        const response = await fetch(`${limited.baseUrl}/idp`, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/x-amz-json-1.1',
            'X-Amz-Target': 'AWSCognitoIdentityProviderService.ForgotPassword',
            'X-Forwarded-For': '192.0.2.99',
          },
          body: JSON.stringify({ ClientId: limited.context.config.clientId, Username: newEmail() }),
        });
        types.push(((await response.json()) as { __type?: string }).__type ?? 'ok');
      }
      expect(types).toEqual(['ok', 'ok', 'ok', 'LimitExceededException', 'LimitExceededException']);
    } finally {
      await limited.close();
    }
  });
});
