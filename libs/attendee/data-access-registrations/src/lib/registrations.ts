import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AccommodationAssistanceInput,
  AccommodationEntry,
  DelegationPortal,
  ListQuery,
  ListResult,
  MyEvent,
  Registration,
  VisaAssistanceEntry,
  VisaAssistanceInput,
} from '@festival/shared-util-api-contracts';
import type { RegistrationPayload } from '@festival/shared-util-registration';
import {
  type ApiClient,
  ERRORS_SHOWN_BY_CALLER,
  saveBlob,
  useApiClient,
} from '@festival/shared-data-access-api-client';
import { eventKeys } from '@festival/attendee-data-access-events';

/** Main-event registrations (SPEC.md §7): the caller's own registration per event, and what hangs off it. */

const path = (eventId: string) => `/registrations/me/event/${encodeURIComponent(eventId)}`;

export async function getMyRegistration(client: ApiClient, eventId: string): Promise<Registration> {
  const { data } = await client.get<{ data: Registration }>(path(eventId));
  return data.data;
}

export async function createRegistration(client: ApiClient, payload: RegistrationPayload): Promise<Registration> {
  const { data } = await client.post<{ data: Registration }>('/registrations/event', payload);
  return data.data;
}

export async function updateMyRegistration(
  client: ApiClient,
  eventId: string,
  payload: RegistrationPayload,
): Promise<Registration> {
  const { data } = await client.put<{ data: Registration }>(path(eventId), payload);
  return data.data;
}

export async function getMyEvents(client: ApiClient, query: ListQuery = {}): Promise<ListResult<MyEvent>> {
  const { data } = await client.get<ListResult<MyEvent>>('/events/me', { params: query });
  return data;
}

export async function isRegisteredFor(client: ApiClient, eventId: string): Promise<boolean> {
  const { data } = await client.get<{ data: { isRegistered: boolean } }>(
    `/events/${encodeURIComponent(eventId)}/check`,
  );
  return data.data.isRegistered;
}

export async function getEventAvailableSlot(client: ApiClient, eventId: string): Promise<number> {
  const { data } = await client.get<{ data: { availableSlot: number } }>(
    `/events/${encodeURIComponent(eventId)}/available-slot`,
  );
  return data.data.availableSlot;
}

/** SPEC.md §7: the delegation key check; `isSuccess` false means "Incorrect key". A 429 means too many wrong keys. */
export async function checkDelegationKey(client: ApiClient, eventId: string, delegationKey: string): Promise<boolean> {
  const { data } = await client.get<{ data: { isSuccess: boolean } }>(
    `/registrations/event/${encodeURIComponent(eventId)}/check`,
    {
      params: { delegationKey, type: 'DELEGATE' },
    },
  );
  return data.data.isSuccess;
}

export async function getDelegationPortal(client: ApiClient, eventId: string): Promise<DelegationPortal> {
  const { data } = await client.get<{ data: DelegationPortal }>(`${path(eventId)}/delegation`);
  return data.data;
}

export async function getVisaAssistance(client: ApiClient, eventId: string): Promise<VisaAssistanceEntry[]> {
  const { data } = await client.get<{ data: VisaAssistanceEntry[] }>(`${path(eventId)}/visa-assistance`);
  return data.data;
}

export async function putVisaAssistance(
  client: ApiClient,
  eventId: string,
  input: VisaAssistanceInput,
): Promise<VisaAssistanceEntry[]> {
  const { data } = await client.put<{ data: VisaAssistanceEntry[] }>(`${path(eventId)}/visa-assistance`, input);
  return data.data;
}

export async function getAccommodationAssistance(client: ApiClient, eventId: string): Promise<AccommodationEntry[]> {
  const { data } = await client.get<{ data: AccommodationEntry[] }>(`${path(eventId)}/accommodation-assistance`);
  return data.data;
}

export async function putAccommodationAssistance(
  client: ApiClient,
  eventId: string,
  input: AccommodationAssistanceInput,
): Promise<AccommodationEntry[]> {
  const { data } = await client.put<{ data: AccommodationEntry[] }>(`${path(eventId)}/accommodation-assistance`, input);
  return data.data;
}

/** The name the wallet pass is saved under. */
export const WALLET_PASS_FILE_NAME = 'festival-pass.pkpass';

/** The registration's Apple Wallet pass (SPEC.md §7: GET /registrations/{id}/wallet), as a file. */
export async function getWalletPass(client: ApiClient, registrationId: string): Promise<Blob> {
  const { data } = await client.get<Blob>(`/registrations/${encodeURIComponent(registrationId)}/wallet`, {
    responseType: 'blob',
    headers: { Accept: 'application/vnd.apple.pkpass' },
  });
  return data;
}

export const registrationKeys = {
  all: ['registrations'] as const,
  mine: (eventId: string) => [...registrationKeys.all, 'mine', eventId] as const,
  myEvents: (query: ListQuery = {}) => [...registrationKeys.all, 'my-events', query] as const,
  isRegistered: (eventId: string) => [...registrationKeys.all, 'is-registered', eventId] as const,
  availableSlot: (eventId: string) => [...eventKeys.all, 'available-slot', eventId] as const,
  delegation: (eventId: string) => [...registrationKeys.mine(eventId), 'delegation'] as const,
  visa: (eventId: string) => [...registrationKeys.mine(eventId), 'visa'] as const,
  accommodation: (eventId: string) => [...registrationKeys.mine(eventId), 'accommodation'] as const,
};

export const registrationQueryOptions = {
  mine: (client: ApiClient, eventId: string) =>
    queryOptions({
      queryKey: registrationKeys.mine(eventId),
      queryFn: () => getMyRegistration(client, eventId),
      enabled: eventId !== '',
    }),
  myEvents: (client: ApiClient, query: ListQuery = {}) =>
    queryOptions({ queryKey: registrationKeys.myEvents(query), queryFn: () => getMyEvents(client, query) }),
  isRegistered: (client: ApiClient, eventId: string) =>
    queryOptions({
      queryKey: registrationKeys.isRegistered(eventId),
      queryFn: () => isRegisteredFor(client, eventId),
      enabled: eventId !== '',
    }),
  availableSlot: (client: ApiClient, eventId: string) =>
    queryOptions({
      queryKey: registrationKeys.availableSlot(eventId),
      queryFn: () => getEventAvailableSlot(client, eventId),
      enabled: eventId !== '',
    }),
  delegation: (client: ApiClient, eventId: string) =>
    queryOptions({
      queryKey: registrationKeys.delegation(eventId),
      queryFn: () => getDelegationPortal(client, eventId),
      enabled: eventId !== '',
    }),
  visa: (client: ApiClient, eventId: string) =>
    queryOptions({
      queryKey: registrationKeys.visa(eventId),
      queryFn: () => getVisaAssistance(client, eventId),
      enabled: eventId !== '',
    }),
  accommodation: (client: ApiClient, eventId: string) =>
    queryOptions({
      queryKey: registrationKeys.accommodation(eventId),
      queryFn: () => getAccommodationAssistance(client, eventId),
      enabled: eventId !== '',
    }),
};

export const useMyRegistration = (eventId: string) => useQuery(registrationQueryOptions.mine(useApiClient(), eventId));
export const useMyEvents = (query: ListQuery = {}) =>
  useQuery(registrationQueryOptions.myEvents(useApiClient(), query));
export const useIsRegistered = (eventId: string) =>
  useQuery(registrationQueryOptions.isRegistered(useApiClient(), eventId));
export const useEventAvailableSlot = (eventId: string) =>
  useQuery(registrationQueryOptions.availableSlot(useApiClient(), eventId));
export const useDelegationPortal = (eventId: string) =>
  useQuery(registrationQueryOptions.delegation(useApiClient(), eventId));
export const useVisaAssistance = (eventId: string) => useQuery(registrationQueryOptions.visa(useApiClient(), eventId));
export const useAccommodationAssistance = (eventId: string) =>
  useQuery(registrationQueryOptions.accommodation(useApiClient(), eventId));

/** After any change to a registration every view of it (mine, my events, checks, slots) is stale. */
function useInvalidateRegistrations() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: registrationKeys.all }),
      queryClient.invalidateQueries({ queryKey: eventKeys.all }),
    ]);
}

export function useSaveRegistration() {
  const client = useApiClient();
  const invalidate = useInvalidateRegistrations();
  return useMutation({
    mutationFn: ({ payload, edit }: { payload: RegistrationPayload; edit: boolean }) =>
      edit ? updateMyRegistration(client, payload.eventId, payload) : createRegistration(client, payload),
    onSuccess: invalidate,
    meta: ERRORS_SHOWN_BY_CALLER,
  });
}

export function useSaveVisaAssistance(eventId: string) {
  const client = useApiClient();
  const invalidate = useInvalidateRegistrations();
  return useMutation({
    mutationFn: (input: VisaAssistanceInput) => putVisaAssistance(client, eventId, input),
    onSuccess: invalidate,
  });
}

export function useSaveAccommodationAssistance(eventId: string) {
  const client = useApiClient();
  const invalidate = useInvalidateRegistrations();
  return useMutation({
    mutationFn: (input: AccommodationAssistanceInput) => putAccommodationAssistance(client, eventId, input),
    onSuccess: invalidate,
  });
}

export function useCheckDelegationKey(eventId: string) {
  const client = useApiClient();
  return useMutation({
    mutationFn: (delegationKey: string) => checkDelegationKey(client, eventId, delegationKey),
    meta: ERRORS_SHOWN_BY_CALLER,
  });
}

/** Downloads the registration's wallet pass as festival-pass.pkpass (with the bearer token, so not a plain link). */
export function useDownloadWalletPass() {
  const client = useApiClient();
  return useMutation({
    mutationFn: async (registrationId: string) =>
      saveBlob(await getWalletPass(client, registrationId), WALLET_PASS_FILE_NAME),
  });
}
