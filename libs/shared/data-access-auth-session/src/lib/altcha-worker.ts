import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { handler } from 'altcha-lib/workers/shared';

/**
 * The proof of work's Web Worker: ALTCHA's own message handler (`work` and `abort`) with the key
 * derivation our challenges use, PBKDF2 through the browser's WebCrypto. The library's ready-made
 * worker (`altcha-lib/workers/pbkdf2`) derives with Node's crypto, so it cannot run in a browser.
 */
handler({ deriveKey });
