import { createContext, useContext, type ReactNode } from 'react';

export interface AuthUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
}

/** SPEC.md §3 "Auth state": authenticated flag, user, permissions. */
export interface AuthState {
  authenticated: boolean;
  user: AuthUser | null;
  /** RESOURCE:C/R/U/D strings from GET /permissions/me (SPEC.md §6). */
  permissions: string[];
  /** Opens the sign-in dialog; `redirect` is where to go after signing in. */
  requestSignIn: (redirect?: string | null) => void;
  signOut: () => Promise<void>;
}

/** The state before the identity work lands: nobody is signed in. */
export const SIGNED_OUT: AuthState = {
  authenticated: false,
  user: null,
  permissions: [],
  requestSignIn: () => undefined,
  signOut: async () => undefined,
};

const AuthContext = createContext<AuthState>(SIGNED_OUT);

export function AuthProvider({ value, children }: { value: AuthState; children: ReactNode }) {
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  return useContext(AuthContext);
}
