import { useCallback, useRef } from 'react';

/**
 * The idempotency key of one payment attempt (issue 10 §6): made fresh when the payment screen
 * opens, KEPT when the attempt is retried after no answer (a timeout, a lost connection, a 5xx:
 * the server may have charged, and the same key makes it answer that charge instead of charging
 * again), and renewed after a definite answer (declined, refused), since the next submit is a new
 * attempt with other card details.
 */
export function usePaymentAttempt(newKey: () => string = () => crypto.randomUUID()) {
  const key = useRef<string | null>(null);
  const current = useCallback(() => (key.current ??= newKey()), [newKey]);
  const settle = useCallback((answered: boolean) => {
    if (answered) key.current = null;
  }, []);
  return { current, settle };
}
