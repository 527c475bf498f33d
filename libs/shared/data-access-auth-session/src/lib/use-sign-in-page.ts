import { useAuthSession, useCaptchaStatus } from './auth-session-context';
import type { SessionUser } from './auth-session';
import { useSignInSteps, type AuthNotify } from './use-auth-steps';

export interface SignInPageOptions {
  notify: AuthNotify;
  /** After the session holds the user: the page's own welcome and redirect. */
  onSignedIn: (user: SessionUser) => void;
}

/** What a sign-in page (admin, identity) shows: its steps with their state, the captcha, and who is signed in. */
export function useSignInPage({ notify, onSignedIn }: SignInPageOptions) {
  const auth = useAuthSession();
  const captchaStatus = useCaptchaStatus(auth.captcha);
  const steps = useSignInSteps({
    session: auth.session,
    captcha: auth.captcha,
    notify,
    onSignedIn: (user) => {
      auth.completeSignIn(user);
      onSignedIn(user);
    },
  });
  return { authenticated: auth.authenticated, captchaStatus, ...steps };
}
