import type { PostProcessorModule } from 'i18next';
import { NAMESPACES } from './namespaces';

export const MISSING_KEY_PROCESSOR = 'collectMissingKeys';

/**
 * An i18next post-processor that reports each key the current language lacks (SPEC.md §7 key
 * collection), as `namespace:path.to.key`. It looks in the language alone, without fallbacks,
 * so a French page reports the keys shown in English.
 */
export function missingKeyProcessor(onMissing: (key: string) => void): PostProcessorModule {
  return {
    type: 'postProcessor',
    name: MISSING_KEY_PROCESSOR,
    process(value, keys, options, translator) {
      const key = Array.isArray(keys) ? keys[0] : keys;
      const t = translator as {
        language?: string;
        options?: { defaultNS?: string | string[] | false; nsSeparator?: string | false };
        exists?: (key: string, options: object) => boolean;
      };
      if (typeof key !== 'string' || !t.exists) return value;
      const opts = options as { ns?: string | string[]; lng?: string };
      const lng = opts.lng ?? t.language;
      let ns =
        (Array.isArray(opts.ns) ? opts.ns[0] : opts.ns) ??
        (Array.isArray(t.options?.defaultNS) ? t.options?.defaultNS[0] : t.options?.defaultNS) ??
        'common';
      let path = key;
      const colon = key.indexOf(':');
      if (colon > 0 && (NAMESPACES as readonly string[]).includes(key.slice(0, colon))) {
        ns = key.slice(0, colon);
        path = key.slice(colon + 1);
      }
      if (lng && !t.exists(path, { ...options, ns, lng, fallbackLng: [] })) onMissing(`${ns}:${path}`);
      return value;
    },
  };
}

export interface KeyCollectorOptions {
  /** Posts the keys; a rejection keeps them for the next round. */
  send: (keys: string[]) => Promise<void>;
  /** Keys go up only while someone is signed in (SPEC.md §7). */
  isAuthenticated: () => boolean | Promise<boolean>;
  /** SPEC.md §9: every 60 s. */
  intervalMs?: number;
  schedule?: (fn: () => void, ms: number) => () => void;
}

export interface KeyCollector {
  record: (key: string) => void;
  /** Sends what is pending now (the timer calls it). */
  flush: () => Promise<void>;
  /** Starts the timer; returns the stop. */
  start: () => () => void;
  pending: () => string[];
}

/** Gathers missing keys and uploads each once per page load, every 60 s. */
export function createKeyCollector(options: KeyCollectorOptions): KeyCollector {
  const pending = new Set<string>();
  const sent = new Set<string>();
  let busy = false;
  const flush = async () => {
    if (busy || pending.size === 0 || !(await options.isAuthenticated())) return;
    busy = true;
    const keys = [...pending].slice(0, 500);
    try {
      await options.send(keys);
      for (const key of keys) {
        pending.delete(key);
        sent.add(key);
      }
    } catch {
      // Kept for the next round: the collection service may be briefly away.
    } finally {
      busy = false;
    }
  };
  const schedule =
    options.schedule ??
    ((fn: () => void, ms: number) => {
      const id = setInterval(fn, ms);
      return () => clearInterval(id);
    });
  return {
    record: (key) => {
      if (!sent.has(key)) pending.add(key);
    },
    flush,
    start: () => schedule(() => void flush(), options.intervalMs ?? 60_000),
    pending: () => [...pending],
  };
}
