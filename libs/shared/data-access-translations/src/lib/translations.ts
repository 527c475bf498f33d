import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ListResult,
  Locale,
  Quote,
  TranslationInput,
  TranslationRow,
  TranslationTableQuery,
} from '@festival/shared-util-api-contracts';
import { type ApiClient, useApiClient } from '@festival/shared-data-access-api-client';

export async function getLocales(client: ApiClient): Promise<Locale[]> {
  const { data } = await client.get<{ data: Locale[] }>('/locales');
  return data.data;
}

export async function getRandomQuote(client: ApiClient, language: string): Promise<Quote> {
  const { data } = await client.get<{ data: Quote }>('/quotes/random', { params: { language } });
  return data.data;
}

export async function getTranslationTable(
  client: ApiClient,
  query: TranslationTableQuery,
): Promise<ListResult<TranslationRow>> {
  const { data } = await client.get<ListResult<TranslationRow>>('/translations', { params: query });
  return data;
}

export async function saveTranslation(
  client: ApiClient,
  code: string,
  input: TranslationInput,
): Promise<{ key: string; value: string | null }> {
  const { data } = await client.put<{ data: { key: string; value: string | null } }>(
    `/translations/${encodeURIComponent(code)}`,
    input,
  );
  return data.data;
}

export const translationKeys = {
  locales: ['locales'] as const,
  quote: (language: string) => ['quotes', 'random', language] as const,
  tables: ['translations'] as const,
  table: (query: TranslationTableQuery) => ['translations', query] as const,
};

export const translationQueryOptions = {
  // The languages change with an administrator's decision, not during a visit.
  locales: (client: ApiClient) =>
    queryOptions({ queryKey: translationKeys.locales, queryFn: () => getLocales(client), staleTime: Infinity }),
  quote: (client: ApiClient, language: string) =>
    queryOptions({
      queryKey: translationKeys.quote(language),
      queryFn: () => getRandomQuote(client, language),
      staleTime: Infinity,
    }),
  table: (client: ApiClient, query: TranslationTableQuery) =>
    queryOptions({
      queryKey: translationKeys.table(query),
      queryFn: () => getTranslationTable(client, query),
      placeholderData: keepPreviousData,
    }),
};

export function useLocales() {
  return useQuery(translationQueryOptions.locales(useApiClient()));
}

/** A random Pacific proverb or quote, once per visit and language; fetched once `enabled`. */
export function useRandomQuote(language: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...translationQueryOptions.quote(useApiClient(), language), enabled });
}

export function useTranslationTable(query: TranslationTableQuery) {
  return useQuery(translationQueryOptions.table(useApiClient(), query));
}

export function useSaveTranslation() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ code, ...input }: TranslationInput & { code: string }) => saveTranslation(client, code, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: translationKeys.tables }),
  });
}
