import { skipToken, useQuery } from '@tanstack/react-query';
import { permissionKeys, useAuthSession } from '@festival/shared-data-access-auth-session';

export type PermissionsStatus = 'signedOut' | 'loading' | 'ready' | 'error';

/**
 * Whether the session's permissions have arrived. The session provider fetches them; this only
 * watches the same cache entry, so a page does not say "no access" before they are known.
 */
export function usePermissionsStatus(): PermissionsStatus {
  const { user } = useAuthSession();
  const query = useQuery({ queryKey: permissionKeys.me(user?.id ?? ''), queryFn: skipToken });
  if (!user) return 'signedOut';
  if (query.status === 'success') return 'ready';
  if (query.status === 'error') return 'error';
  return 'loading';
}
