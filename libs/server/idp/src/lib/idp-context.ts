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
  /** Work that finishes after the answer (mail whose timing must not tell who exists); awaited on close. */
  background: Set<Promise<void>>;
  /** Brief answers about sign-ins the api asked after (verifier-options.ts). */
  sessionStatusCache: Map<string, { status: 'active' | 'disabled' | 'missing' | 'signed-out'; until: number }>;
  /** Where background failures are reported (the app's logger once the routes are registered). */
  log?: { error(details: Record<string, unknown>, message: string): void };
}

/** Facts about the HTTP request the operation came in on. */
export interface RequestInfo {
  ip?: string;
}

export function createIdpContext(db: Db, config: IdpConfig, mailer: Mailer): IdpContext {
  return { db, config, mailer, background: new Set(), sessionStatusCache: new Map() };
}

/** Runs `task` after the answer; its failure is logged, never thrown. */
export function runInBackground(ctx: IdpContext, task: Promise<void>): void {
  const tracked: Promise<void> = task
    .catch((error: unknown) => ctx.log?.error({ err: error }, 'idp background task failed'))
    .finally(() => ctx.background.delete(tracked));
  ctx.background.add(tracked);
}

/** Waits for the background work started so far (on close, and in tests). */
export async function settleBackground(ctx: IdpContext): Promise<void> {
  await Promise.all([...ctx.background]);
}
