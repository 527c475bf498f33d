import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { toApiError } from './create-api-client';
import type { ApiError } from './api-error';

export interface QueryClientOptions {
  /** Where failed queries and mutations are reported, e.g. a toast. */
  onError?: (error: ApiError) => void;
}

/** SPEC.md §7: queries do not retry. Failures are reported once, through `onError`. */
export function createQueryClient(options: QueryClientOptions = {}): QueryClient {
  const report = (error: unknown) => options.onError?.(toApiError(error));
  return new QueryClient({
    queryCache: new QueryCache({ onError: report }),
    mutationCache: new MutationCache({ onError: report }),
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 60_000 },
      mutations: { retry: false },
    },
  });
}
