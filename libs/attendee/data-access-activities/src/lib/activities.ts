import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ListResult,
  MySubEvent,
  MySubEventQuery,
  RegistrationType,
  SubEventRegistrationPayload,
  SubEventReservation,
} from '@festival/shared-util-api-contracts';
import { type ApiClient, ERRORS_SHOWN_BY_CALLER, useApiClient } from '@festival/shared-data-access-api-client';
import { eventKeys } from '@festival/attendee-data-access-events';
import { registrationKeys } from '@festival/attendee-data-access-registrations';
import { prefilledActivitiesQueryKey } from '@festival/shared-util-site';

/** Activity (sub-event) registrations of the caller (SPEC.md §7). */

const id = encodeURIComponent;

export async function getMySubEvents(
  client: ApiClient,
  eventId: string,
  query: MySubEventQuery = {},
): Promise<ListResult<MySubEvent>> {
  const { data } = await client.get<ListResult<MySubEvent>>(`/registrations/me/event/${id(eventId)}/sub-event`, {
    params: query,
  });
  return data;
}

/** The places an attendee of `type` may still take at the activity (0 = full). */
export async function getSubEventAvailableSlot(
  client: ApiClient,
  subEventId: string,
  type: RegistrationType,
): Promise<number> {
  const { data } = await client.get<{ data: { availableSlot: number } }>(
    `/sub-events/${id(subEventId)}/available-slot`,
    { params: { type } },
  );
  return data.data.availableSlot;
}

export async function createSubEventRegistration(
  client: ApiClient,
  payload: SubEventRegistrationPayload,
): Promise<SubEventReservation> {
  const { data } = await client.post<{ data: SubEventReservation }>('/registrations/sub-event', payload);
  return data.data;
}

/** The whole new list of who goes: attendees left out are canceled, which frees their places. */
export async function updateSubEventRegistration(
  client: ApiClient,
  payload: SubEventRegistrationPayload,
): Promise<SubEventReservation> {
  const { data } = await client.put<{ data: SubEventReservation }>(
    `/registrations/sub-event/${id(payload.subEventId)}`,
    payload,
  );
  return data.data;
}

export async function cancelSubEventRegistration(client: ApiClient, subEventId: string): Promise<void> {
  await client.delete(`/registrations/sub-event/${id(subEventId)}`);
}

export const activityKeys = {
  all: ['activities'] as const,
  mine: (eventId: string) => [...activityKeys.all, 'mine', eventId] as const,
  list: (eventId: string, query: MySubEventQuery = {}) => [...activityKeys.mine(eventId), query] as const,
  /** The list the server filled the page with (util-site); no request fills it. */
  prefilled: (eventId: string, query: MySubEventQuery) => prefilledActivitiesQueryKey(eventId, query),
  availableSlot: (subEventId: string, type: RegistrationType) =>
    [...activityKeys.all, 'available-slot', subEventId, type] as const,
};

export const activityQueryOptions = {
  list: (client: ApiClient, eventId: string, query: MySubEventQuery = {}) =>
    queryOptions({
      queryKey: activityKeys.list(eventId, query),
      queryFn: () => getMySubEvents(client, eventId, query),
      enabled: eventId !== '',
      // Paging and searching keep the current rows on screen until the next ones arrive.
      placeholderData: keepPreviousData,
    }),
  /** Always asked afresh: the reservation flow decides from this answer (SPEC.md §4). */
  availableSlot: (client: ApiClient, subEventId: string, type: RegistrationType) =>
    queryOptions({
      queryKey: activityKeys.availableSlot(subEventId, type),
      queryFn: () => getSubEventAvailableSlot(client, subEventId, type),
      staleTime: 0,
    }),
};

export const useMySubEvents = (eventId: string, query: MySubEventQuery = {}) =>
  useQuery(activityQueryOptions.list(useApiClient(), eventId, query));

/**
 * The first page of the list as the server filled it (places left, no one's records), when the
 * page arrived filled; never fetched. Shown until the signed-in answer arrives.
 */
export const usePrefilledSubEvents = (eventId: string, query: MySubEventQuery) =>
  useQuery<ListResult<MySubEvent>>({
    queryKey: activityKeys.prefilled(eventId, query),
    queryFn: () => Promise.reject(new Error('The filled list is never fetched')),
    enabled: false,
    staleTime: Infinity,
  });

/** Fetches the available slot on demand (the reservation flow's first step), never from cache. */
export function useFetchAvailableSlot() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return (subEventId: string, type: RegistrationType) =>
    queryClient.fetchQuery(activityQueryOptions.availableSlot(client, subEventId, type));
}

/** After a change, the activity lists, the slots and the main event (its counts) are stale. */
function useInvalidateActivities() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: activityKeys.all }),
      queryClient.invalidateQueries({ queryKey: eventKeys.all }),
      queryClient.invalidateQueries({ queryKey: registrationKeys.all }),
    ]);
}

/** POST (a new reservation) or PUT (`edit`: the new list of who goes, or paying an offer). */
export function useSaveSubEventRegistration() {
  const client = useApiClient();
  const invalidate = useInvalidateActivities();
  return useMutation({
    mutationFn: ({ payload, edit }: { payload: SubEventRegistrationPayload; edit: boolean }) =>
      edit ? updateSubEventRegistration(client, payload) : createSubEventRegistration(client, payload),
    onSuccess: invalidate,
    meta: ERRORS_SHOWN_BY_CALLER,
  });
}

export function useCancelSubEventRegistration() {
  const client = useApiClient();
  const invalidate = useInvalidateActivities();
  return useMutation({
    mutationFn: (subEventId: string) => cancelSubEventRegistration(client, subEventId),
    onSuccess: invalidate,
    meta: ERRORS_SHOWN_BY_CALLER,
  });
}
