import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiClient, useApiClient } from '@festival/shared-data-access-api-client';
import type {
  AccommodationRequestQuery,
  AccommodationStatusChange,
  ListResult,
  StaffAccommodationRequest,
  StaffVisaRequest,
  VisaRequestQuery,
} from '@festival/shared-util-api-contracts';

export type VisaListQuery = VisaRequestQuery & Required<Pick<VisaRequestQuery, 'take' | 'skip'>>;
export type AccommodationListQuery = AccommodationRequestQuery &
  Required<Pick<AccommodationRequestQuery, 'take' | 'skip'>>;

const paramsOf = (query: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(query).filter(([, v]) => v !== undefined && v !== null && String(v).trim() !== ''),
  ) as Record<string, string | number>;

export async function getVisaRequests(
  client: ApiClient,
  query: VisaListQuery,
  signal?: AbortSignal,
): Promise<ListResult<StaffVisaRequest>> {
  const { data } = await client.get<ListResult<StaffVisaRequest>>('/assistance/visa-requests', {
    params: paramsOf({ ...query, search: query.search?.trim() }),
    signal,
  });
  return data;
}

export async function getAccommodationRequests(
  client: ApiClient,
  query: AccommodationListQuery,
  signal?: AbortSignal,
): Promise<ListResult<StaffAccommodationRequest>> {
  const { data } = await client.get<ListResult<StaffAccommodationRequest>>('/assistance/accommodation-requests', {
    params: paramsOf({ ...query, search: query.search?.trim() }),
    signal,
  });
  return data;
}

export async function completeVisaRequest(client: ApiClient, id: string): Promise<StaffVisaRequest> {
  const { data } = await client.put<{ data: StaffVisaRequest }>(
    `/assistance/visa-requests/${encodeURIComponent(id)}/status`,
    { status: 'COMPLETED' },
  );
  return data.data;
}

export async function setAccommodationStatus(
  client: ApiClient,
  id: string,
  status: AccommodationStatusChange['status'],
): Promise<StaffAccommodationRequest> {
  const { data } = await client.put<{ data: StaffAccommodationRequest }>(
    `/assistance/accommodation-requests/${encodeURIComponent(id)}/status`,
    { status },
  );
  return data.data;
}

export const assistanceKeys = {
  all: ['assistance'] as const,
  visa: (query: VisaListQuery) => [...assistanceKeys.all, 'visa', query] as const,
  accommodation: (query: AccommodationListQuery) => [...assistanceKeys.all, 'accommodation', query] as const,
};

export const assistanceQueryOptions = {
  visa: (client: ApiClient, query: VisaListQuery) =>
    queryOptions({
      queryKey: assistanceKeys.visa(query),
      queryFn: ({ signal }) => getVisaRequests(client, query, signal),
      placeholderData: keepPreviousData,
    }),
  accommodation: (client: ApiClient, query: AccommodationListQuery) =>
    queryOptions({
      queryKey: assistanceKeys.accommodation(query),
      queryFn: ({ signal }) => getAccommodationRequests(client, query, signal),
      placeholderData: keepPreviousData,
    }),
};

/** `GET /assistance/visa-requests` (ACCOMMODATION:R). */
export function useVisaRequests(query: VisaListQuery) {
  return useQuery(assistanceQueryOptions.visa(useApiClient(), query));
}

/** `GET /assistance/accommodation-requests` (ACCOMMODATION:R). */
export function useAccommodationRequests(query: AccommodationListQuery) {
  return useQuery(assistanceQueryOptions.accommodation(useApiClient(), query));
}

/** A desk's change shows in its list, in a registration's detail and in the dashboard's counts. */
function useInvalidateAssistance() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: assistanceKeys.all }),
      queryClient.invalidateQueries({ queryKey: ['staff-registrations'] }),
      queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
    ]);
}

/** `PUT /assistance/visa-requests/{id}/status` COMPLETED (ACCOMMODATION:U). */
export function useCompleteVisaRequest() {
  const client = useApiClient();
  const invalidate = useInvalidateAssistance();
  return useMutation({ mutationFn: (id: string) => completeVisaRequest(client, id), onSuccess: invalidate });
}

/** `PUT /assistance/accommodation-requests/{id}/status` RESERVED or WAITLIST (ACCOMMODATION:U). */
export function useSetAccommodationStatus() {
  const client = useApiClient();
  const invalidate = useInvalidateAssistance();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: AccommodationStatusChange['status'] }) =>
      setAccommodationStatus(client, id, status),
    onSuccess: invalidate,
  });
}
