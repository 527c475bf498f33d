import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Contents } from '@festival/shared-util-api-contracts';
import { type ApiClient, useApiClient } from '@festival/shared-data-access-api-client';

export async function getContents(client: ApiClient): Promise<Contents> {
  const { data } = await client.get<{ data: Contents }>('/contents');
  return data.data;
}

export const contentKeys = {
  all: ['contents'] as const,
};

export const contentQueryOptions = {
  all: (client: ApiClient) =>
    // Reference lists change with a deployment, not during a visit.
    queryOptions({ queryKey: contentKeys.all, queryFn: () => getContents(client), staleTime: Infinity }),
};

export function useContents() {
  return useQuery(contentQueryOptions.all(useApiClient()));
}
