import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiClient, useApiClient } from '@festival/shared-data-access-api-client';
import type {
  AdminEventQuery,
  AdminSubEvent,
  DelegationKey,
  ListResult,
  MainEvent,
  MainEventDetail,
  MainEventInput,
  NewDelegationKey,
  SubEvent,
  SubEventInput,
} from '@festival/shared-util-api-contracts';

/** The staff table query (SPEC.md §3) with the page always given. */
export type EventListQuery = AdminEventQuery & Required<Pick<AdminEventQuery, 'take' | 'skip'>>;

function listParams(query: EventListQuery): Record<string, string | number> {
  const params: Record<string, string | number> = { take: query.take, skip: query.skip };
  if (query.sort) params['sort'] = query.sort;
  if (query.order) params['order'] = query.order;
  if (query.search?.trim()) params['search'] = query.search.trim();
  if (query.status) params['status'] = query.status;
  return params;
}

export async function getEvents(client: ApiClient, query: EventListQuery, signal?: AbortSignal) {
  const { data } = await client.get<ListResult<MainEvent>>('/events', { params: listParams(query), signal });
  return data;
}

/** The public detail route answers any status by id: staff read the event through it. */
export async function getEvent(client: ApiClient, id: string): Promise<MainEventDetail> {
  const { data } = await client.get<{ data: MainEventDetail }>(`/events/${encodeURIComponent(id)}`);
  return data.data;
}

export async function createEvent(client: ApiClient, input: MainEventInput): Promise<MainEvent> {
  const { data } = await client.post<{ data: MainEvent }>('/events', input);
  return data.data;
}

export async function updateEvent(client: ApiClient, id: string, input: MainEventInput): Promise<MainEvent> {
  const { data } = await client.put<{ data: MainEvent }>(`/events/${encodeURIComponent(id)}`, input);
  return data.data;
}

export async function getSubEvents(client: ApiClient, eventId: string, query: EventListQuery, signal?: AbortSignal) {
  const { data } = await client.get<ListResult<AdminSubEvent>>(`/events/${encodeURIComponent(eventId)}/sub-events`, {
    params: listParams(query),
    signal,
  });
  return data;
}

export async function createSubEvent(client: ApiClient, eventId: string, input: SubEventInput): Promise<SubEvent> {
  const { data } = await client.post<{ data: SubEvent }>(`/events/${encodeURIComponent(eventId)}/sub-events`, input);
  return data.data;
}

export async function updateSubEvent(client: ApiClient, id: string, input: SubEventInput): Promise<SubEvent> {
  const { data } = await client.put<{ data: SubEvent }>(`/sub-events/${encodeURIComponent(id)}`, input);
  return data.data;
}

export async function getDelegationKeys(client: ApiClient, eventId: string): Promise<DelegationKey[]> {
  const { data } = await client.get<{ data: DelegationKey[] }>(
    `/events/${encodeURIComponent(eventId)}/delegation-keys`,
  );
  return data.data;
}

export async function createDelegationKey(
  client: ApiClient,
  eventId: string,
  delegationName: string,
): Promise<NewDelegationKey> {
  const { data } = await client.post<{ data: NewDelegationKey }>(
    `/events/${encodeURIComponent(eventId)}/delegation-keys`,
    { delegationName },
  );
  return data.data;
}

export async function revokeDelegationKey(client: ApiClient, eventId: string, keyId: string) {
  const { data } = await client.delete<{ data: DelegationKey }>(
    `/events/${encodeURIComponent(eventId)}/delegation-keys/${encodeURIComponent(keyId)}`,
  );
  return data.data;
}

export const eventKeys = {
  all: ['staff-events'] as const,
  lists: () => [...eventKeys.all, 'list'] as const,
  list: (query: EventListQuery) => [...eventKeys.lists(), query] as const,
  detail: (id: string) => [...eventKeys.all, 'detail', id] as const,
  subEvents: (eventId: string) => [...eventKeys.detail(eventId), 'sub-events'] as const,
  subEventList: (eventId: string, query: EventListQuery) => [...eventKeys.subEvents(eventId), query] as const,
  delegationKeys: (eventId: string) => [...eventKeys.detail(eventId), 'delegation-keys'] as const,
};

export const eventQueryOptions = {
  list: (client: ApiClient, query: EventListQuery) =>
    queryOptions({
      queryKey: eventKeys.list(query),
      queryFn: ({ signal }) => getEvents(client, query, signal),
      placeholderData: keepPreviousData,
    }),
  detail: (client: ApiClient, id: string) =>
    queryOptions({ queryKey: eventKeys.detail(id), queryFn: () => getEvent(client, id), enabled: id !== '' }),
  subEvents: (client: ApiClient, eventId: string, query: EventListQuery) =>
    queryOptions({
      queryKey: eventKeys.subEventList(eventId, query),
      queryFn: ({ signal }) => getSubEvents(client, eventId, query, signal),
      placeholderData: keepPreviousData,
    }),
  delegationKeys: (client: ApiClient, eventId: string) =>
    queryOptions({ queryKey: eventKeys.delegationKeys(eventId), queryFn: () => getDelegationKeys(client, eventId) }),
};

/** `GET /events` (EVENT:R). */
export function useEvents(query: EventListQuery) {
  return useQuery(eventQueryOptions.list(useApiClient(), query));
}

export function useEvent(id: string) {
  return useQuery(eventQueryOptions.detail(useApiClient(), id));
}

/** `GET /events/{id}/sub-events` (EVENT_MANAGEMENT:R). */
export function useSubEvents(eventId: string, query: EventListQuery, options: { enabled?: boolean } = {}) {
  return useQuery({ ...eventQueryOptions.subEvents(useApiClient(), eventId, query), enabled: options.enabled ?? true });
}

/** `GET /events/{id}/delegation-keys` (EVENT:R). */
export function useDelegationKeys(eventId: string) {
  return useQuery(eventQueryOptions.delegationKeys(useApiClient(), eventId));
}

/** `POST /events` or `PUT /events/{id}`: every list and the event's detail show it afterwards. */
export function useSaveEvent() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: MainEventInput }) =>
      id ? updateEvent(client, id, input) : createEvent(client, input),
    onSuccess: async (event) => {
      await queryClient.invalidateQueries({ queryKey: eventKeys.lists() });
      await queryClient.invalidateQueries({ queryKey: eventKeys.detail(event.id), exact: true });
    },
  });
}

/** `POST /events/{id}/sub-events` or `PUT /sub-events/{id}`. */
export function useSaveSubEvent(eventId: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: SubEventInput }) =>
      id ? updateSubEvent(client, id, input) : createSubEvent(client, eventId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventKeys.subEvents(eventId) }),
  });
}

/** `POST /events/{id}/delegation-keys`: the answer holds the key, shown this once. */
export function useCreateDelegationKey(eventId: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (delegationName: string) => createDelegationKey(client, eventId, delegationName),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventKeys.delegationKeys(eventId) }),
  });
}

/** `DELETE /events/{id}/delegation-keys/{keyId}`. */
export function useRevokeDelegationKey(eventId: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (keyId: string) => revokeDelegationKey(client, eventId, keyId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventKeys.delegationKeys(eventId) }),
  });
}
