import { isIP } from 'node:net';
import { randomBytes } from 'node:crypto';
import { isAbsolute, join, resolve } from 'node:path';
import type { DatabaseConfig } from '@festival/server-db';
import { checkPasswordPolicy, loadIdpConfig, type IdpConfig } from '@festival/server-idp';
import { FilesConfigError, loadFilesConfig, type FilesConfig } from '@festival/server-files';
import { loadMailConfig, type MailConfig } from '@festival/server-mail';
import { DEFAULT_EXPORT_RETENTION_HOURS } from '@festival/server-exports';
import { siteOrigin } from '@festival/shared-util-site';
import { loadPaymentsConfig, PaymentsConfigError, type PaymentsConfig } from '@festival/server-payments';
import { loadWalletConfig, WalletConfigError, type WalletConfig } from '@festival/server-wallet';

/** A setting that cannot work; its message is the one line an operator needs. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

export interface ApiConfig {
  port: number;
  /** `localhost` listens on both 127.0.0.1 and ::1, which Chromium's *.localhost needs. */
  host: string;
  /** The embedded database lives in `<dataDir>/pglite`. */
  dataDir: string;
  /** A PostgreSQL server instead of the embedded database. */
  databaseUrl: string | null;
  /** DATABASE_POOL_SIZE: connections each process keeps to PostgreSQL (default 10; replicas × size must fit the server's max_connections). */
  databasePoolSize: number;
  /** Holds attendee/, admin/, identity/ as Vite builds them. */
  sitesDir: string;
  production: boolean;
  /**
   * PUBLIC_BASE_URL: the public origin (e.g. https://festival.example). In production the sites'
   * links and /config.json are built from it, never from a request's Host header; required there.
   */
  publicBaseUrl: string | null;
  /** The API docs (Swagger UI and openapi.json): on in development, off in production unless API_DOCS=true. */
  apiDocs: boolean;
  logLevel: string;
  festivalSiteUrl: string | null;
  /** The organisers' address shown when an activity is full (CONTACT_EMAIL). */
  contactEmail: string | null;
  multiLanguage: boolean;
  /**
   * TRANSLATION_COLLECTION=true: the apps post keys without a translation to
   * /translation-svc/v1/translations with this api key (TRANSLATION_API_KEY; random per start when
   * unset, so set it when running several replicas). It is shown to the apps in /config.json.
   */
  translationCollection: { apiKey: string } | null;
  /** QUOTE_SERVICE_URL: an HTTP quote service (QUOTE_SERVICE_TIMEOUT_MS, default 2000); the bundled set otherwise and on failure. */
  quoteService: { url: string; timeoutMs: number } | null;
  identity: { userPoolId: string; clientId: string; region: string; endpoint: string | null };
  trustProxy: boolean;
  /** API requests per client address and minute; 0 turns the limit off. */
  rateLimitPerMinute: number;
  /** METRICS_TOKEN: Prometheus reads /metrics with `Authorization: Bearer <token>`; null: no /metrics. */
  metricsToken: string | null;
  /** Main-event registrations one account may make or change per hour; 0 turns the limit off. */
  registrationWritesPerHour: number;
  /**
   * How long the public reads (events, activities with places left, reference lists) are answered
   * from memory and may be kept by browsers; 0 turns the cache off. Staff edits invalidate it at
   * once on their replica; this is the bound for the other replicas and for places-left counts.
   */
  publicReadCacheSeconds: number;
  bodyLimitBytes: number;
  /** The admin account the first start seeds in the embedded idp (ADMIN_EMAIL / ADMIN_PASSWORD). */
  admin: AdminAccountConfig;
  /** Uploaded files: S3 when S3_BUCKET is set, otherwise `<dataDir>/files` (FILES_SIGNING_SECRET signs their URLs). */
  files: FilesConfig;
  /** Sender, brand and transport of the emails (SMTP_URL, MAIL_FROM, FESTIVAL_NAME). */
  mail: MailConfig;
  /** The embedded identity provider (captcha, public origin); null with a Cognito pool, which needs none. */
  idp: IdpConfig | null;
  /** Hours a freed place of a paid activity is held for the next waiting attendee to pay (WAITLIST_OFFER_HOURS). */
  waitlistOfferHours: number;
  /** Hours a CSV export's file and record are kept before a sweep deletes them (EXPORT_RETENTION_HOURS). */
  exportRetentionHours: number;
  /** The attendee site's origin, for links in emails (ATTENDEE_SITE_URL; by default user.localhost on the API's port). */
  attendeeSiteUrl: string;
  /** The card gateway: the in-process sandbox (default) or Authorize.net (PAYMENT_GATEWAY=authorizenet and its keys). */
  payments: PaymentsConfig;
  /** SEED_PAID_EVENT: also seed a second festival with a registration fee (to see the payment step). */
  seedPaidEvent: boolean;
  /** SEED_REVIEW_REQUIRED: the demo festival's registrations wait for staff review (PENDING) on the first seed. */
  seedReviewRequired: boolean;
  /** Wallet passes (WALLET_*): Apple's certificates as PEM text or file paths; none on the embedded default. */
  wallet: WalletConfig;
}

export interface AdminAccountConfig {
  email: string;
  password: string;
  /**
   * Where the password came from: `demo` (the memorable default of the embedded, non-production
   * setup), `env` (ADMIN_PASSWORD), or `generated` (production without ADMIN_PASSWORD: random,
   * printed once when the account is created).
   */
  passwordSource: 'demo' | 'env' | 'generated';
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
export const EMBEDDED_USER_POOL_ID = 'local_Festival01';
export const EMBEDDED_CLIENT_ID = 'festivalportallocal';
export const DEFAULT_ADMIN_EMAIL = 'admin@festival.localhost';
/** Memorable on purpose, for demos on a developer machine only; it satisfies the password policy. */
export const DEMO_ADMIN_PASSWORD = 'Aloha!Festival2027';

type Env = Record<string, string | undefined>;

function text(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const value = text(env, name);
  if (value === undefined) return fallback;
  if (!/^\d+$/.test(value) || Number(value) < min || Number(value) > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max} (it is "${value}"): fix or unset it.`);
  }
  return Number(value);
}

/** Whoever holds it reads the metrics, which say how busy the festival is: long enough not to be guessed. */
function metricsToken(env: Env): string | null {
  const value = text(env, 'METRICS_TOKEN');
  if (value === undefined) return null;
  if (value.length < 24)
    throw new ConfigError('METRICS_TOKEN must be at least 24 characters long: use a longer random value or unset it.');
  return value;
}

function flag(env: Env, name: string, fallback: boolean): boolean {
  const value = text(env, name)?.toLowerCase();
  if (value === undefined) return fallback;
  if (['true', '1', 'yes'].includes(value)) return true;
  if (['false', '0', 'no'].includes(value)) return false;
  throw new ConfigError(`${name} must be true or false (it is "${value}"): fix or unset it.`);
}

function url(env: Env, name: string, protocols: string[]): string | null {
  const value = text(env, name);
  if (value === undefined) return null;
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    throw new ConfigError(`${name} is not a valid URL: it should look like ${protocols[0]}//...`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(
      `${name} must start with ${protocols.map((p) => `${p}//`).join(' or ')} (it starts with ${parsed.protocol}//).`,
    );
  }
  return value;
}

/** Reads every setting from the environment once, at start-up, and refuses what cannot work. */
export function loadConfig(env: Env = process.env, cwd = process.cwd()): ApiConfig {
  const production = text(env, 'NODE_ENV') === 'production';
  const logLevel = text(env, 'LOG_LEVEL')?.toLowerCase() ?? 'info';
  if (!LOG_LEVELS.includes(logLevel))
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (it is "${logLevel}").`);
  const folder = (value: string) => (isAbsolute(value) ? value : resolve(cwd, value));
  const cognitoPoolId = text(env, 'COGNITO_USER_POOL_ID');
  // The embedded client id would silently make every Cognito token fail the audience check.
  if (cognitoPoolId && !text(env, 'COGNITO_CLIENT_ID')) {
    throw new ConfigError(
      'COGNITO_USER_POOL_ID is set but COGNITO_CLIENT_ID is not: set the app client id of that user pool, or unset COGNITO_USER_POOL_ID.',
    );
  }
  // The local mailbox keeps one-time codes in plaintext and delivers nothing: a production server
  // without SMTP would lock every user out, silently. Refused unless asked for by name.
  if (production && !text(env, 'SMTP_URL') && !flag(env, 'ALLOW_MAILBOX_IN_PRODUCTION', false)) {
    throw new ConfigError(
      'NODE_ENV=production needs SMTP_URL (mail would otherwise stay in the local mailbox, undelivered); set ALLOW_MAILBOX_IN_PRODUCTION=true only for a trial that sends no mail.',
    );
  }
  const publicBaseUrl = url(env, 'PUBLIC_BASE_URL', ['https:', 'http:']);
  if (production && !publicBaseUrl) {
    throw new ConfigError(
      'NODE_ENV=production needs PUBLIC_BASE_URL (e.g. https://festival.example): links are built from it, never from the Host header.',
    );
  }
  // The sites are user., admin. and identity. in front of its host, which an address cannot carry.
  if (production && publicBaseUrl && isIP(new URL(publicBaseUrl).hostname.replace(/^\[|\]$/g, ''))) {
    throw new ConfigError(
      'PUBLIC_BASE_URL must name a domain (e.g. https://festival.example), not an IP address: the sites are its user., admin. and identity. names.',
    );
  }
  const userPoolId = cognitoPoolId ?? EMBEDDED_USER_POOL_ID;
  const port = integer(env, 'PORT', 8080, 0, 65535);
  const identity = {
    userPoolId,
    clientId: text(env, 'COGNITO_CLIENT_ID') ?? EMBEDDED_CLIENT_ID,
    // Cognito pool ids start with their region ("us-west-2_AbC"); the embedded one says "local".
    region: text(env, 'COGNITO_REGION') ?? userPoolId.split('_')[0],
    endpoint: url(env, 'COGNITO_ENDPOINT', ['https:', 'http:']),
  };
  return {
    port,
    host: text(env, 'HOST') ?? 'localhost',
    dataDir: folder(text(env, 'DATA_DIR') ?? '.data'),
    databaseUrl: url(env, 'DATABASE_URL', ['postgres:', 'postgresql:']),
    databasePoolSize: integer(env, 'DATABASE_POOL_SIZE', 10, 1, 500),
    sitesDir: folder(text(env, 'SITES_DIR') ?? join('dist', 'apps')),
    production,
    publicBaseUrl: publicBaseUrl?.replace(/\/$/, '') ?? null,
    apiDocs: flag(env, 'API_DOCS', !production),
    logLevel,
    festivalSiteUrl: url(env, 'FESTIVAL_SITE_URL', ['https:', 'http:']),
    contactEmail: text(env, 'CONTACT_EMAIL') ?? null,
    multiLanguage: flag(env, 'MULTI_LANGUAGE', false),
    translationCollection: flag(env, 'TRANSLATION_COLLECTION', false)
      ? { apiKey: text(env, 'TRANSLATION_API_KEY') ?? randomBytes(18).toString('base64url') }
      : null,
    quoteService: quoteServiceSettings(env),
    identity,
    trustProxy: flag(env, 'TRUST_PROXY', false),
    rateLimitPerMinute: integer(env, 'RATE_LIMIT_PER_MINUTE', 1000, 0, 1_000_000),
    metricsToken: metricsToken(env),
    registrationWritesPerHour: integer(env, 'REGISTRATION_WRITES_PER_HOUR', 30, 0, 100_000),
    publicReadCacheSeconds: integer(env, 'PUBLIC_READ_CACHE_SECONDS', 5, 0, 3600),
    bodyLimitBytes: integer(env, 'BODY_LIMIT_BYTES', 1_048_576, 1024, 100 * 1_048_576),
    admin: adminAccount(env, production),
    files: filesSettings(env),
    mail: loadMailConfig(env),
    waitlistOfferHours: integer(env, 'WAITLIST_OFFER_HOURS', 24, 1, 24 * 30),
    exportRetentionHours: integer(env, 'EXPORT_RETENTION_HOURS', DEFAULT_EXPORT_RETENTION_HOURS, 1, 24 * 90),
    attendeeSiteUrl: (
      url(env, 'ATTENDEE_SITE_URL', ['https:', 'http:']) ??
      siteOrigin('attendee', { protocol: 'http:', host: `localhost:${port}` })
    ).replace(/\/$/, ''),
    payments: paymentsSettings(env),
    seedPaidEvent: flag(env, 'SEED_PAID_EVENT', false),
    seedReviewRequired: flag(env, 'SEED_REVIEW_REQUIRED', false),
    wallet: walletSettings(env),
    // The embedded idp serves the `local_` pool, with the pool, client and port the API uses.
    idp:
      identity.region === 'local'
        ? idpSettings({ ...env, IDP_CLIENT_ID: identity.clientId, PORT: String(port) }, identity.userPoolId)
        : null,
  };
}

function quoteServiceSettings(env: Env): ApiConfig['quoteService'] {
  const serviceUrl = url(env, 'QUOTE_SERVICE_URL', ['https:', 'http:']);
  return serviceUrl
    ? { url: serviceUrl, timeoutMs: integer(env, 'QUOTE_SERVICE_TIMEOUT_MS', 2000, 100, 30_000) }
    : null;
}

function idpSettings(env: Env, userPoolId: string): IdpConfig {
  try {
    return loadIdpConfig({ ...env, IDP_USER_POOL_ID: userPoolId });
  } catch (error) {
    throw new ConfigError((error as Error).message);
  }
}

function paymentsSettings(env: Env): PaymentsConfig {
  try {
    return loadPaymentsConfig(env);
  } catch (error) {
    throw error instanceof PaymentsConfigError ? new ConfigError(error.message) : error;
  }
}

function filesSettings(env: Env): FilesConfig {
  try {
    return loadFilesConfig(env);
  } catch (error) {
    throw error instanceof FilesConfigError ? new ConfigError(error.message) : error;
  }
}

function walletSettings(env: Env): WalletConfig {
  try {
    return loadWalletConfig(env);
  } catch (error) {
    throw error instanceof WalletConfigError ? new ConfigError(error.message) : error;
  }
}

const ADMIN_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+$/;

/** ADMIN_EMAIL / ADMIN_PASSWORD; the demo password only where no one but the developer can reach it. */
function adminAccount(env: Env, production: boolean): AdminAccountConfig {
  const email = text(env, 'ADMIN_EMAIL') ?? DEFAULT_ADMIN_EMAIL;
  if (email.length > 254 || !ADMIN_EMAIL_PATTERN.test(email))
    throw new ConfigError(`ADMIN_EMAIL is not an email address (it is "${email}"): fix or unset it.`);
  const password = env['ADMIN_PASSWORD'];
  if (password !== undefined && password !== '') {
    const problem = adminPasswordProblem(password);
    if (problem) throw new ConfigError(`ADMIN_PASSWORD is refused (${problem}): choose another or unset it.`);
    return { email, password, passwordSource: 'env' };
  }
  if (!production) return { email, password: DEMO_ADMIN_PASSWORD, passwordSource: 'demo' };
  // Random, yet always within the policy: the fixed tail supplies each required kind of character.
  return { email, password: `${randomBytes(15).toString('base64url')}Aa1!`, passwordSource: 'generated' };
}

/** The idp's own policy check (SPEC.md §5), so that a bad ADMIN_PASSWORD fails at start-up in one line. */
function adminPasswordProblem(password: string): string | null {
  try {
    checkPasswordPolicy(password);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

/** PostgreSQL when DATABASE_URL is set, otherwise the embedded database in `<DATA_DIR>/pglite`. */
export function databaseConfig(config: ApiConfig): DatabaseConfig {
  return config.databaseUrl
    ? { engine: 'postgres', url: config.databaseUrl, poolSize: config.databasePoolSize }
    : { engine: 'pglite', dataDir: join(config.dataDir, 'pglite') };
}
