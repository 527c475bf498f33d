import { timingSafeEqual } from 'node:crypto';
import { hashChallengeCode } from './create-auth-challenge';
import { RESEND_CODE_METADATA, type VerifyAuthChallengeResponseEvent } from './trigger-events';

/** Compares the answer with the emailed code; a resend request is never a right answer. */
export function createVerifyAuthChallengeResponseHandler() {
  return async function verifyAuthChallengeResponse(
    event: VerifyAuthChallengeResponseEvent,
  ): Promise<VerifyAuthChallengeResponseEvent> {
    const { privateChallengeParameters, challengeAnswer, clientMetadata } = event.request;
    const resend = clientMetadata?.[RESEND_CODE_METADATA.key] === RESEND_CODE_METADATA.value;
    let correct = false;
    if (
      !resend &&
      typeof challengeAnswer === 'string' &&
      /^\d{6}$/.test(challengeAnswer.trim()) &&
      privateChallengeParameters['codeHash']
    ) {
      const expected = Buffer.from(privateChallengeParameters['codeHash'], 'hex');
      const given = Buffer.from(
        hashChallengeCode(privateChallengeParameters['nonce'] ?? '', challengeAnswer.trim()),
        'hex',
      );
      correct = expected.length === given.length && timingSafeEqual(expected, given);
    }
    event.response = { answerCorrect: correct };
    return event;
  };
}
