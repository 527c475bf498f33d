import { useState, type Dispatch, type SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import {
  challengeErrorOutcome,
  codeErrorOutcome,
  signInErrorOutcome,
  signUpErrorOutcome,
  wrongCodeMessage,
  type AuthError,
} from './auth-errors';
import type { AuthSession, CodeChallenge, SessionUser, SignInInput } from './auth-session';
import type { Captcha } from './captcha';
import { useAuthMessage } from './use-auth-message';

/** How the steps tell the user something outside a field: the app's toasts. */
export interface AuthNotify {
  error: (message: string) => void;
  success: (message: string) => void;
}

export type Credentials = Omit<SignInInput, 'captchaToken'>;
type FieldErrors = Partial<Record<'email' | 'password' | 'code', string>>;

export interface SignInStepOptions {
  session: AuthSession;
  captcha: Captcha;
  notify: AuthNotify;
  onSignedIn: (user: SessionUser) => void;
  onChallenge: (challenge: CodeChallenge, credentials: Credentials) => void;
  /** The account is not confirmed: a new code was sent, the verification screen opens. */
  onNotConfirmed: (credentials: Credentials) => void;
}

/** Sign-in submit (SPEC.md §4, §7, §8): nothing without a captcha token; errors where the SPEC puts them. */
export function useSignInSubmit({
  session,
  captcha,
  notify,
  onSignedIn,
  onChallenge,
  onNotConfirmed,
}: SignInStepOptions) {
  const text = useAuthMessage();
  return async (values: Credentials): Promise<FieldErrors | undefined> => {
    const captchaToken = captcha.take();
    if (!captchaToken) return undefined;
    const result = await session.signIn({ ...values, captchaToken });
    if (result.kind === 'signedIn') return void onSignedIn(result.user);
    if (result.kind === 'challenge') return void onChallenge(result.challenge, values);
    if (result.kind === 'notConfirmed') {
      const resent = await session.resendSignUpCode(values.email);
      if (!resent.ok)
        notify.error(
          text(
            codeErrorOutcome(resent.error).kind === 'toast'
              ? { text: resent.error.message }
              : { key: 'common:errors.generic' },
          ),
        );
      return void onNotConfirmed(values);
    }
    const outcome = signInErrorOutcome(result.error);
    if (outcome.kind === 'field') return { [outcome.field]: text(outcome.message) };
    if (outcome.kind === 'toast') notify.error(text(outcome.message));
    if (outcome.kind === 'verify') onNotConfirmed(values);
    return undefined;
  };
}

export interface SignInAgainHandlers {
  onSignedIn: (user: SessionUser) => void;
  onChallenge: (challenge: CodeChallenge) => void;
  onFailed: (error: AuthError | null) => void;
}

/** SPEC.md §4: once an unconfirmed account's email is verified, the sign-in is tried again. */
export async function signInAgain(
  session: AuthSession,
  captcha: Captcha,
  credentials: Credentials,
  handlers: SignInAgainHandlers,
): Promise<void> {
  const retried = await session.signIn({ ...credentials, captchaToken: await captcha.next() });
  if (retried.kind === 'challenge') handlers.onChallenge(retried.challenge);
  else if (retried.kind === 'signedIn') handlers.onSignedIn(retried.user);
  else handlers.onFailed(retried.kind === 'error' ? retried.error : null);
}

export type SignInStep =
  | { kind: 'credentials' }
  | { kind: 'code'; challenge: CodeChallenge; credentials: Credentials }
  | { kind: 'verify'; credentials: Credentials };

/** Stands in for the code step's challenge while another step is shown; never sent or displayed. */
const NO_CHALLENGE: CodeChallenge = { email: '', attemptsLeft: 0, maxAttempts: 0, codeLength: 0, codeSent: false };

/**
 * A sign-in page's steps: credentials, then the emailed code. An unconfirmed account verifies
 * its email first and then signs in again; a failed retry goes back to the credentials. Also
 * hands the code and verification steps their state, so a page renders whichever step is on.
 */
export function useSignInSteps(options: Omit<SignInStepOptions, 'onChallenge' | 'onNotConfirmed'>) {
  const { session, captcha, notify, onSignedIn } = options;
  const [step, setStep] = useState<SignInStep>({ kind: 'credentials' });
  const [codeError, setCodeError] = useState<string | null>(null);
  const toCode = (challenge: CodeChallenge, credentials: Credentials) => {
    setCodeError(null);
    setStep({ kind: 'code', challenge, credentials });
  };
  const submit = useSignInSubmit({
    ...options,
    onChallenge: toCode,
    onNotConfirmed: (credentials) => setStep({ kind: 'verify', credentials }),
  });
  const onVerified = (credentials: Credentials) =>
    signInAgain(session, captcha, credentials, {
      onSignedIn,
      onChallenge: (challenge) => toCode(challenge, credentials),
      onFailed: () => setStep({ kind: 'credentials' }),
    });
  // The code step's challenge lives in the step, so a new step starts from its own.
  const setChallenge: Dispatch<SetStateAction<CodeChallenge>> = (update) =>
    setStep((s) =>
      s.kind === 'code' ? { ...s, challenge: typeof update === 'function' ? update(s.challenge) : update } : s,
    );
  const code = useMultiFactorSteps(
    {
      challenge: step.kind === 'code' ? step.challenge : NO_CHALLENGE,
      error: codeError,
      setChallenge,
      setError: setCodeError,
    },
    {
      session,
      captcha,
      notify,
      onSignedIn,
      credentials: step.kind === 'code' ? step.credentials : { email: '', password: '' },
    },
  );
  const verification = useEmailVerification({
    session,
    email: step.kind === 'verify' ? step.credentials.email : '',
    notify,
    onVerified: () => (step.kind === 'verify' ? onVerified(step.credentials) : undefined),
  });
  return { step, submit, onVerified, code, verification };
}

export interface SignUpInputValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/** Sign-up submit (SPEC.md §8): policy on the password, an existing account on the email. */
export function useSignUpSubmit({
  session,
  captcha,
  notify,
  onSignedUp,
}: {
  session: AuthSession;
  captcha: Captcha;
  notify: AuthNotify;
  /** With the credentials just given: once the email is verified they sign in without a second code (issue 13.9). */
  onSignedUp: (email: string, credentials: Credentials) => void;
}) {
  const text = useAuthMessage();
  return async (values: SignUpInputValues): Promise<FieldErrors | undefined> => {
    const captchaToken = captcha.take();
    if (!captchaToken) return undefined;
    const result = await session.signUp({
      email: values.email.trim(),
      password: values.password,
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      captchaToken,
    });
    if (result.ok)
      return void onSignedUp(values.email.trim(), { email: values.email.trim(), password: values.password });
    const outcome = signUpErrorOutcome(result.error);
    if (outcome.kind === 'field') return { [outcome.field]: text(outcome.message) };
    if (outcome.kind === 'toast') notify.error(text(outcome.message));
    return undefined;
  };
}

/** The sign-up code: confirm, or resend. Submit answers a field message or nothing. */
export function useEmailVerification({
  session,
  email,
  notify,
  onVerified,
}: {
  session: AuthSession;
  email: string;
  notify: AuthNotify;
  onVerified: () => void | Promise<void>;
}) {
  const { t } = useTranslation('auth');
  const text = useAuthMessage();
  return {
    async submit(code: string): Promise<string | undefined> {
      const result = await session.confirmSignUp(email, code);
      if (result.ok) {
        await onVerified();
        return undefined;
      }
      const outcome = codeErrorOutcome(result.error);
      if (outcome.kind === 'field') return text(outcome.message);
      if (outcome.kind === 'toast') notify.error(text(outcome.message));
      return undefined;
    },
    async resend(): Promise<void> {
      const result = await session.resendSignUpCode(email);
      if (result.ok) notify.success(t('verify.resent'));
      else {
        const outcome = codeErrorOutcome(result.error);
        notify.error(
          text(
            outcome.kind === 'toast' || outcome.kind === 'field' ? outcome.message : { key: 'common:errors.generic' },
          ),
        );
      }
    },
  };
}

export interface MultiFactorOptions {
  session: AuthSession;
  captcha: Captcha;
  challenge: CodeChallenge;
  credentials: Credentials;
  notify: AuthNotify;
  onSignedIn: (user: SessionUser) => void;
}

/**
 * The emailed one-time code after the password (SPEC.md §4, §8): attempts left after each
 * wrong code, "exceeded" at zero, and Resend Code, which starts a new sign-in when the auth
 * session has ended (five wrong codes or three minutes).
 */
export function useMultiFactor({ challenge: first, ...options }: MultiFactorOptions) {
  const [challenge, setChallenge] = useState(first);
  const [error, setError] = useState<string | null>(null);
  return useMultiFactorSteps({ challenge, error, setChallenge, setError }, options);
}

/** useMultiFactor on state its caller holds (the sign-in steps keep the challenge in their code step). */
function useMultiFactorSteps(
  state: {
    challenge: CodeChallenge;
    error: string | null;
    setChallenge: Dispatch<SetStateAction<CodeChallenge>>;
    setError: (error: string | null) => void;
  },
  { session, captcha, credentials, notify, onSignedIn }: Omit<MultiFactorOptions, 'challenge'>,
) {
  const { t } = useTranslation('auth');
  const text = useAuthMessage();
  const { challenge, error, setChallenge, setError } = state;

  async function submit(code: string): Promise<string | undefined> {
    setError(null);
    const result = await session.answerChallenge(code);
    if (result.kind === 'signedIn') {
      onSignedIn(result.user);
      return undefined;
    }
    if (result.kind === 'challenge') {
      setChallenge(result.challenge);
      return text(wrongCodeMessage(result.challenge.attemptsLeft));
    }
    if (result.kind === 'error') {
      const outcome = challengeErrorOutcome(result.error);
      if (outcome.kind === 'field') {
        if ('key' in outcome.message && outcome.message.key === 'auth:errors.attemptsExhausted')
          setChallenge((c) => ({ ...c, attemptsLeft: 0 }));
        return text(outcome.message);
      }
      if (outcome.kind === 'toast') notify.error(text(outcome.message));
    }
    return undefined;
  }

  async function resend(): Promise<void> {
    setError(null);
    const resent = await session.resendChallengeCode();
    if (resent.ok) {
      setChallenge(resent.value);
      notify.success(t('mfa.resent'));
      return;
    }
    if (resent.error.code !== 'NotAuthorizedException') {
      const outcome = challengeErrorOutcome(resent.error);
      if (outcome.kind === 'field' || outcome.kind === 'toast') notify.error(text(outcome.message));
      return;
    }
    const restarted = await session.signIn({ ...credentials, captchaToken: await captcha.next() });
    if (restarted.kind === 'challenge') {
      setChallenge(restarted.challenge);
      notify.success(t('mfa.resent'));
    } else if (restarted.kind === 'signedIn') {
      onSignedIn(restarted.user);
    } else if (restarted.kind === 'error') {
      const outcome = signInErrorOutcome(restarted.error);
      if (outcome.kind === 'field' || outcome.kind === 'toast') setError(text(outcome.message));
    }
  }

  const status = t('mfa.attemptsLeft', { count: challenge.attemptsLeft });
  return { challenge, error, status, submit, resend };
}
