import { useCallback, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteConfig } from '@festival/shared-data-access-api-client';
import { useAuthSession, type CodeChallenge, type SessionUser } from '@festival/shared-data-access-auth-session';
import type { SignInValues } from '@festival/shared-ui-auth-forms';
import { showErrorToast, showSuccessToast, useDialogStack } from '@festival/shared-ui-kit';
import { attendeeRoutes, safeRedirect } from '@festival/shared-util-site';
import {
  MultiFactorDialogBody,
  signInAgain,
  SignInDialogBody,
  SignUpDialogBody,
  VerifyEmailDialogBody,
} from './lazy-dialog-bodies';
import { SignUpSuccessBody } from './sign-up-success-body';

const notify = { error: showErrorToast, success: showSuccessToast };

/** SPEC.md §2, §9: after login the redirect is followed 100 ms later. */
export const REDIRECT_AFTER_LOGIN_MS = 100;

export interface AuthDialogs {
  openSignIn: (redirect?: string | null, email?: string) => void;
  openSignUp: (redirect?: string | null) => void;
}

/**
 * The attendee site's sign-in journey as stacked dialogs: sign-in → multi-factor, sign-in →
 * verification → sign-in again, sign-up → verification → signed in (one code; the success dialog and
 * sign-in only when that sign-in fails).
 */
export function useAuthDialogs(navigate: (to: string) => unknown, getPathname: () => string): AuthDialogs {
  const { t } = useTranslation('auth');
  const dialogs = useDialogStack();
  const config = useSiteConfig();
  const auth = useAuthSession();
  const { session, captcha, completeSignIn } = auth;
  const forgotPasswordHref = `${config.links.identitySite.replace(/\/$/, '')}/forgot-password`;
  const self = useRef<AuthDialogs | null>(null);
  const noFooter = () => null;

  const finish = useCallback(
    (user: SessionUser, redirect: string | null) => {
      dialogs.closeAll();
      completeSignIn(user);
      showSuccessToast(t('signIn.success'));
      // Where the visitor was heading; from the home page, the dashboard (issue 13.8).
      const target =
        safeRedirect(redirect) ??
        (getPathname() === attendeeRoutes.root.getHref() ? attendeeRoutes.dashboard.getHref() : null);
      if (target) setTimeout(() => navigate(target), REDIRECT_AFTER_LOGIN_MS);
    },
    [dialogs, completeSignIn, navigate, getPathname, t],
  );

  const openMfa = useCallback(
    (challenge: CodeChallenge, credentials: SignInValues, redirect: string | null) => {
      dialogs.open({
        title: t('mfa.title'),
        footer: noFooter,
        body: (
          <MultiFactorDialogBody
            notify={notify}
            session={session}
            captcha={captcha}
            challenge={challenge}
            credentials={credentials}
            onSignedIn={(user) => finish(user, redirect)}
          />
        ),
      });
    },
    [dialogs, session, captcha, finish, t],
  );

  const openVerify = useCallback(
    (email: string, onVerified: (close: () => void) => void | Promise<void>) => {
      let id: string | null = null;
      const close = () => id && dialogs.close(id);
      id = dialogs.open({
        title: t('verify.title'),
        footer: noFooter,
        body: (
          <VerifyEmailDialogBody notify={notify} session={session} email={email} onVerified={() => onVerified(close)} />
        ),
      });
    },
    [dialogs, session, t],
  );

  return useMemo(() => {
    const api: AuthDialogs = {
      openSignIn(redirect = null, email) {
        let id: string | null = null;
        id = dialogs.open({
          title: t('signIn.title'),
          footer: noFooter,
          body: (
            <SignInDialogBody
              notify={notify}
              session={session}
              captcha={captcha}
              forgotPasswordHref={forgotPasswordHref}
              initialEmail={email}
              onSignUp={() => {
                if (id) dialogs.close(id);
                self.current?.openSignUp(redirect);
              }}
              onSignedIn={(user) => finish(user, redirect)}
              onChallenge={(challenge, credentials) => {
                // The code dialog replaces the sign-in dialog rather than stacking on it (issue 13.9).
                if (id) dialogs.close(id);
                openMfa(challenge, credentials, redirect);
              }}
              onNotConfirmed={(credentials) =>
                openVerify(credentials.email, async (close) => {
                  close();
                  await signInAgain(session, captcha, credentials, {
                    onChallenge: (challenge) => openMfa(challenge, credentials, redirect),
                    onSignedIn: (user) => finish(user, redirect),
                    onFailed: (error) => error && showErrorToast(error.message || t('errors.incorrectAccount')),
                  });
                })
              }
            />
          ),
        });
      },
      openSignUp(redirect = null) {
        let id: string | null = null;
        id = dialogs.open({
          title: t('signUp.title'),
          footer: noFooter,
          size: 'lg',
          body: (
            <SignUpDialogBody
              notify={notify}
              session={session}
              captcha={captcha}
              onSignIn={() => {
                if (id) dialogs.close(id);
                self.current?.openSignIn(redirect);
              }}
              onSignedUp={(email, credentials) => {
                if (id) dialogs.close(id);
                openVerify(email, async (closeVerify) => {
                  closeVerify();
                  // The verified code was the one code: sign in with the password just given (issue 13.9).
                  await signInAgain(session, captcha, credentials, {
                    onChallenge: (challenge) => openMfa(challenge, credentials, redirect),
                    onSignedIn: (user) => finish(user, redirect),
                    onFailed: () => {
                      let successId: string | null = null;
                      successId = dialogs.open({
                        title: t('signUpSuccess.title'),
                        footer: noFooter,
                        body: (
                          <SignUpSuccessBody
                            onSignIn={() => {
                              if (successId) dialogs.close(successId);
                              self.current?.openSignIn(redirect, email);
                            }}
                          />
                        ),
                      });
                    },
                  });
                });
              }}
            />
          ),
        });
      },
    };
    self.current = api;
    return api;
  }, [dialogs, session, captcha, forgotPasswordHref, finish, openMfa, openVerify, t]);
}
