import type { Challenge } from 'altcha-lib';

/** Solves one ALTCHA challenge; returns the token (base64 JSON of {challenge, solution}) or null. */
export type CaptchaSolver = (challenge: Challenge, signal: AbortSignal) => Promise<string | null>;

export interface CaptchaOptions {
  challengeUrl: string;
  fetchImpl?: typeof fetch;
  solve?: CaptchaSolver;
  now?: () => number;
  /** Waits before another try after a failure, growing to at most 30 s. */
  retryDelayMs?: number;
}

export type CaptchaStatus = 'idle' | 'solving' | 'ready' | 'failed';

/**
 * The proof of work behind sign-in and sign-up (SPEC.md §7): solved in the background so a
 * token is ready when the user submits. A token is single-use, so each `take` starts the next.
 */
export interface Captcha {
  status(): CaptchaStatus;
  /** Starts solving unless a token is ready or being made. */
  prepare(): void;
  /** The ready token, spent: null when none is ready yet (the form then does nothing). */
  take(): string | null;
  /** Waits for a token (used when the app itself must start a new sign-in, e.g. a resend). */
  next(): Promise<string>;
  subscribe(listener: () => void): () => void;
  dispose(): void;
}

const EXPIRY_MARGIN_MS = 30_000;

let altcha: Promise<typeof import('./altcha-solver')> | null = null;
/** ALTCHA's solver, fetched once (again after a failed download). */
function loadAltcha() {
  altcha ??= import('./altcha-solver').catch((error: unknown) => {
    altcha = null;
    throw error;
  });
  return altcha;
}

/**
 * Solves in the browser with ALTCHA's library, fetched when the first challenge is: a page with no
 * form that needs a proof of work (the attendee home) does not download it (issue 14).
 */
export const browserCaptchaSolver: CaptchaSolver = async (challenge, signal) => {
  const { solveAltchaChallenge } = await loadAltcha();
  const solution = await solveAltchaChallenge(challenge, abortControllerFor(signal));
  if (!solution) return null;
  return encodeToken(challenge, solution);
};

function abortControllerFor(signal: AbortSignal): AbortController {
  const controller = new AbortController();
  if (signal.aborted) controller.abort();
  else signal.addEventListener('abort', () => controller.abort(), { once: true });
  return controller;
}

function encodeToken(challenge: Challenge, solution: unknown): string {
  const json = JSON.stringify({ challenge, solution });
  const bytes = new TextEncoder().encode(json);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export function createCaptcha(options: CaptchaOptions): Captcha {
  const fetchImpl = options.fetchImpl ?? ((input, init) => fetch(input, init));
  const solve = options.solve ?? browserCaptchaSolver;
  const now = options.now ?? Date.now;
  const baseDelay = options.retryDelayMs ?? 2_000;
  const listeners = new Set<() => void>();
  const waiters: Array<(token: string) => void> = [];
  let state: CaptchaStatus = 'idle';
  let token: { value: string; expiresAt: number } | null = null;
  let controller: AbortController | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let failures = 0;
  let disposed = false;

  const emit = () => listeners.forEach((listener) => listener());
  const setState = (next: CaptchaStatus) => {
    if (state === next) return;
    state = next;
    emit();
  };

  const fresh = () => {
    if (token && token.expiresAt - EXPIRY_MARGIN_MS <= now()) token = null;
    return token;
  };

  async function run(): Promise<void> {
    controller = new AbortController();
    const { signal } = controller;
    setState('solving');
    // The library downloads while the challenge does.
    if (solve === browserCaptchaSolver) loadAltcha().catch(() => undefined);
    try {
      const response = await fetchImpl(options.challengeUrl, {
        headers: { Accept: 'application/json' },
        cache: 'no-store',
        signal,
      });
      if (!response.ok) throw new Error(`captcha challenge answered ${response.status}`);
      const challenge = (await response.json()) as Challenge;
      const value = await solve(challenge, signal);
      if (signal.aborted) return;
      if (!value) throw new Error('captcha challenge not solved');
      const expires =
        typeof challenge.parameters?.expiresAt === 'number'
          ? challenge.parameters.expiresAt * 1000
          : now() + 5 * 60_000;
      failures = 0;
      controller = null;
      const ready = waiters.shift();
      if (ready) {
        // Someone is waiting: the token goes straight to them and the next one starts.
        ready(value);
        void run();
        return;
      }
      token = { value, expiresAt: expires };
      setState('ready');
    } catch (error) {
      if (signal.aborted || disposed) return;
      controller = null;
      failures += 1;
      console.warn('captcha', error);
      setState('failed');
      retryTimer = setTimeout(
        () => {
          retryTimer = null;
          if (!disposed) void run();
        },
        Math.min(30_000, baseDelay * failures),
      );
    }
  }

  const api: Captcha = {
    status: () => (state === 'ready' && !fresh() ? 'idle' : state),
    prepare() {
      if (disposed || fresh() || controller || retryTimer) return;
      void run();
    },
    take() {
      const ready = fresh();
      if (!ready) {
        api.prepare();
        return null;
      }
      token = null;
      setState('idle');
      api.prepare();
      return ready.value;
    },
    next() {
      const ready = api.take();
      if (ready) return Promise.resolve(ready);
      return new Promise<string>((resolve) => {
        waiters.push(resolve);
        api.prepare();
      });
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose() {
      disposed = true;
      controller?.abort();
      if (retryTimer) clearTimeout(retryTimer);
      listeners.clear();
    },
  };
  return api;
}
