import { randomBytes } from 'node:crypto';
import { errors, messages } from './idp-errors';
import type { IdpContext, RequestInfo } from './idp-context';
import { codeSendChecks, idpTriggers, poolName, triggerBase } from './idp-triggers';
import { digest, type IdpUser, idpRepository } from './idp.repository';
import { openSession, sealSession } from './auth-session';
import { decoyAccount } from './decoy';
import {
  assertWithinLimits,
  normalizedUsername,
  perAccountAndIp,
  perIp,
  rateEvents,
  type RateCheck,
} from './rate-limit';
import { checkClientId, requiredString, stringMap, type Body } from './request-fields';
import { createServerEphemeral, derivePasswordKey, parseClientA, parseSrpTimestamp, verifyPasswordClaim } from './srp';
import { issueTokens, newSignIn, type NewSignIn, userAttributes } from './tokens';
import {
  RESEND_CODE_METADATA,
  SIGN_UP_CODE_METADATA,
  SIGN_UP_SESSION_KEY,
  TriggerRejection,
  type ChallengeResult,
} from './triggers/trigger-events';

/** What an auth session remembers between the steps of one sign-in. */
interface AuthState {
  flow: 'CUSTOM_AUTH' | 'USER_SRP_AUTH' | 'SIGN_UP';
  /** SIGN_UP_PROOF: not a step of a sign-in but the proof a confirmed sign-up hands to the next one. */
  expected: 'PASSWORD_VERIFIER' | 'CUSTOM_CHALLENGE' | 'SIGN_UP_PROOF';
  session: ChallengeResult[];
  /**
   * The password step's key (derivePasswordKey; '' when u = 0, which nothing matches), the
   * SECRET_BLOCK it signs, and the salt of the verifier it came from (a new password voids it).
   */
  srp?: { key: string; secretBlock: string; salt: string };
  privateChallengeParameters?: Record<string, string>;
  challengeMetadata?: string;
  authTime?: string;
  /** The account's attributes as the password step read them, for the code step's triggers. */
  userAttributes?: Record<string, string>;
}

const attributesMap = (user: IdpUser) =>
  Object.fromEntries(userAttributes(user).map(({ Name, Value }) => [Name, Value]));

/**
 * The password step's challenge for `account`: a real one, or the decoy of an unknown username,
 * made by the same code so that both cost and look alike. The key the client's claim must match is
 * derived at once and sealed into the session, so the password step checks the claim before it
 * asks the database, and the secret exponent b is kept nowhere.
 */
async function passwordChallenge(
  ctx: IdpContext,
  flow: 'CUSTOM_AUTH' | 'USER_SRP_AUTH',
  A: bigint,
  account: { userIdForSrp: string; salt: string; verifier: string },
) {
  const ephemeral = createServerEphemeral(account.verifier);
  const secretBlock = randomBytes(64).toString('base64');
  const state: AuthState = {
    flow,
    expected: 'PASSWORD_VERIFIER',
    session: [{ challengeName: 'SRP_A', challengeResult: true }],
    srp: { key: derivePasswordKey(A, ephemeral, account.verifier) ?? '', secretBlock, salt: account.salt },
  };
  return {
    ChallengeName: 'PASSWORD_VERIFIER',
    Session: await sealSession(ctx, account.userIdForSrp, state),
    ChallengeParameters: {
      SALT: account.salt,
      SRP_B: ephemeral.B,
      SECRET_BLOCK: secretBlock,
      USER_ID_FOR_SRP: account.userIdForSrp,
      USERNAME: account.userIdForSrp,
    },
  };
}

/**
 * ConfirmSignUp's Session: a single-use proof, as short-lived as an auth session, that this user
 * just answered the emailed sign-up code. Sealed like an auth session.
 */
export function newSignUpProof(ctx: IdpContext, user: IdpUser): Promise<string> {
  const state: AuthState = { flow: 'SIGN_UP', expected: 'SIGN_UP_PROOF', session: [] };
  return sealSession(ctx, user.sub, state);
}

/** Spends a sign-up proof: true when it is this user's, unused and not expired. */
async function spendSignUpProof(ctx: IdpContext, user: IdpUser, proof: string | undefined): Promise<boolean> {
  if (!proof || proof.length > 4096) return false;
  const now = ctx.config.now();
  const opened = await openSession(ctx, proof);
  return (
    !!opened &&
    opened.sub === user.sub &&
    (opened.state as AuthState).expected === 'SIGN_UP_PROOF' &&
    opened.expiresAt.getTime() > now.getTime() &&
    (await idpRepository.spendSession(ctx.db, opened.id, opened.expiresAt, now))
  );
}

function assertCanSignIn(user: IdpUser): void {
  if (!user.enabled) throw errors.notAuthorized(messages.userDisabled);
}

export async function initiateAuth(ctx: IdpContext, body: Body, request: RequestInfo) {
  const { config, db } = ctx;
  checkClientId(body, config);
  const flow = requiredString(body, 'AuthFlow', 64);
  const parameters = stringMap(body, 'AuthParameters');
  if (flow === 'REFRESH_TOKEN_AUTH' || flow === 'REFRESH_TOKEN') return refreshTokenAuth(ctx, parameters);
  if (flow !== 'USER_SRP_AUTH' && flow !== 'CUSTOM_AUTH') {
    throw errors.invalidParameter(
      `Unsupported AuthFlow ${flow}: use USER_SRP_AUTH, CUSTOM_AUTH or REFRESH_TOKEN_AUTH.`,
    );
  }
  const username = parameters['USERNAME'];
  if (!username || username.length > 320) throw errors.invalidParameter('Missing required parameter USERNAME');
  if (flow === 'CUSTOM_AUTH' && parameters['CHALLENGE_NAME'] !== 'SRP_A') {
    throw errors.invalidParameter('CUSTOM_AUTH starts with CHALLENGE_NAME SRP_A: the password is checked first.');
  }
  const A = parseClientA(parameters['SRP_A']);
  if (A === undefined) throw errors.invalidParameter('SRP_A is missing or invalid.');

  // Counted before anything else: a flood without captchas spends the sender's budget, nobody else's.
  // The account is read in the same statement.
  const perAddress: RateCheck = [perIp('signin', request), config.rateLimits.signInPerIp];
  const [addressEvent] = rateEvents([perAddress]);
  const { count, user } = await idpRepository.countAndFindUser(db, username, addressEvent, config.now());
  assertWithinLimits(new Map([[addressEvent.key, count]]), [perAddress]);

  // Only an attempt that solved the captcha counts against the account, and only from this address:
  // an attacker's burst never locks the owner, who signs in from another. Counted as the captcha is spent.
  const perAccount: RateCheck = [
    perAccountAndIp('signin', user?.sub ?? normalizedUsername(username), request),
    config.rateLimits.signInPerAccountAndIp,
  ];
  const triggers = idpTriggers(ctx, request, { countWithCaptcha: [perAccount] });
  try {
    // Before any SRP work: a sign-in attempt without a solved captcha costs the server nothing more.
    await triggers.preAuthentication({
      ...triggerBase(ctx, user?.sub ?? username, 'PreAuthentication_Authentication'),
      request: {
        userAttributes: user ? attributesMap(user) : {},
        validationData: stringMap(body, 'ClientMetadata'),
        userNotFound: !user,
      },
      response: {},
    });
  } catch (error) {
    if (error instanceof TriggerRejection) throw errors.lambdaValidation('PreAuthentication', error.message);
    throw error;
  }
  // An unknown username gets a challenge like a real one, which fails at the password step.
  if (!user) return passwordChallenge(ctx, flow, A, await decoyAccount(ctx, normalizedUsername(username)));
  // A disabled account gets the same challenge as any other: only someone who then proves the
  // password learns that it is disabled (as Cognito does), so the answer reveals nothing.

  const session: ChallengeResult[] = [{ challengeName: 'SRP_A', challengeResult: true }];
  const defined = await triggers.defineAuthChallenge({
    ...triggerBase(ctx, user.sub, 'DefineAuthChallenge_Authentication'),
    request: { userAttributes: attributesMap(user), session, clientMetadata: stringMap(body, 'ClientMetadata') },
    response: {},
  });
  if (defined.response.challengeName !== 'PASSWORD_VERIFIER') throw errors.notAuthorized();

  return passwordChallenge(ctx, flow, A, {
    userIdForSrp: user.sub,
    salt: user.srpSalt,
    verifier: user.srpVerifier,
  });
}

async function refreshTokenAuth(ctx: IdpContext, parameters: Record<string, string>) {
  const token = parameters['REFRESH_TOKEN'];
  if (!token || token.length > 4096) throw errors.invalidParameter('Missing required parameter REFRESH_TOKEN');
  const stored = await idpRepository.findRefreshToken(ctx.db, digest(token));
  if (!stored || stored.clientId !== ctx.config.clientId) throw errors.notAuthorized(messages.invalidRefreshToken);
  if (stored.revokedAt) throw errors.notAuthorized(messages.refreshRevoked);
  if (stored.expiresAt.getTime() <= ctx.config.now().getTime()) throw errors.notAuthorized('Refresh Token has expired');
  const user = await idpRepository.findUserBySub(ctx.db, stored.sub);
  if (!user) throw errors.notAuthorized(messages.invalidRefreshToken);
  assertCanSignIn(user);
  return {
    AuthenticationResult: await issueTokens(ctx, user, { authTime: stored.authTime, originJti: stored.originJti }),
    ChallengeParameters: {},
  };
}

export async function respondToAuthChallenge(ctx: IdpContext, body: Body, request: RequestInfo) {
  const { config, db } = ctx;
  checkClientId(body, config);
  const challengeName = requiredString(body, 'ChallengeName', 64);
  // A sealed session grows by one entry per answer (auth-session.ts).
  const sessionToken = requiredString(body, 'Session', 16_384);
  const responses = stringMap(body, 'ChallengeResponses');
  const clientMetadata = stringMap(body, 'ClientMetadata');

  const now = config.now();
  const opened = await openSession(ctx, sessionToken);
  if (!opened || opened.expiresAt.getTime() <= now.getTime()) throw errors.notAuthorized(messages.sessionExpired);
  const state = opened.state as AuthState;
  const codeAnswered = challengeName === 'CUSTOM_CHALLENGE' && state.expected === 'CUSTOM_CHALLENGE';
  // A code check is counted with the session's spending (one statement).
  const checks = codeAnswered ? codeStepChecks(ctx, request, opened.sub, clientMetadata) : [];
  const triggers = idpTriggers(ctx, request);
  // The code is checked, and the next step decided, before the session is spent: the answer that
  // signs in has its refresh token stored by the statement that spends the session.
  const codeStep = codeAnswered
    ? await answerCode(ctx, triggers, opened.sub, state, responses, clientMetadata)
    : undefined;
  // The password step's claim is checked against the sealed key first: a proved password leads to
  // the emailed code (unless a sign-up proof stands for it), whose sending is counted with the
  // spending, if the account still signs in with that password.
  const passwordProved =
    challengeName === 'PASSWORD_VERIFIER' &&
    state.expected === 'PASSWORD_VERIFIER' &&
    provesPassword(ctx, opened.sub, state, responses);
  const sendChecks =
    passwordProved && config.requireEmailCode && !clientMetadata[SIGN_UP_SESSION_KEY]
      ? codeSendChecks(ctx, request, opened.sub)
      : [];
  const signIn = codeStep?.defined.response.issueTokens
    ? newSignIn(ctx, opened.sub, new Date(state.authTime ?? now.toISOString()))
    : undefined;
  const spent = await idpRepository.spendSessionWithUser(db, opened, now, {
    events: rateEvents([...checks, ...sendChecks]),
    ...(sendChecks.length > 0 && state.srp ? { countIfPasswordStands: state.srp.salt } : {}),
    signIn: signIn?.row,
  });
  if (!spent) throw errors.notAuthorized(messages.sessionExpired);
  try {
    return await afterSpending(ctx, {
      challengeName,
      responses,
      clientMetadata,
      request,
      triggers,
      state,
      spent,
      codeStep,
      passwordProved,
      sendsCounted: sendChecks.length > 0,
      signIn: spent.signInStored ? signIn : undefined,
    });
  } catch (error) {
    // Refused after all: the stored refresh token was never handed out.
    if (spent.signInStored && signIn) await idpRepository.deleteRefreshToken(db, signIn.row.tokenHash);
    throw error;
  }
}

type Triggers = ReturnType<typeof idpTriggers>;

/** Whether the password step's claim matches the key sealed at InitiateAuth (the database is not asked). */
function provesPassword(ctx: IdpContext, sub: string, state: AuthState, responses: Record<string, string>): boolean {
  const srp = state.srp;
  const timestamp = parseSrpTimestamp(responses['TIMESTAMP']);
  const fresh =
    timestamp !== undefined &&
    Math.abs(timestamp.getTime() - ctx.config.now().getTime()) <= ctx.config.timestampSkewSeconds * 1000;
  return (
    !!srp &&
    srp.key !== '' &&
    fresh &&
    responses['PASSWORD_CLAIM_SECRET_BLOCK'] === srp.secretBlock &&
    typeof responses['PASSWORD_CLAIM_SIGNATURE'] === 'string' &&
    verifyPasswordClaim({
      poolName: poolName(ctx),
      userIdForSrp: sub,
      keyHex: srp.key,
      secretBlock: srp.secretBlock,
      timestamp: responses['TIMESTAMP'],
      signature: responses['PASSWORD_CLAIM_SIGNATURE'],
    })
  );
}

/** The rate checks of an answer to the emailed code; a resend is not a check. */
function codeStepChecks(
  ctx: IdpContext,
  request: RequestInfo,
  sub: string,
  clientMetadata: Record<string, string>,
): RateCheck[] {
  if (clientMetadata[RESEND_CODE_METADATA.key] === RESEND_CODE_METADATA.value) return [];
  const limits = ctx.config.rateLimits;
  return [
    [perAccountAndIp('check', sub, request), limits.codeChecksPerAccountAndIp],
    [perIp('check', request), limits.codeChecksPerIp],
  ];
}

/** The code step's answer checked and its next step decided, from the sealed session alone. */
async function answerCode(
  ctx: IdpContext,
  triggers: Triggers,
  sub: string,
  state: AuthState,
  responses: Record<string, string>,
  clientMetadata: Record<string, string>,
) {
  const userAttributes = state.userAttributes ?? {};
  const verified = await triggers.verifyAuthChallengeResponse({
    ...triggerBase(ctx, sub, 'VerifyAuthChallengeResponse_Authentication'),
    request: {
      userAttributes,
      privateChallengeParameters: state.privateChallengeParameters ?? {},
      challengeAnswer: responses['ANSWER'] ?? '',
      clientMetadata,
    },
    response: {},
  });
  const session: ChallengeResult[] = [
    ...state.session,
    {
      challengeName: 'CUSTOM_CHALLENGE',
      challengeResult: verified.response.answerCorrect === true,
      challengeMetadata: state.challengeMetadata,
    },
  ];
  const defined = await triggers.defineAuthChallenge({
    ...triggerBase(ctx, sub, 'DefineAuthChallenge_Authentication'),
    request: { userAttributes, session, clientMetadata },
    response: {},
  });
  return { session, defined };
}

/** A sign-in step once its session is spent: the checks that need the account, then the next step. */
async function afterSpending(
  ctx: IdpContext,
  step: {
    challengeName: string;
    responses: Record<string, string>;
    clientMetadata: Record<string, string>;
    request: RequestInfo;
    triggers: Triggers;
    state: AuthState;
    spent: NonNullable<Awaited<ReturnType<typeof idpRepository.spendSessionWithUser>>>;
    codeStep: Awaited<ReturnType<typeof answerCode>> | undefined;
    /** The password step's claim matched the sealed key. */
    passwordProved: boolean;
    /** The code send's checks were counted with the spending. */
    sendsCounted: boolean;
    /** Stored with the spending (else issueTokens stores a new sign-in itself). */
    signIn: NewSignIn | undefined;
  },
) {
  const { config } = ctx;
  const { challengeName, responses, clientMetadata, request, state, spent, codeStep, passwordProved, signIn } = step;
  const triggers = step.sendsCounted ? idpTriggers(ctx, request, { sendsCounted: spent.counts }) : step.triggers;
  // No account: a decoy's session (an unknown username), or an account deleted since.
  const user = spent.user;
  if (!user) throw errors.notAuthorized();
  const username = responses['USERNAME'];
  if (username && username !== user.sub && username.trim().toLowerCase() !== user.emailNormalized)
    throw errors.notAuthorized();
  if (challengeName !== state.expected)
    throw errors.invalidParameter(`Expected the ${state.expected} challenge, got ${challengeName}.`);
  // Past the password step the caller has proved the password; at it, only once it is proved.
  if (challengeName !== 'PASSWORD_VERIFIER') assertCanSignIn(user);

  let session = [...state.session];
  let authTime = state.authTime;
  let defined;
  if (codeStep) {
    assertWithinLimits(spent.counts, codeStepChecks(ctx, request, user.sub, clientMetadata));
    ({ session, defined } = codeStep);
  } else {
    // A password set since the challenge was made voids its key.
    const verified = passwordProved && user.srpSalt === state.srp?.salt;
    session.push({ challengeName: 'PASSWORD_VERIFIER', challengeResult: verified });
    // Cognito says "not confirmed" only to someone who proved the password.
    if (verified && user.status !== 'CONFIRMED') throw errors.notConfirmed();
    if (verified) assertCanSignIn(user);
    authTime = config.now().toISOString();
    // Right after sign-up, the emailed sign-up code stands for the email challenge: one code, not two.
    if (verified && (await spendSignUpProof(ctx, user, clientMetadata[SIGN_UP_SESSION_KEY])))
      session.push({
        challengeName: 'CUSTOM_CHALLENGE',
        challengeResult: true,
        challengeMetadata: SIGN_UP_CODE_METADATA,
      });
    defined = await triggers.defineAuthChallenge({
      ...triggerBase(ctx, user.sub, 'DefineAuthChallenge_Authentication'),
      request: { userAttributes: attributesMap(user), session, clientMetadata },
      response: {},
    });
  }

  if (defined.response.failAuthentication) throw errors.notAuthorized();
  if (defined.response.issueTokens) {
    return {
      AuthenticationResult: await issueTokens(ctx, user, {
        authTime: new Date(authTime ?? config.now().toISOString()),
        signIn,
      }),
      ChallengeParameters: {},
    };
  }
  if (defined.response.challengeName !== 'CUSTOM_CHALLENGE') throw errors.notAuthorized();

  const created = await triggers.createAuthChallenge({
    ...triggerBase(ctx, user.sub, 'CreateAuthChallenge_Authentication'),
    request: { userAttributes: attributesMap(user), challengeName: 'CUSTOM_CHALLENGE', session, clientMetadata },
    response: {},
  });
  const token = await sealSession(ctx, user.sub, {
    flow: state.flow,
    expected: 'CUSTOM_CHALLENGE',
    session,
    privateChallengeParameters: created.response.privateChallengeParameters,
    challengeMetadata: created.response.challengeMetadata,
    authTime,
    userAttributes: attributesMap(user),
  });
  return {
    ChallengeName: 'CUSTOM_CHALLENGE',
    Session: token,
    ChallengeParameters: created.response.publicChallengeParameters ?? {},
  };
}
