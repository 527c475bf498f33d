import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiClient, useApiClient } from '@festival/shared-data-access-api-client';
import type {
  BulkStatusResult,
  Dashboard,
  DelegationOverview,
  ListResult,
  RegistrationStatus,
  StaffRegistrationDetail,
  StaffRegistrationQuery,
  StaffRegistrationSummary,
} from '@festival/shared-util-api-contracts';

/** The staff list's query (SPEC.md §3 table query and filters), with the page always given. */
export type RegistrationListQuery = StaffRegistrationQuery & Required<Pick<StaffRegistrationQuery, 'take' | 'skip'>>;

/** Leaves out what is empty, so the request (and the cache key) holds only real filters. */
const paramsOf = (query: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(query).filter(([, v]) => v !== undefined && v !== null && String(v).trim() !== ''),
  ) as Record<string, string | number>;

export async function getRegistrations(
  client: ApiClient,
  query: RegistrationListQuery,
  signal?: AbortSignal,
): Promise<ListResult<StaffRegistrationSummary>> {
  const { data } = await client.get<ListResult<StaffRegistrationSummary>>('/registrations', {
    params: paramsOf({ ...query, search: query.search?.trim() }),
    signal,
  });
  return data;
}

export async function getRegistration(client: ApiClient, id: string): Promise<StaffRegistrationDetail> {
  const { data } = await client.get<{ data: StaffRegistrationDetail }>(`/registrations/${encodeURIComponent(id)}`);
  return data.data;
}

export async function setRegistrationStatus(client: ApiClient, id: string, status: RegistrationStatus): Promise<void> {
  await client.put(`/registrations/${encodeURIComponent(id)}/status`, { status });
}

export async function setRegistrationStatuses(
  client: ApiClient,
  ids: readonly string[],
  status: RegistrationStatus,
): Promise<BulkStatusResult[]> {
  const { data } = await client.post<{ data: BulkStatusResult[] }>('/registrations/status', { ids, status });
  return data.data;
}

export async function getDelegations(client: ApiClient, eventId?: string): Promise<DelegationOverview[]> {
  const { data } = await client.get<{ data: DelegationOverview[] }>('/registrations/delegations', {
    params: paramsOf({ eventId }),
  });
  return data.data;
}

export async function getDashboard(client: ApiClient, eventId?: string): Promise<Dashboard> {
  const { data } = await client.get<{ data: Dashboard }>('/dashboard', { params: paramsOf({ eventId }) });
  return data.data;
}

/** A short-lived signed link to a stored file (a signature, a document): GET /files/presigned-download-url. */
export async function getFileUrl(client: ApiClient, filePath: string): Promise<string> {
  const { data } = await client.get<{ data: { url: string } }>('/files/presigned-download-url', {
    params: { filePath },
  });
  return data.data.url;
}

export const registrationKeys = {
  all: ['staff-registrations'] as const,
  lists: () => [...registrationKeys.all, 'list'] as const,
  list: (query: RegistrationListQuery) => [...registrationKeys.lists(), query] as const,
  detail: (id: string) => [...registrationKeys.all, 'detail', id] as const,
  delegations: (eventId?: string) => [...registrationKeys.all, 'delegations', eventId ?? null] as const,
  dashboard: (eventId?: string) => ['dashboard', eventId ?? null] as const,
  file: (filePath: string) => ['file-url', filePath] as const,
};

/** Signed links live 10 minutes on the server; ask again well before. */
const FILE_URL_STALE_MS = 5 * 60_000;

export const registrationQueryOptions = {
  list: (client: ApiClient, query: RegistrationListQuery) =>
    queryOptions({
      queryKey: registrationKeys.list(query),
      queryFn: ({ signal }) => getRegistrations(client, query, signal),
      placeholderData: keepPreviousData,
    }),
  detail: (client: ApiClient, id: string) =>
    queryOptions({ queryKey: registrationKeys.detail(id), queryFn: () => getRegistration(client, id) }),
  delegations: (client: ApiClient, eventId?: string) =>
    queryOptions({ queryKey: registrationKeys.delegations(eventId), queryFn: () => getDelegations(client, eventId) }),
  dashboard: (client: ApiClient, eventId?: string) =>
    queryOptions({ queryKey: registrationKeys.dashboard(eventId), queryFn: () => getDashboard(client, eventId) }),
  file: (client: ApiClient, filePath: string | null) =>
    queryOptions({
      queryKey: registrationKeys.file(filePath ?? ''),
      queryFn: () => getFileUrl(client, filePath ?? ''),
      enabled: !!filePath,
      staleTime: FILE_URL_STALE_MS,
    }),
};

/** `GET /registrations` (ATTENDEE:R). */
export function useRegistrations(query: RegistrationListQuery) {
  return useQuery(registrationQueryOptions.list(useApiClient(), query));
}

/** `GET /registrations/{id}` (ATTENDEE:R): attendees, activities, files, requests. */
export function useRegistration(id: string) {
  return useQuery(registrationQueryOptions.detail(useApiClient(), id));
}

/** `GET /registrations/delegations` (ATTENDEE:R). */
export function useDelegations(eventId?: string) {
  return useQuery(registrationQueryOptions.delegations(useApiClient(), eventId));
}

/** `GET /dashboard` (ATTENDEE:R). */
export function useDashboard(eventId?: string) {
  return useQuery(registrationQueryOptions.dashboard(useApiClient(), eventId));
}

/** A signed link to show a stored file; nothing is asked for null. */
export function useFileUrl(filePath: string | null) {
  return useQuery(registrationQueryOptions.file(useApiClient(), filePath));
}

/** A status change touches the lists, the registration, the delegations and the dashboard's counts. */
async function invalidateAfterStatusChange(queryClient: ReturnType<typeof useQueryClient>) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: registrationKeys.all }),
    queryClient.invalidateQueries({ queryKey: registrationKeys.dashboard().slice(0, 1) }),
  ]);
}

/** `PUT /registrations/{id}/status` (ATTENDEE:U). */
export function useSetRegistrationStatus() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: RegistrationStatus }) =>
      setRegistrationStatus(client, id, status),
    onSuccess: () => invalidateAfterStatusChange(queryClient),
  });
}

/** `POST /registrations/status` (ATTENDEE:U): resolves to what became of each. */
export function useSetRegistrationStatuses() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ids, status }: { ids: readonly string[]; status: RegistrationStatus }) =>
      setRegistrationStatuses(client, ids, status),
    onSuccess: () => invalidateAfterStatusChange(queryClient),
  });
}
