import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListResult, MainEvent, MainEventDetail } from '@festival/shared-util-api-contracts';
import { type ApiClient, useApiClient } from '@festival/shared-data-access-api-client';
import { eventDetailQueryKey } from '@festival/shared-util-site';

export async function getActiveEvents(client: ApiClient): Promise<ListResult<MainEvent>> {
  const { data } = await client.get<ListResult<MainEvent>>('/events/active');
  return data;
}

export async function getEvent(client: ApiClient, id: string): Promise<MainEventDetail> {
  const { data } = await client.get<{ data: MainEventDetail }>(`/events/${encodeURIComponent(id)}`);
  return data.data;
}

export const eventKeys = {
  all: ['events'] as const,
  active: () => [...eventKeys.all, 'active'] as const,
  // The key the server's filled pages use too (util-site).
  detail: (id: string) => eventDetailQueryKey(id),
};

export const eventQueryOptions = {
  active: (client: ApiClient) => queryOptions({ queryKey: eventKeys.active(), queryFn: () => getActiveEvents(client) }),
  detail: (client: ApiClient, id: string) =>
    queryOptions({ queryKey: eventKeys.detail(id), queryFn: () => getEvent(client, id), enabled: id !== '' }),
};

export function useActiveEvents() {
  return useQuery(eventQueryOptions.active(useApiClient()));
}

export function useEvent(id: string) {
  return useQuery(eventQueryOptions.detail(useApiClient(), id));
}
