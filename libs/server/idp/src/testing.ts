/**
 * Fixtures for benchmarks that need many signed-in accounts before they measure (e.g.
 * tools/bench/activity-surge.ts). Never imported by the app: a sign-in here skips the protocol's
 * round trips (SRP, the emailed code), which the idp's own tests and the e2e journeys cover.
 */
import type { IdpContext } from './lib/idp-context';
import { adminCreateUser } from './lib/admin.service';
import { idpRepository } from './lib/idp.repository';
import { issueTokens } from './lib/tokens';

const FIXTURE_PASSWORD = 'Bench#Festival2027';

/** A confirmed account and an ID token for it, signed by the idp's real key like any sign-in's. */
export async function signedInAccount(
  ctx: IdpContext,
  input: { email: string; givenName?: string; familyName?: string },
): Promise<{ sub: string; idToken: string }> {
  const { sub } = await adminCreateUser(ctx, { ...input, password: FIXTURE_PASSWORD, confirmed: true });
  const user = await idpRepository.findUserByUsername(ctx.db, input.email);
  if (!user) throw new Error(`the account ${input.email} was not created`);
  const tokens = await issueTokens(ctx, user, { authTime: ctx.config.now() });
  return { sub, idToken: tokens.IdToken };
}
