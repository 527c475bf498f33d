import { useCallback, useEffect, useMemo, useRef, useState } from 'react';

/** How long typing must pause before the draft is written. */
export const DRAFT_SAVE_DELAY_MS = 400;

export interface FormDraft<T> {
  /** What the storage held when the component mounted and `parse` accepted; null otherwise. */
  restored: T | null;
  /** Writes `values` after a pause in the changes (the last call wins). */
  save: (values: T) => void;
  /** Removes the draft and stops saving (after a successful submit, or a discard). */
  clear: () => void;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // Storage refused (privacy settings): the form works without a draft.
    return null;
  }
}

/** The stored draft under `key`, or null when there is none or `parse` refuses it (it is then removed). */
export function readDraft<T>(key: string | null, parse: (stored: unknown) => T | null): T | null {
  const store = storage();
  if (!key || !store) return null;
  const text = store.getItem(key);
  if (text === null) return null;
  let parsed: T | null = null;
  try {
    parsed = parse(JSON.parse(text));
  } catch {
    parsed = null;
  }
  if (parsed === null) store.removeItem(key);
  return parsed;
}

/**
 * A form's draft in sessionStorage (this tab only, gone when it closes): restored once on mount,
 * saved debounced, written at once when the page is hidden or the form unmounts, removed by `clear`.
 * A null key keeps no draft.
 */
export function useFormDraft<T>(key: string | null, parse: (stored: unknown) => T | null): FormDraft<T> {
  const [restored] = useState(() => readDraft(key, parse));
  const pending = useRef<{ values: T } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const cleared = useRef(false);

  const flush = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
    const store = storage();
    if (!pending.current || !key || !store || cleared.current) return;
    try {
      store.setItem(key, JSON.stringify(pending.current.values));
    } catch {
      // Quota exceeded: keep the form working, without a draft.
    }
    pending.current = null;
  }, [key]);

  const save = useCallback(
    (values: T) => {
      if (!key || cleared.current) return;
      pending.current = { values };
      if (timer.current !== null) clearTimeout(timer.current);
      timer.current = setTimeout(flush, DRAFT_SAVE_DELAY_MS);
    },
    [key, flush],
  );

  const clear = useCallback(() => {
    cleared.current = true;
    pending.current = null;
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
    if (key) storage()?.removeItem(key);
  }, [key]);

  // A reload or a closed tab must not lose the last keystrokes: write what is pending right away.
  useEffect(() => {
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [flush]);

  return useMemo(() => ({ restored, save, clear }), [restored, save, clear]);
}
