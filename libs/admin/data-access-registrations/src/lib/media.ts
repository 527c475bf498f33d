import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ListResult,
  MediaApplicationStatus,
  StaffMediaApplication,
  StaffMediaQuery,
} from '@festival/shared-util-api-contracts';
import { type ApiClient, useApiClient } from '@festival/shared-data-access-api-client';

/** Media applications on the admin site (MEDIA permission). */

export async function getMediaApplications(
  client: ApiClient,
  query: StaffMediaQuery,
): Promise<ListResult<StaffMediaApplication>> {
  const { data } = await client.get<ListResult<StaffMediaApplication>>('/media-applications', { params: query });
  return data;
}

export async function setMediaStatus(
  client: ApiClient,
  id: string,
  status: MediaApplicationStatus,
): Promise<StaffMediaApplication> {
  const { data } = await client.put<{ data: StaffMediaApplication }>(
    `/media-applications/${encodeURIComponent(id)}/status`,
    { status },
  );
  return data.data;
}

export const mediaApplicationKeys = {
  all: ['media-applications'] as const,
  list: (query: StaffMediaQuery) => [...mediaApplicationKeys.all, 'list', query] as const,
};

export const mediaApplicationQueryOptions = {
  list: (client: ApiClient, query: StaffMediaQuery) =>
    queryOptions({
      queryKey: mediaApplicationKeys.list(query),
      queryFn: () => getMediaApplications(client, query),
      placeholderData: keepPreviousData,
    }),
};

/** `GET /media-applications` (MEDIA:R). */
export function useMediaApplications(query: StaffMediaQuery) {
  return useQuery(mediaApplicationQueryOptions.list(useApiClient(), query));
}

/** `PUT /media-applications/{id}/status` (MEDIA:U): accredit, reject, reopen or archive. */
export function useSetMediaStatus() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: MediaApplicationStatus }) => setMediaStatus(client, id, status),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mediaApplicationKeys.all }),
  });
}
