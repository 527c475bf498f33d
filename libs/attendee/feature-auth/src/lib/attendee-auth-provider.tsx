import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import {
  AuthSessionProvider,
  type AuthApiHooks,
  type AuthSession,
  type Captcha,
} from '@festival/shared-data-access-auth-session';
import { showErrorToast, StartupFallback } from '@festival/shared-ui-kit';
import { logoutDestination } from './logout-destination';
import { useAuthDialogs, type AuthDialogs } from './use-auth-dialogs';

export interface AttendeeAuthProviderProps {
  /** The router's navigate; the provider sits outside the routes. */
  navigate: (to: string) => void | Promise<void>;
  /** The current path, read when the user signs out. */
  getPathname: () => string;
  apiHooks?: AuthApiHooks;
  /** Tests replace the identity client and the proof of work. */
  session?: AuthSession;
  captcha?: Captcha;
  children: ReactNode;
}

/** The real auth state of the attendee site: the identity session plus its dialogs. */
export function AttendeeAuthProvider({
  navigate,
  getPathname,
  apiHooks,
  session,
  captcha,
  children,
}: AttendeeAuthProviderProps) {
  const dialogs = useRef<AuthDialogs | null>(null);
  const onSignedOut = useCallback(() => {
    const target = logoutDestination(getPathname());
    return target ? navigate(target) : undefined;
  }, [getPathname, navigate]);
  return (
    <AuthSessionProvider
      session={session}
      captcha={captcha}
      apiHooks={apiHooks}
      notifyError={showErrorToast}
      onRequestSignIn={(redirect) => dialogs.current?.openSignIn(redirect ?? null)}
      onRequestSignUp={(redirect) => dialogs.current?.openSignUp(redirect ?? null)}
      onSignedOut={onSignedOut}
      fallback={<StartupFallback />}
    >
      <DialogRegistrar navigate={navigate} getPathname={getPathname} target={dialogs} />
      {children}
    </AuthSessionProvider>
  );
}

function DialogRegistrar({
  navigate,
  getPathname,
  target,
}: {
  navigate: (to: string) => unknown;
  getPathname: () => string;
  target: { current: AuthDialogs | null };
}) {
  const dialogs = useAuthDialogs(navigate, getPathname);
  useEffect(() => {
    target.current = dialogs;
  }, [dialogs, target]);
  return null;
}
