import { createHash, randomBytes, randomInt } from 'node:crypto';
import { wrongAnswersForCurrentCode } from './define-auth-challenge';
import { RESEND_CODE_METADATA, type CreateAuthChallengeEvent } from './trigger-events';

export interface CreateAuthChallengeOptions {
  maxCodeAttempts: number;
  /** Emails the code; may throw (e.g. LimitExceeded when too many codes were sent). */
  sendCode: (event: CreateAuthChallengeEvent, code: string) => Promise<void>;
}

/** SHA-256 of the code with a per-code nonce: what the session keeps instead of the code. */
export const hashChallengeCode = (nonce: string, code: string) =>
  createHash('sha256').update(`${nonce}:${code}`).digest('hex');

/** `a•••@example.org`: enough for the user to recognise the address, not to learn it. */
export function maskEmail(email: string): string {
  const [local, domain] = email.split('@');
  if (!domain) return '•••';
  return `${local.slice(0, 1)}•••@${domain}`;
}

/**
 * Makes the emailed 6-digit code: a new one at the first custom challenge and on a resend;
 * after a wrong answer the same code stands and the attempts left go down.
 * challengeMetadata `CODE:<generation>:<nonce>:<hash>` carries the code (hashed) from one step
 * to the next, as Cognito keeps only the metadata between trigger calls.
 */
export function createCreateAuthChallengeHandler(options: CreateAuthChallengeOptions) {
  return async function createAuthChallenge(event: CreateAuthChallengeEvent): Promise<CreateAuthChallengeEvent> {
    if (event.request.challengeName !== 'CUSTOM_CHALLENGE') return event;
    const { session, clientMetadata, userAttributes } = event.request;
    const previous = [...session]
      .reverse()
      .find((entry) => entry.challengeName === 'CUSTOM_CHALLENGE')?.challengeMetadata;
    const resend = clientMetadata?.[RESEND_CODE_METADATA.key] === RESEND_CODE_METADATA.value;
    const parsed = previous ? /^CODE:(\d+):([0-9a-f]+):([0-9a-f]{64})$/.exec(previous) : null;

    let metadata: string;
    let attemptsLeft: number;
    if (!parsed || resend) {
      const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
      const nonce = randomBytes(8).toString('hex');
      await options.sendCode(event, code);
      metadata = `CODE:${parsed ? Number(parsed[1]) + 1 : 1}:${nonce}:${hashChallengeCode(nonce, code)}`;
      attemptsLeft = options.maxCodeAttempts;
    } else {
      metadata = previous as string;
      attemptsLeft = Math.max(0, options.maxCodeAttempts - wrongAnswersForCurrentCode(session));
    }
    const [, , nonce, codeHash] = /^CODE:(\d+):([0-9a-f]+):([0-9a-f]{64})$/.exec(metadata) as RegExpExecArray;
    event.response = {
      publicChallengeParameters: {
        USERNAME: event.userName,
        email: maskEmail(userAttributes['email'] ?? ''),
        attemptsLeft: String(attemptsLeft),
        maxAttempts: String(options.maxCodeAttempts),
        codeLength: '6',
        codeSent: String(!parsed || resend),
      },
      privateChallengeParameters: { nonce, codeHash },
      challengeMetadata: metadata,
    };
    return event;
  };
}
