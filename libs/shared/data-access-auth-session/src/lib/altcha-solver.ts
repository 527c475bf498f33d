import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';

/**
 * ALTCHA's solver with the key derivation our challenges use (PBKDF2), in a file of its own that
 * captcha.ts fetches on first use: a static import here keeps the file to what it uses (a dynamic
 * import of altcha-lib itself would bring all of it, the server's half too).
 */
export function solveAltchaChallenge(challenge: Challenge, controller: AbortController) {
  return solveChallenge({ challenge, deriveKey, controller });
}
