import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';
import { englishTranslate } from './error-message';

export interface QueryClientOptions {
  /** Where failed queries and mutations are reported, e.g. a toast. */
  onError?: (error: ApiError) => void;
}

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /** The screen that runs this mutation shows its failures in place (a form's banner, its fields). */
      errorsShownByCaller?: boolean;
    };
  }
}

/**
 * The meta of a mutation whose one caller shows its failures itself: the app-wide report (a toast)
 * stays quiet, so a declined card or a refused form is said once, where it happened.
 */
export const ERRORS_SHOWN_BY_CALLER = { errorsShownByCaller: true } as const;

/** SPEC.md §7: queries do not retry. Failures are reported once, through `onError`. */
export function createQueryClient(options: QueryClientOptions = {}): QueryClient {
  // The api client rejects with ApiErrors already; anything else is a failure of our own code.
  const report = (error: unknown) =>
    options.onError?.(error instanceof ApiError ? error : new ApiError(englishTranslate('errors.generic'), null, null));
  return new QueryClient({
    queryCache: new QueryCache({ onError: report }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (!mutation.meta?.errorsShownByCaller) report(error);
      },
    }),
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 60_000 },
      mutations: { retry: false },
    },
  });
}
