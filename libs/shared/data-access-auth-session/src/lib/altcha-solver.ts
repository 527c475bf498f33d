import { solveChallenge, solveChallengeWorkers, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';

/** Workers searching the counters side by side; a phone's other cores stay free for the page. */
const MAX_WORKERS = 2;

const createWorker = () => new Worker(new URL('./altcha-worker.ts', import.meta.url), { type: 'module' });

/**
 * ALTCHA's solver with the key derivation our challenges use (PBKDF2), in a file of its own that
 * captcha.ts fetches on first use: a static import here keeps the file to what it uses (a dynamic
 * import of altcha-lib itself would bring all of it, the server's half too).
 *
 * The search runs in Web Workers (issue 14: on the main thread its loop blocked the sign-in page
 * for about 60 ms, 230 ms on Lighthouse's slowed phone). Where there are no workers (an old
 * browser, a worker refused by a content policy, the unit tests) it runs here instead.
 */
export async function solveAltchaChallenge(challenge: Challenge, controller: AbortController) {
  if (typeof Worker !== 'undefined') {
    try {
      const concurrency = Math.min(MAX_WORKERS, navigator.hardwareConcurrency || 1);
      return await solveChallengeWorkers({ challenge, controller, concurrency, createWorker });
    } catch (error) {
      if (controller.signal.aborted) return null;
      console.warn('The proof of work could not run in a Web Worker; solving it on the page.', error);
    }
  }
  return solveChallenge({ challenge, deriveKey, controller });
}
