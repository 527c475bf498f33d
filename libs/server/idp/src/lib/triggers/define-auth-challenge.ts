import { RESEND_CODE_METADATA, type ChallengeResult, type DefineAuthChallengeEvent } from './trigger-events';

export interface DefineAuthChallengeOptions {
  /** Wrong codes allowed per code (SPEC §9: 5). */
  maxCodeAttempts: number;
  /** Whether the emailed code follows the password step. */
  requireEmailCode: boolean;
}

/** Wrong answers given to the code currently in force (a resend starts a new count). */
export function wrongAnswersForCurrentCode(session: ChallengeResult[]): number {
  const current = [...session].reverse().find((entry) => entry.challengeName === 'CUSTOM_CHALLENGE')?.challengeMetadata;
  return session.filter(
    (entry) =>
      entry.challengeName === 'CUSTOM_CHALLENGE' && entry.challengeMetadata === current && !entry.challengeResult,
  ).length;
}

/**
 * The order of the sign-in: SRP_A → PASSWORD_VERIFIER → CUSTOM_CHALLENGE (emailed code);
 * tokens after a right code; failure after a wrong password or too many wrong codes.
 */
export function createDefineAuthChallengeHandler(options: DefineAuthChallengeOptions) {
  return async function defineAuthChallenge(event: DefineAuthChallengeEvent): Promise<DefineAuthChallengeEvent> {
    const { session, clientMetadata, userNotFound } = event.request;
    const last = session[session.length - 1];
    const respond = (response: DefineAuthChallengeEvent['response']) => {
      event.response = { issueTokens: false, failAuthentication: false, ...response };
      return event;
    };
    if (userNotFound || !last) return respond({ failAuthentication: true });
    if (last.challengeName === 'SRP_A' && session.length === 1) return respond({ challengeName: 'PASSWORD_VERIFIER' });
    if (last.challengeName === 'PASSWORD_VERIFIER') {
      if (!last.challengeResult) return respond({ failAuthentication: true });
      return options.requireEmailCode ? respond({ challengeName: 'CUSTOM_CHALLENGE' }) : respond({ issueTokens: true });
    }
    if (last.challengeName === 'CUSTOM_CHALLENGE') {
      const passwordVerified = session.some(
        (entry) => entry.challengeName === 'PASSWORD_VERIFIER' && entry.challengeResult,
      );
      if (!passwordVerified) return respond({ failAuthentication: true });
      if (last.challengeResult) return respond({ issueTokens: true });
      if (clientMetadata?.[RESEND_CODE_METADATA.key] === RESEND_CODE_METADATA.value)
        return respond({ challengeName: 'CUSTOM_CHALLENGE' });
      if (wrongAnswersForCurrentCode(session) >= options.maxCodeAttempts) return respond({ failAuthentication: true });
      return respond({ challengeName: 'CUSTOM_CHALLENGE' });
    }
    return respond({ failAuthentication: true });
  };
}
