import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MediaApplication, MediaApplicationInput, MediaCheck } from '@festival/shared-util-api-contracts';
import { type ApiClient, ERRORS_SHOWN_BY_CALLER, useApiClient } from '@festival/shared-data-access-api-client';

/** Media (press) applications (SPEC.md §7): the caller's own, one per event. */

const base = (eventId: string) => `/media-registrations/${encodeURIComponent(eventId)}`;
const mine = (eventId: string) => `/media-registrations/me/${encodeURIComponent(eventId)}`;

export async function getMediaCheck(client: ApiClient, eventId: string): Promise<MediaCheck> {
  const { data } = await client.get<{ data: MediaCheck }>(`${base(eventId)}/check`);
  return data.data;
}

export async function getMyMediaApplication(client: ApiClient, eventId: string): Promise<MediaApplication> {
  const { data } = await client.get<{ data: MediaApplication }>(mine(eventId));
  return data.data;
}

export async function applyAsMedia(
  client: ApiClient,
  eventId: string,
  input: MediaApplicationInput,
): Promise<MediaApplication> {
  const { data } = await client.post<{ data: MediaApplication }>(base(eventId), input);
  return data.data;
}

export async function updateMyMediaApplication(
  client: ApiClient,
  eventId: string,
  input: MediaApplicationInput,
): Promise<MediaApplication> {
  const { data } = await client.put<{ data: MediaApplication }>(mine(eventId), input);
  return data.data;
}

/** The press pass as a file (a .pkpass) for the browser to save. */
export async function getPressPass(client: ApiClient, eventId: string): Promise<Blob> {
  const { data } = await client.get<Blob>(`${base(eventId)}/wallet`, { responseType: 'blob' });
  return data;
}

export const mediaKeys = {
  all: ['media'] as const,
  check: (eventId: string) => [...mediaKeys.all, 'check', eventId] as const,
  mine: (eventId: string) => [...mediaKeys.all, 'mine', eventId] as const,
};

export const mediaQueryOptions = {
  check: (client: ApiClient, eventId: string) =>
    queryOptions({
      queryKey: mediaKeys.check(eventId),
      queryFn: () => getMediaCheck(client, eventId),
      enabled: eventId !== '',
    }),
  mine: (client: ApiClient, eventId: string, enabled = true) =>
    queryOptions({
      queryKey: mediaKeys.mine(eventId),
      queryFn: () => getMyMediaApplication(client, eventId),
      enabled: enabled && eventId !== '',
    }),
};

export function useMediaCheck(eventId: string) {
  return useQuery(mediaQueryOptions.check(useApiClient(), eventId));
}

/** The caller's application; only asked for once the check says there is one. */
export function useMyMediaApplication(eventId: string, enabled = true) {
  return useQuery(mediaQueryOptions.mine(useApiClient(), eventId, enabled));
}

/** Apply (no application yet) or update (one exists); both refresh the check and the application. */
export function useSaveMediaApplication(eventId: string, mode: 'create' | 'update') {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MediaApplicationInput) =>
      mode === 'create' ? applyAsMedia(client, eventId, input) : updateMyMediaApplication(client, eventId, input),
    meta: ERRORS_SHOWN_BY_CALLER,
    onSuccess: (saved) => {
      queryClient.setQueryData(mediaKeys.mine(eventId), saved);
      return queryClient.invalidateQueries({ queryKey: mediaKeys.check(eventId) });
    },
  });
}
