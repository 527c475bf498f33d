import type { AccountStatus, EmbeddedIdpVerifierOptions } from '@festival/server-auth';
import type { IdpContext } from './idp-context';
import { issuerOf } from './idp-config';
import { idpRepository } from './idp.repository';
import { getIdpVerificationKeys } from './tokens';

const CACHE_LIMIT = 10_000;

/**
 * Whether the account behind a token may still use the api: it exists, is enabled, and the
 * sign-in the token came from (its `origin_jti`) was not ended by a sign-out everywhere or a
 * password change. Answers are cached briefly per sign-in (`sessionStatusCacheSeconds`, other replicas see a change within it); this process forgets a user's at once
 * when it ends their sessions (`forgetSessionStatus`).
 */
export async function sessionStatus(ctx: IdpContext, sub: string, originJti: unknown): Promise<AccountStatus> {
  const key = `${sub}:${String(originJti)}`;
  const now = ctx.config.now().getTime();
  const cached = ctx.config.sessionStatusCacheSeconds > 0 ? ctx.sessionStatusCache.get(key) : undefined;
  if (cached && cached.until > now) return cached.status;
  const status = await readSessionStatus(ctx, sub, originJti);
  if (ctx.sessionStatusCache.size >= CACHE_LIMIT) ctx.sessionStatusCache.clear();
  ctx.sessionStatusCache.set(key, { status, until: now + ctx.config.sessionStatusCacheSeconds * 1000 });
  return status;
}

async function readSessionStatus(ctx: IdpContext, sub: string, originJti: unknown): Promise<AccountStatus> {
  const session = await idpRepository.sessionOf(ctx.db, sub, typeof originJti === 'string' ? originJti : undefined);
  if (!session) return 'missing';
  if (!session.enabled) return 'disabled';
  if (!session.origin || session.origin.revokedAt) return 'signed-out';
  return 'active';
}

/** Drops this process's cached answers for a user whose sessions or account just changed. */
export function forgetSessionStatus(ctx: IdpContext, sub: string): void {
  for (const key of ctx.sessionStatusCache.keys()) if (key.startsWith(`${sub}:`)) ctx.sessionStatusCache.delete(key);
}

/**
 * The embedded idp: the same checks, with its key set read straight from the database (what it
 * publishes at `<issuer>/.well-known/jwks.json`), and disabled, deleted or signed-out sessions refused.
 */
export function embeddedIdpVerifierOptions(idp: IdpContext): EmbeddedIdpVerifierOptions {
  return {
    issuer: issuerOf(idp.config),
    audience: idp.config.clientId,
    keys: { kind: 'local', load: async () => (await getIdpVerificationKeys(idp)).jwks },
    accountStatus: (sub, claims) => sessionStatus(idp, sub, claims['origin_jti']),
    now: idp.config.now,
  };
}
