import { randomBytes } from 'node:crypto';
import { errors, messages } from './idp-errors';
import type { IdpContext, RequestInfo } from './idp-context';
import { idpTriggers, poolName, triggerBase } from './idp-triggers';
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
import {
  createServerEphemeral,
  parseClientA,
  parseSrpTimestamp,
  verifyPasswordClaim,
  type ServerEphemeral,
} from './srp';
import { issueTokens, userAttributes } from './tokens';
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
  srp?: { A: string; b: string; B: string; secretBlock: string };
  privateChallengeParameters?: Record<string, string>;
  challengeMetadata?: string;
  authTime?: string;
}

const attributesMap = (user: IdpUser) =>
  Object.fromEntries(userAttributes(user).map(({ Name, Value }) => [Name, Value]));

/**
 * The state of a sign-in waiting for the password step. A decoy (an unknown username) gets the same,
 * from the same function, so that its sealed session is as long as a real one.
 */
function passwordVerifierState(
  flow: 'CUSTOM_AUTH' | 'USER_SRP_AUTH',
  A: bigint,
  ephemeral: ServerEphemeral,
  secretBlock: string,
): AuthState {
  return {
    flow,
    expected: 'PASSWORD_VERIFIER',
    session: [{ challengeName: 'SRP_A', challengeResult: true }],
    // Fixed widths: b is 256 bits, B below the 3072-bit N.
    srp: { A: A.toString(16), b: ephemeral.b.padStart(64, '0'), B: ephemeral.B.padStart(768, '0'), secretBlock },
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
  const triggers = idpTriggers(ctx, request, [perAccount]);
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
  if (!user) return decoyPasswordChallenge(ctx, flow, A, normalizedUsername(username));
  // A disabled account gets the same challenge as any other: only someone who then proves the
  // password learns that it is disabled (as Cognito does), so the answer reveals nothing.

  const session: ChallengeResult[] = [{ challengeName: 'SRP_A', challengeResult: true }];
  const defined = await triggers.defineAuthChallenge({
    ...triggerBase(ctx, user.sub, 'DefineAuthChallenge_Authentication'),
    request: { userAttributes: attributesMap(user), session, clientMetadata: stringMap(body, 'ClientMetadata') },
    response: {},
  });
  if (defined.response.challengeName !== 'PASSWORD_VERIFIER') throw errors.notAuthorized();

  const ephemeral = createServerEphemeral(user.srpVerifier);
  const secretBlock = randomBytes(64).toString('base64');
  const token = await sealSession(ctx, user.sub, passwordVerifierState(flow, A, ephemeral, secretBlock));
  return {
    ChallengeName: 'PASSWORD_VERIFIER',
    Session: token,
    ChallengeParameters: {
      SALT: user.srpSalt,
      SRP_B: ephemeral.B,
      SECRET_BLOCK: secretBlock,
      USER_ID_FOR_SRP: user.sub,
      USERNAME: user.sub,
    },
  };
}

/** What an unknown username gets: a challenge like a real one, which fails at the password step. */
async function decoyPasswordChallenge(
  ctx: IdpContext,
  flow: 'CUSTOM_AUTH' | 'USER_SRP_AUTH',
  A: bigint,
  username: string,
) {
  const decoy = await decoyAccount(ctx, username);
  const ephemeral = createServerEphemeral(decoy.verifier);
  const secretBlock = randomBytes(64).toString('base64');
  return {
    ChallengeName: 'PASSWORD_VERIFIER',
    Session: await sealSession(ctx, decoy.userIdForSrp, passwordVerifierState(flow, A, ephemeral, secretBlock)),
    ChallengeParameters: {
      SALT: decoy.salt,
      SRP_B: ephemeral.B,
      SECRET_BLOCK: secretBlock,
      USER_ID_FOR_SRP: decoy.userIdForSrp,
      USERNAME: decoy.userIdForSrp,
    },
  };
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
  // A code check is counted with the session's spending (one statement); a resend is not a check.
  const resend = clientMetadata[RESEND_CODE_METADATA.key] === RESEND_CODE_METADATA.value;
  const checks: RateCheck[] =
    challengeName === 'CUSTOM_CHALLENGE' && state.expected === 'CUSTOM_CHALLENGE' && !resend
      ? [
          [perAccountAndIp('check', opened.sub, request), config.rateLimits.codeChecksPerAccountAndIp],
          [perIp('check', request), config.rateLimits.codeChecksPerIp],
        ]
      : [];
  const spent = await idpRepository.spendSessionWithUser(db, opened, rateEvents(checks), now);
  if (!spent) throw errors.notAuthorized(messages.sessionExpired);
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

  const triggers = idpTriggers(ctx, request);
  const session = [...state.session];
  let authTime = state.authTime;
  if (challengeName === 'PASSWORD_VERIFIER') {
    const srp = state.srp;
    const timestamp = parseSrpTimestamp(responses['TIMESTAMP']);
    const fresh =
      timestamp !== undefined &&
      Math.abs(timestamp.getTime() - config.now().getTime()) <= config.timestampSkewSeconds * 1000;
    const verified =
      !!srp &&
      fresh &&
      responses['PASSWORD_CLAIM_SECRET_BLOCK'] === srp.secretBlock &&
      typeof responses['PASSWORD_CLAIM_SIGNATURE'] === 'string' &&
      verifyPasswordClaim({
        poolName: poolName(ctx),
        userIdForSrp: user.sub,
        A: BigInt(`0x${srp.A}`),
        ephemeral: { b: srp.b, B: srp.B },
        verifierHex: user.srpVerifier,
        secretBlock: srp.secretBlock,
        timestamp: responses['TIMESTAMP'],
        signature: responses['PASSWORD_CLAIM_SIGNATURE'],
      });
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
  } else {
    assertWithinLimits(spent.counts, checks);
    const verified = await triggers.verifyAuthChallengeResponse({
      ...triggerBase(ctx, user.sub, 'VerifyAuthChallengeResponse_Authentication'),
      request: {
        userAttributes: attributesMap(user),
        privateChallengeParameters: state.privateChallengeParameters ?? {},
        challengeAnswer: responses['ANSWER'] ?? '',
        clientMetadata,
      },
      response: {},
    });
    session.push({
      challengeName: 'CUSTOM_CHALLENGE',
      challengeResult: verified.response.answerCorrect === true,
      challengeMetadata: state.challengeMetadata,
    });
  }

  const defined = await triggers.defineAuthChallenge({
    ...triggerBase(ctx, user.sub, 'DefineAuthChallenge_Authentication'),
    request: { userAttributes: attributesMap(user), session, clientMetadata },
    response: {},
  });
  if (defined.response.failAuthentication) throw errors.notAuthorized();
  if (defined.response.issueTokens) {
    return {
      AuthenticationResult: await issueTokens(ctx, user, {
        authTime: new Date(authTime ?? config.now().toISOString()),
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
  });
  return {
    ChallengeName: 'CUSTOM_CHALLENGE',
    Session: token,
    ChallengeParameters: created.response.publicChallengeParameters ?? {},
  };
}
