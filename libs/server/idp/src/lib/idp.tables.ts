import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * Accounts of the embedded identity provider. The password itself is never stored: only the
 * SRP salt and verifier, which are password-equivalent for offline guessing, so this table
 * deserves the protection of a password-hash table.
 */
export const idpUsers = pgTable(
  'idp_users',
  {
    sub: uuid('sub').primaryKey(),
    email: text('email').notNull(),
    /** Lower-cased email: one account per address whatever its case. */
    emailNormalized: text('email_normalized').notNull(),
    emailVerified: boolean('email_verified').notNull().default(false),
    givenName: text('given_name'),
    familyName: text('family_name'),
    middleName: text('middle_name'),
    /** Cognito's `locale` attribute: the language of the site the account was made on (an ID token claim). */
    locale: text('locale'),
    userType: text('user_type').notNull().default('USER'),
    status: text('status').$type<'UNCONFIRMED' | 'CONFIRMED'>().notNull().default('UNCONFIRMED'),
    enabled: boolean('enabled').notNull().default(true),
    srpSalt: text('srp_salt').notNull(),
    srpVerifier: text('srp_verifier').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('idp_users_email_idx').on(table.emailNormalized),
    index('idp_users_created_idx').on(table.createdAt),
  ],
);

/** One live code per account and purpose; a new code replaces the previous one. Stored hashed. */
export const idpCodes = pgTable(
  'idp_codes',
  {
    sub: uuid('sub')
      .notNull()
      .references(() => idpUsers.sub, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<'SIGN_UP' | 'FORGOT_PASSWORD'>().notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.sub, table.purpose] })],
);

/**
 * Auth sessions already spent. The opaque `Session` of InitiateAuth / RespondToAuthChallenge (and
 * ConfirmSignUp's sign-up proof) carries its own state, sealed (auth-session.ts); only its id is
 * stored when a step spends it, so that it is single-use, and kept until it expires.
 */
export const idpSpentSessions = pgTable(
  'idp_spent_sessions',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('idp_spent_sessions_expires_idx').on(table.expiresAt)],
);

/** Refresh tokens, stored hashed. origin_jti ties the access and ID tokens to their sign-in. */
export const idpRefreshTokens = pgTable(
  'idp_refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    originJti: uuid('origin_jti').notNull(),
    sub: uuid('sub')
      .notNull()
      .references(() => idpUsers.sub, { onDelete: 'cascade' }),
    clientId: text('client_id').notNull(),
    authTime: timestamp('auth_time', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('idp_refresh_tokens_origin_idx').on(table.originJti),
    index('idp_refresh_tokens_sub_idx').on(table.sub),
  ],
);

/** RS256 signing keys, created on first use; the public halves are the JWKS. */
export const idpSigningKeys = pgTable('idp_signing_keys', {
  kid: text('kid').primaryKey(),
  privateJwk: jsonb('private_jwk').notNull(),
  publicJwk: jsonb('public_jwk').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** Fixed-window counters for rate limits, in the database so that every replica agrees. */
export const idpRateCounters = pgTable('idp_rate_counters', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});

/** Captcha solutions already spent, kept until their challenge expires. */
export const idpCaptchaUsed = pgTable(
  'idp_captcha_used',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('idp_captcha_used_expires_idx').on(table.expiresAt)],
);

/** Secrets generated once per installation (e.g. the captcha HMAC key when none is configured). */
export const idpSecrets = pgTable('idp_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
