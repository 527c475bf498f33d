import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAuthSession } from '@festival/shared-data-access-auth-session';
import { redirectTarget } from '@festival/shared-util-site';

/** SPEC.md §2: a visitor on a protected page goes to `/?redirect=<path and query>`. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { authenticated } = useAuthSession();
  const location = useLocation();
  if (!authenticated) return <Navigate to={redirectTarget(location.pathname, location.search)} replace />;
  return children;
}
