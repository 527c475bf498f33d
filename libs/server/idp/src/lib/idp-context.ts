import type { Db } from '@festival/server-db';
import type { Mailer } from '@festival/server-mail';
import type { IdpConfig } from './idp-config';
import type { SigningKey } from './signing-keys';

/** What every idp operation needs: the database, the settings and the way to send mail. */
export interface IdpContext {
  db: Db;
  config: IdpConfig;
  mailer: Mailer;
  /** The signing key is immutable once created, so one lookup per process is enough. */
  signingKey?: Promise<SigningKey>;
}

/** Facts about the HTTP request the operation came in on. */
export interface RequestInfo {
  ip?: string;
}

export function createIdpContext(db: Db, config: IdpConfig, mailer: Mailer): IdpContext {
  return { db, config, mailer };
}
