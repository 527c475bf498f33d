/** A fixed window: at most `max` events per `windowSeconds`. */
export interface RateLimit {
  max: number;
  windowSeconds: number;
}

/**
 * Every budget an attacker can spend is keyed by their address (alone, or with the account they
 * aim at), never by the account alone: a burst from one address slows that address and leaves the
 * owner, coming from another, untouched (docs/security.md).
 */
export interface IdpRateLimits {
  /** Sign-in attempts that solved the captcha, per account from one address. */
  signInPerAccountAndIp: RateLimit;
  /** Sign-in attempts per address, counted before the captcha (a captcha-less flood costs only the sender). */
  signInPerIp: RateLimit;
  codeChecksPerAccountAndIp: RateLimit;
  codeChecksPerIp: RateLimit;
  /** After this many wrong answers an emailed code is void and a new one must be asked for. */
  wrongAnswersPerCode: RateLimit;
  codeSendsPerAccountAndIp: RateLimit;
  codeSendsPerIp: RateLimit;
}

export interface IdpCaptchaConfig {
  /** Off only in tests that are not about the captcha; always on in the running server. */
  enabled: boolean;
  /** ALTCHA_HMAC_KEY; when absent, a random key is generated once and kept in the database. */
  hmacKey?: string;
  /** PBKDF2 iterations per guess; the browser makes between maxNumber/2 and maxNumber guesses. */
  cost: number;
  /** The counter is drawn below this number; lower means an easier challenge. */
  maxNumber: number;
  expiresInSeconds: number;
}

export interface IdpConfig {
  userPoolId: string;
  clientId: string;
  /** Public origin of the api (e.g. https://api.festival.org); iss = `<base>/idp/<poolId>`. */
  publicBaseUrl: string;
  /** Where the plugin is mounted; also part of the issuer. */
  mountPath: string;
  /** Browser origins allowed to call the endpoint (the three sites). */
  isAllowedOrigin: (origin: string) => boolean;
  captcha: IdpCaptchaConfig;
  rateLimits: IdpRateLimits;
  /** After the password step, a code is emailed; off means SRP alone signs in. */
  requireEmailCode: boolean;
  authSessionSeconds: number;
  signUpCodeSeconds: number;
  forgotPasswordCodeSeconds: number;
  accessTokenSeconds: number;
  idTokenSeconds: number;
  refreshTokenDays: number;
  /** The custom challenge allows this many wrong codes (SPEC §9: 5). */
  maxCodeAttempts: number;
  /** How long the api reuses one answer about a sign-in (still valid, account enabled); 0 = ask every time. */
  sessionStatusCacheSeconds: number;
  /** SRP TIMESTAMP further than this from the server clock is refused. */
  timestampSkewSeconds: number;
  now: () => Date;
}

const USER_POOL_ID = /^[\w-]+_[0-9a-zA-Z]+$/;

export const defaultRateLimits: IdpRateLimits = {
  signInPerAccountAndIp: { max: 20, windowSeconds: 15 * 60 },
  signInPerIp: { max: 200, windowSeconds: 15 * 60 },
  codeChecksPerAccountAndIp: { max: 30, windowSeconds: 15 * 60 },
  codeChecksPerIp: { max: 300, windowSeconds: 15 * 60 },
  wrongAnswersPerCode: { max: 10, windowSeconds: 24 * 60 * 60 },
  codeSendsPerAccountAndIp: { max: 10, windowSeconds: 15 * 60 },
  codeSendsPerIp: { max: 100, windowSeconds: 15 * 60 },
};

/**
 * The sites are `user.`, `admin.` and `identity.` (and `www.`) under the api's own host; on
 * `localhost` any port is accepted because the dev servers each pick their own.
 */
export function siteOriginMatcher(publicBaseUrl: string, extra: string[] = []): (origin: string) => boolean {
  const base = new URL(publicBaseUrl);
  const listed = new Set(extra.map((origin) => origin.replace(/\/$/, '')));
  return (origin) => {
    if (listed.has(origin)) return true;
    let url: URL;
    try {
      url = new URL(origin);
    } catch {
      return false;
    }
    const match = /^(user|admin|identity|www)\.(.+)$/.exec(url.hostname);
    const parent = match ? match[2] : url.hostname;
    if (parent !== base.hostname) return false;
    if (base.hostname === 'localhost' || base.hostname === '127.0.0.1') return true;
    return url.protocol === base.protocol && url.port === base.port;
  };
}

export function loadIdpConfig(
  env: Record<string, string | undefined> = process.env,
  overrides: Partial<IdpConfig> = {},
): IdpConfig {
  const userPoolId = env['IDP_USER_POOL_ID']?.trim() || 'local_Festival01';
  if (!USER_POOL_ID.test(userPoolId) || userPoolId.length > 55) {
    throw new Error(`IDP_USER_POOL_ID "${userPoolId}" must look like local_AbC123 (letters, digits, one underscore).`);
  }
  const publicBaseUrl = (env['PUBLIC_BASE_URL']?.trim() || `http://localhost:${env['PORT'] || '8080'}`).replace(
    /\/$/,
    '',
  );
  const extraOrigins = (env['IDP_ALLOWED_ORIGINS'] ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  return {
    userPoolId,
    clientId: env['IDP_CLIENT_ID']?.trim() || 'festivalportallocal',
    publicBaseUrl,
    mountPath: '/idp',
    isAllowedOrigin: siteOriginMatcher(publicBaseUrl, extraOrigins),
    captcha: {
      enabled: true,
      hmacKey: env['ALTCHA_HMAC_KEY']?.trim() || undefined,
      cost: Number(env['ALTCHA_COST'] || 1_000),
      maxNumber: Number(env['ALTCHA_MAX_NUMBER'] || 2_000),
      expiresInSeconds: 10 * 60,
    },
    rateLimits: defaultRateLimits,
    requireEmailCode: true,
    authSessionSeconds: 3 * 60,
    signUpCodeSeconds: 24 * 60 * 60,
    forgotPasswordCodeSeconds: 60 * 60,
    accessTokenSeconds: 60 * 60,
    idTokenSeconds: 60 * 60,
    refreshTokenDays: 30,
    maxCodeAttempts: 5,
    timestampSkewSeconds: 5 * 60,
    sessionStatusCacheSeconds: Number(env['IDP_SESSION_STATUS_CACHE_SECONDS'] || 5),
    now: () => new Date(),
    ...overrides,
  };
}

/** The `iss` of our tokens and the base of the JWKS URL. */
export const issuerOf = (config: Pick<IdpConfig, 'publicBaseUrl' | 'mountPath' | 'userPoolId'>) =>
  `${config.publicBaseUrl}${config.mountPath}/${config.userPoolId}`;
