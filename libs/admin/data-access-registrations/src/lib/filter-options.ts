import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiClient, useApiClient } from '@festival/shared-data-access-api-client';
import type { Contents, ListResult, MainEvent, MainEventDetail } from '@festival/shared-util-api-contracts';

/** What the filters offer: the festival's activities and the countries (SPEC.md §7 GET /contents). */
export interface FilterOptions {
  activities: { id: string; name: string }[];
  countries: { id: string; name: string }[];
}

export async function getFilterOptions(client: ApiClient): Promise<FilterOptions> {
  const [contents, events] = await Promise.all([
    client.get<{ data: Contents }>('/contents'),
    client.get<ListResult<MainEvent>>('/events/active', { params: { take: 50 } }),
  ]);
  const details = await Promise.all(
    events.data.data.map((event) => client.get<{ data: MainEventDetail }>(`/events/${event.id}`)),
  );
  return {
    activities: details.flatMap(({ data }) => data.data.subEvents.map(({ id, name }) => ({ id, name }))),
    countries: contents.data.data.countries,
  };
}

export const filterOptionsQueryOptions = (client: ApiClient) =>
  queryOptions({
    queryKey: ['staff-filter-options'] as const,
    queryFn: () => getFilterOptions(client),
    staleTime: 5 * 60_000,
  });

export function useFilterOptions() {
  return useQuery(filterOptionsQueryOptions(useApiClient()));
}
