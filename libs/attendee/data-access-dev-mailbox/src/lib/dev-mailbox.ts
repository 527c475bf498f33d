import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MailboxMessage } from '@festival/shared-util-api-contracts';
import { type ApiClient, useApiClient } from '@festival/shared-data-access-api-client';

/** `GET /dev/mailbox?to=` lives at the site root, beside the API, not under it. */
export async function getDevMailbox(client: ApiClient, to: string): Promise<MailboxMessage[]> {
  const { data } = await client.get<unknown>('/dev/mailbox', { baseURL: '/', params: to ? { to } : {} });
  const list = Array.isArray(data)
    ? data
    : data && typeof data === 'object' && Array.isArray((data as { data?: unknown }).data)
      ? (data as { data: unknown[] }).data
      : [];
  return (list as MailboxMessage[]).slice().sort((a, b) => String(b.sentAt).localeCompare(String(a.sentAt)));
}

export const devMailboxKeys = {
  all: ['dev-mailbox'] as const,
  list: (to: string) => [...devMailboxKeys.all, to] as const,
};

export const devMailboxQueryOptions = {
  list: (client: ApiClient, to: string) =>
    queryOptions({
      queryKey: devMailboxKeys.list(to),
      queryFn: () => getDevMailbox(client, to),
      refetchInterval: 5000,
    }),
};

export function useDevMailbox(to: string) {
  return useQuery(devMailboxQueryOptions.list(useApiClient(), to));
}
