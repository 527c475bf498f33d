import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useApiClient, useSiteConfig } from '@festival/shared-data-access-api-client';
import {
  emptyPermissions,
  parsePermissions,
  PERMISSIONS_REFETCH_INTERVAL_MS,
  type PermissionFlags,
} from '@festival/shared-util-permissions';
import type { AuthApiHooks } from './auth-api-hooks';
import { UNAUTHORIZED_SIGN_OUT_DELAY_MS } from './auth-api-hooks';
import type { AuthSession, SessionUser } from './auth-session';
import { createCaptcha, type Captcha, type CaptchaStatus } from './captcha';
import { createLazyAuthSession } from './lazy-auth-session';
import { permissionKeys } from './permissions';

/** SPEC.md §3 "Auth state": who is signed in, what they may do, and the sign-in and sign-out actions. */
export interface AuthSessionState {
  /** False until the stored session has been read at start-up. */
  restored: boolean;
  authenticated: boolean;
  user: SessionUser | null;
  /** Flags per resource (all false when signed out or none granted). */
  permissions: PermissionFlags;
  /** RESOURCE:C/R/U/D strings from GET /permissions/me (SPEC.md §6). */
  permissionStrings: string[];
  session: AuthSession;
  captcha: Captcha;
  /** Called by the sign-in screens once the session holds tokens. */
  completeSignIn: (user: SessionUser) => void;
  signOut: (options?: { global?: boolean }) => Promise<void>;
  /** Opens the app's sign-in screen; `redirect` is where to go after signing in. */
  requestSignIn: (redirect?: string | null) => void;
  /** Opens the app's sign-up screen (the sign-in screen where the app has none). */
  requestSignUp: (redirect?: string | null) => void;
}

const AuthSessionContext = createContext<AuthSessionState | null>(null);

export interface AuthSessionProviderProps {
  /** Tests pass their own; by default the Cognito client configured from /config.json. */
  session?: AuthSession;
  captcha?: Captcha;
  /** Lets the API client carry the ID token and sign out on 401. */
  apiHooks?: AuthApiHooks;
  /** Shows an error to the user (a toast); data-access code does not render. */
  notifyError: (message: string) => void;
  /** Opens the app's sign-in screen; `redirect` is where to go afterwards. */
  onRequestSignIn?: (redirect?: string | null) => void;
  /** Opens the app's sign-up screen; without it, sign-up requests open sign-in. */
  onRequestSignUp?: (redirect?: string | null) => void;
  /** After sign-out: the app decides where the user lands. */
  onSignedOut?: () => void | Promise<unknown>;
  /** Shown while the stored session is read. */
  fallback?: ReactNode;
  children: ReactNode;
}

/**
 * The authenticated state from the identity session (SPEC.md §4): restored at start, set by
 * sign-in, cleared by sign-out (with every cached query). Read it with `useAuthSession`.
 */
export function AuthSessionProvider(props: AuthSessionProviderProps) {
  const { apiHooks, notifyError, onRequestSignIn, onRequestSignUp, onSignedOut, fallback = null, children } = props;
  const config = useSiteConfig();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { t, i18n } = useTranslation('auth');
  // The identity client is fetched on first need (a form appears, a stored session is read); its
  // codes are mailed in the language on screen to someone who has not chosen one.
  const [session] = useState<AuthSession & { preload?: () => void }>(
    () => props.session ?? createLazyAuthSession(config.identity, { language: () => i18n.language }),
  );
  const [captcha] = useState<Captcha>(() => {
    const made = props.captcha ?? createCaptcha({ challengeUrl: config.captchaChallengeUrl });
    // A form that needs the proof of work also needs the identity client: fetch both as it appears.
    return {
      ...made,
      prepare: () => {
        session.preload?.();
        made.prepare();
      },
    };
  });
  const [user, setUser] = useState<SessionUser | null>(null);
  // A visitor with no stored session is known to be signed out at once: the app's first render is
  // the page itself rather than the fallback and then, once the answer comes, a second render of
  // the whole page (issue 14: that render was the longest task of a first visit).
  const [restored, setRestored] = useState(() => session.hasNoStoredSession?.() === true);
  const signOutTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const userRef = useRef<SessionUser | null>(null);
  userRef.current = user;

  useEffect(() => {
    let live = true;
    session
      .restoreSession()
      .catch(() => null)
      .then((restoredUser) => {
        if (!live) return;
        // A transition: the page that replaces the fallback renders in short slices, not one long task.
        startTransition(() => {
          setUser(restoredUser);
          setRestored(true);
        });
      });
    return () => {
      live = false;
    };
  }, [session]);

  useEffect(() => () => captcha.dispose(), [captcha]);

  const signOut = useCallback(
    async (options?: { global?: boolean }) => {
      if (signOutTimer.current) clearTimeout(signOutTimer.current);
      signOutTimer.current = null;
      await session.signOut(options).catch(() => undefined);
      // Leave the protected page first, or it would send the user to sign-in with a redirect.
      await onSignedOut?.();
      // The router renders its navigation as a transition; the signed-out state joins it, so the
      // page that was left never renders signed out.
      startTransition(() => setUser(null));
      queryClient.clear();
    },
    [session, queryClient, onSignedOut],
  );

  useEffect(() => {
    if (!apiHooks) return;
    return apiHooks.attach({
      getIdToken: () => session.getIdToken().catch(() => null),
      onUnauthorized: () => {
        // The failed query shows the error; the user is signed out once they could read it.
        if (!userRef.current || signOutTimer.current) return;
        signOutTimer.current = setTimeout(() => void signOut(), UNAUTHORIZED_SIGN_OUT_DELAY_MS);
      },
    });
  }, [apiHooks, session, signOut]);

  useEffect(
    () => () => {
      if (signOutTimer.current) clearTimeout(signOutTimer.current);
    },
    [],
  );

  const permissionsQuery = useQuery({
    queryKey: permissionKeys.me(user?.id ?? ''),
    enabled: Boolean(user),
    refetchInterval: PERMISSIONS_REFETCH_INTERVAL_MS,
    staleTime: PERMISSIONS_REFETCH_INTERVAL_MS,
    queryFn: async ({ signal }) => {
      // The periodic check proves the account still exists: a refused refresh means an admin
      // disabled or deleted it.
      const refreshed = await session.refresh();
      if (!refreshed.ok) {
        if (refreshed.error.code === 'NotAuthorizedException' || refreshed.error.code === 'UserNotFoundException') {
          notifyError(t('errors.accountRemoved'));
          void signOut();
          return [] as string[];
        }
        throw refreshed.error;
      }
      const { data } = await client.get<{ data: unknown }>('/permissions/me', { signal });
      return Array.isArray(data?.data) ? data.data.filter((item): item is string => typeof item === 'string') : [];
    },
  });

  const permissionStrings = useMemo(() => (user ? (permissionsQuery.data ?? []) : []), [user, permissionsQuery.data]);
  const permissions = useMemo(
    () => (permissionStrings.length ? parsePermissions(permissionStrings) : emptyPermissions()),
    [permissionStrings],
  );
  const requestSignIn = useCallback((redirect?: string | null) => onRequestSignIn?.(redirect), [onRequestSignIn]);
  const requestSignUp = useCallback(
    (redirect?: string | null) => (onRequestSignUp ?? onRequestSignIn)?.(redirect),
    [onRequestSignUp, onRequestSignIn],
  );
  const completeSignIn = useCallback((signedIn: SessionUser) => setUser(signedIn), []);

  const value = useMemo<AuthSessionState>(
    () => ({
      restored,
      authenticated: Boolean(user),
      user,
      permissions,
      permissionStrings,
      session,
      captcha,
      completeSignIn,
      signOut,
      requestSignIn,
      requestSignUp,
    }),
    [
      restored,
      user,
      permissions,
      permissionStrings,
      session,
      captcha,
      completeSignIn,
      signOut,
      requestSignIn,
      requestSignUp,
    ],
  );
  return <AuthSessionContext.Provider value={value}>{restored ? children : fallback}</AuthSessionContext.Provider>;
}

/** The one auth hook of the apps: the signed-in user, permissions, sign-in and sign-out. */
export function useAuthSession(): AuthSessionState {
  const value = useContext(AuthSessionContext);
  if (!value) throw new Error('useAuthSession needs an <AuthSessionProvider>');
  return value;
}

/** The session when one is provided (signed in or not), else null: for parts also rendered outside one. */
export function useOptionalAuthSession(): AuthSessionState | null {
  return useContext(AuthSessionContext);
}

/** Starts the proof of work when a form that needs it appears; re-renders when a token is ready. */
export function useCaptchaStatus(captcha: Captcha): CaptchaStatus {
  const status = useSyncExternalStore(captcha.subscribe, captcha.status, captcha.status);
  useEffect(() => captcha.prepare(), [captcha]);
  return status;
}
