import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@festival/shared-data-access-api-client';
import type {
  CheckInKeySet,
  CheckInRequest,
  CheckInResult,
  CheckInRoster,
  ListResult,
  MainEvent,
} from '@festival/shared-util-api-contracts';

export async function getCheckInRoster(client: ApiClient, eventId: string, signal?: AbortSignal) {
  const { data } = await client.get<{ data: CheckInRoster }>('/check-ins/roster', { params: { eventId }, signal });
  return data.data;
}

/** The public keys that verify a pass's QR code (kept, so scans verify offline). */
export async function getCheckInKeySet(client: ApiClient, signal?: AbortSignal) {
  const { data } = await client.get<CheckInKeySet>('/wallet/check-in-key', { signal });
  return data;
}

export async function postCheckIn(client: ApiClient, body: CheckInRequest): Promise<CheckInResult> {
  const { data } = await client.post<{ data: CheckInResult }>('/check-ins', body);
  return data.data;
}

/** The festivals a door can check people in at. */
export async function getCheckInEvents(client: ApiClient, signal?: AbortSignal) {
  const { data } = await client.get<ListResult<MainEvent>>('/events/active', {
    params: { take: 50, sort: 'startDate', order: 'asc' },
    signal,
  });
  return data.data;
}

export const checkInKeys = {
  all: ['check-in'] as const,
  events: () => [...checkInKeys.all, 'events'] as const,
  keySet: () => [...checkInKeys.all, 'key-set'] as const,
  roster: (eventId: string) => [...checkInKeys.all, 'roster', eventId] as const,
};

export const checkInQueryOptions = {
  events: (client: ApiClient) =>
    queryOptions({ queryKey: checkInKeys.events(), queryFn: ({ signal }) => getCheckInEvents(client, signal) }),
  keySet: (client: ApiClient) =>
    queryOptions({ queryKey: checkInKeys.keySet(), queryFn: ({ signal }) => getCheckInKeySet(client, signal) }),
  roster: (client: ApiClient, eventId: string) =>
    queryOptions({
      queryKey: checkInKeys.roster(eventId),
      queryFn: ({ signal }) => getCheckInRoster(client, eventId, signal),
      enabled: eventId !== '',
    }),
};
