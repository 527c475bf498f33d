import { isNotFound, useIsRegistered, useMyRegistration } from '@festival/shared-data-access-api-client';
import type { Registration } from '@festival/shared-util-api-contracts';

export type OwnRegistration =
  | { state: 'loading' }
  | { state: 'not-registered' }
  | { state: 'error'; error: Error; retry: () => void }
  | { state: 'ready'; registration: Registration };

/**
 * The caller's registration for an event. Asks "am I registered?" first, so not being
 * registered is an answer, not a failed call (which the app would report in an error toast);
 * a 404 that still happens (an unknown event, a registration just withdrawn) means the same.
 */
export function useOwnRegistration(eventId: string): OwnRegistration {
  const check = useIsRegistered(eventId);
  const mine = useMyRegistration(check.data === true ? eventId : '');
  if (check.isError)
    return isNotFound(check.error)
      ? { state: 'not-registered' }
      : { state: 'error', error: check.error, retry: () => void check.refetch() };
  if (check.isPending) return { state: 'loading' };
  if (check.data === false) return { state: 'not-registered' };
  if (mine.isError)
    return isNotFound(mine.error)
      ? { state: 'not-registered' }
      : { state: 'error', error: mine.error, retry: () => void mine.refetch() };
  if (mine.isPending) return { state: 'loading' };
  return { state: 'ready', registration: mine.data };
}
