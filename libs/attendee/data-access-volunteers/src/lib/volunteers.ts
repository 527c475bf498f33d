import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  VolunteerApplication,
  VolunteerApplicationInput,
  VolunteerCheck,
  VolunteerDocument,
} from '@festival/shared-util-api-contracts';
import { type ApiClient, ERRORS_SHOWN_BY_CALLER, useApiClient } from '@festival/shared-data-access-api-client';

/** Volunteer applications (SPEC.md §7): the caller's own, for the festival. */

export async function checkVolunteer(client: ApiClient): Promise<VolunteerCheck> {
  const { data } = await client.get<{ data: VolunteerCheck }>('/volunteers/check');
  return data.data;
}

export async function getMyVolunteer(client: ApiClient): Promise<VolunteerApplication> {
  const { data } = await client.get<{ data: VolunteerApplication }>('/volunteers/me');
  return data.data;
}

export async function applyAsVolunteer(
  client: ApiClient,
  input: VolunteerApplicationInput,
): Promise<VolunteerApplication> {
  const { data } = await client.post<{ data: VolunteerApplication }>('/volunteers', input);
  return data.data;
}

export async function updateMyVolunteer(
  client: ApiClient,
  input: VolunteerApplicationInput,
): Promise<VolunteerApplication> {
  const { data } = await client.put<{ data: VolunteerApplication }>('/volunteers/me', input);
  return data.data;
}

export async function getVolunteerDocuments(client: ApiClient): Promise<VolunteerDocument[]> {
  const { data } = await client.get<{ data: VolunteerDocument[] }>('/volunteers/documents');
  return data.data;
}

export const volunteerKeys = {
  all: ['volunteers'] as const,
  check: () => [...volunteerKeys.all, 'check'] as const,
  mine: () => [...volunteerKeys.all, 'mine'] as const,
  documents: () => [...volunteerKeys.all, 'documents'] as const,
};

export const volunteerQueryOptions = {
  check: (client: ApiClient) =>
    queryOptions({ queryKey: volunteerKeys.check(), queryFn: () => checkVolunteer(client) }),
  mine: (client: ApiClient, enabled = true) =>
    queryOptions({ queryKey: volunteerKeys.mine(), queryFn: () => getMyVolunteer(client), enabled }),
  documents: (client: ApiClient) =>
    queryOptions({
      queryKey: volunteerKeys.documents(),
      queryFn: () => getVolunteerDocuments(client),
      // The links are signed for 10 minutes.
      staleTime: 5 * 60_000,
    }),
};

export const useVolunteerCheck = () => useQuery(volunteerQueryOptions.check(useApiClient()));
export const useMyVolunteer = (enabled = true) => useQuery(volunteerQueryOptions.mine(useApiClient(), enabled));
export const useVolunteerDocuments = () => useQuery(volunteerQueryOptions.documents(useApiClient()));

/** Applies (no application yet) or updates the caller's application; every view of it is stale after. */
export function useSaveVolunteer(mode: 'create' | 'update') {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: VolunteerApplicationInput) =>
      mode === 'create' ? applyAsVolunteer(client, input) : updateMyVolunteer(client, input),
    meta: ERRORS_SHOWN_BY_CALLER,
    onSuccess: (saved) => {
      queryClient.setQueryData(volunteerKeys.mine(), saved);
      return queryClient.invalidateQueries({ queryKey: volunteerKeys.check() });
    },
  });
}
