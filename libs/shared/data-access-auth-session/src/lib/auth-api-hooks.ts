import type { ApiError } from '@festival/shared-data-access-api-client';

/** Signs out 0.8 s after a 401, so the user can read the error first (SPEC.md §4). */
export const UNAUTHORIZED_SIGN_OUT_DELAY_MS = 800;

export interface AuthApiTarget {
  getIdToken: () => Promise<string | null>;
  onUnauthorized: (error: ApiError) => void;
}

/**
 * The bridge between the API client, built before the site's configuration is known, and the
 * session, built from it: `startApp` gets `getIdToken`/`onUnauthorized` at once and the
 * session provider attaches itself when it mounts.
 */
export interface AuthApiHooks extends AuthApiTarget {
  attach(target: AuthApiTarget): () => void;
}

export function createAuthApiHooks(): AuthApiHooks {
  let target: AuthApiTarget | null = null;
  return {
    getIdToken: () => (target ? target.getIdToken() : Promise.resolve(null)),
    onUnauthorized: (error) => target?.onUnauthorized(error),
    attach(next) {
      target = next;
      return () => {
        if (target === next) target = null;
      };
    },
  };
}
