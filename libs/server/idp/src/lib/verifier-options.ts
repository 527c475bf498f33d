import type { AccountStatus, EmbeddedIdpVerifierOptions } from '@festival/server-auth';
import { adminGetUser } from './admin.service';
import type { IdpContext } from './idp-context';
import { issuerOf } from './idp-config';
import { IdpError } from './idp-errors';
import { getIdpVerificationKeys } from './tokens';

/**
 * The embedded idp: the same checks, with its key set read straight from the database (what it
 * publishes at `<issuer>/.well-known/jwks.json`), and disabled or deleted accounts refused.
 */
export function embeddedIdpVerifierOptions(idp: IdpContext): EmbeddedIdpVerifierOptions {
  return {
    issuer: issuerOf(idp.config),
    audience: idp.config.clientId,
    keys: { kind: 'local', load: async () => (await getIdpVerificationKeys(idp)).jwks },
    accountStatus: async (sub): Promise<AccountStatus> => {
      try {
        return (await adminGetUser(idp, sub)).Enabled ? 'active' : 'disabled';
      } catch (error) {
        if (error instanceof IdpError && error.code === 'UserNotFoundException') return 'missing';
        throw error;
      }
    },
    now: idp.config.now,
  };
}
