import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiClient, useApiClient } from '@festival/shared-data-access-api-client';
import type {
  AssignmentSuggestInput,
  AssignmentSuggestion,
  ListResult,
  SaveAssignmentsInput,
  SaveAssignmentsResult,
  StaffVolunteerDetail,
  StaffVolunteerQuery,
  StaffVolunteerSummary,
  VolunteerAvailability,
  VolunteerStatusValue,
} from '@festival/shared-util-api-contracts';

export type VolunteerListQuery = StaffVolunteerQuery & Required<Pick<StaffVolunteerQuery, 'take' | 'skip'>>;

const paramsOf = (query: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(query).filter(([, v]) => v !== undefined && v !== null && String(v).trim() !== ''),
  ) as Record<string, string | number>;

export async function getVolunteers(
  client: ApiClient,
  query: VolunteerListQuery,
  signal?: AbortSignal,
): Promise<ListResult<StaffVolunteerSummary>> {
  const { data } = await client.get<ListResult<StaffVolunteerSummary>>('/volunteers', {
    params: paramsOf({ ...query, search: query.search?.trim() }),
    signal,
  });
  return data;
}

export async function getVolunteer(client: ApiClient, id: string, signal?: AbortSignal) {
  const { data } = await client.get<{ data: StaffVolunteerDetail }>(`/volunteers/${encodeURIComponent(id)}`, {
    signal,
  });
  return data.data;
}

export async function setVolunteerStatus(client: ApiClient, id: string, status: VolunteerStatusValue) {
  const { data } = await client.put<{ data: StaffVolunteerDetail }>(`/volunteers/${encodeURIComponent(id)}/status`, {
    status,
  });
  return data.data;
}

export async function getVolunteerAvailability(client: ApiClient, signal?: AbortSignal) {
  const { data } = await client.get<{ data: VolunteerAvailability }>('/volunteers/availability', { signal });
  return data.data;
}

export async function suggestAssignments(client: ApiClient, input: AssignmentSuggestInput) {
  const { data } = await client.post<{ data: AssignmentSuggestion }>('/volunteers/assignments/suggest', input);
  return data.data;
}

export async function saveAssignments(client: ApiClient, input: SaveAssignmentsInput) {
  const { data } = await client.put<{ data: SaveAssignmentsResult }>('/volunteers/assignments', input);
  return data.data;
}

export const volunteerKeys = {
  all: ['staff-volunteers'] as const,
  list: (query: VolunteerListQuery) => [...volunteerKeys.all, 'list', query] as const,
  detail: (id: string) => [...volunteerKeys.all, 'detail', id] as const,
  availability: () => [...volunteerKeys.all, 'availability'] as const,
};

export const volunteerQueryOptions = {
  list: (client: ApiClient, query: VolunteerListQuery) =>
    queryOptions({
      queryKey: volunteerKeys.list(query),
      queryFn: ({ signal }) => getVolunteers(client, query, signal),
      placeholderData: keepPreviousData,
    }),
  detail: (client: ApiClient, id: string) =>
    queryOptions({ queryKey: volunteerKeys.detail(id), queryFn: ({ signal }) => getVolunteer(client, id, signal) }),
  availability: (client: ApiClient) =>
    queryOptions({
      queryKey: volunteerKeys.availability(),
      queryFn: ({ signal }) => getVolunteerAvailability(client, signal),
    }),
};

/** `GET /volunteers` (VOLUNTEER:R). */
export function useVolunteers(query: VolunteerListQuery) {
  return useQuery(volunteerQueryOptions.list(useApiClient(), query));
}

/** `GET /volunteers/{id}` (VOLUNTEER:R). */
export function useVolunteer(id: string) {
  return useQuery(volunteerQueryOptions.detail(useApiClient(), id));
}

/** `GET /volunteers/availability` (VOLUNTEER:R). */
export function useVolunteerAvailability() {
  return useQuery(volunteerQueryOptions.availability(useApiClient()));
}

/** `PUT /volunteers/{id}/status` (VOLUNTEER:U): the list, the detail and the grid's approved counts change. */
export function useSetVolunteerStatus() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: VolunteerStatusValue }) =>
      setVolunteerStatus(client, id, status),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: volunteerKeys.all }),
  });
}

/** `POST /volunteers/assignments/suggest` (VOLUNTEER:R): a plan, not saved. */
export function useSuggestAssignments() {
  const client = useApiClient();
  return useMutation({ mutationFn: (input: AssignmentSuggestInput) => suggestAssignments(client, input) });
}

/** `PUT /volunteers/assignments` (VOLUNTEER:U). */
export function useSaveAssignments() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveAssignmentsInput) => saveAssignments(client, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: volunteerKeys.all }),
  });
}
