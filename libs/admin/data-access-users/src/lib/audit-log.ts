import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiClient, useApiClient } from '@festival/shared-data-access-api-client';
import type { AuditEntry, AuditLogQuery, ListResult } from '@festival/shared-util-api-contracts';

export type AuditLogListQuery = AuditLogQuery & Required<Pick<AuditLogQuery, 'take' | 'skip'>>;

/** Only the filters that hold a value go to the server. */
export function auditLogParams(query: AuditLogQuery): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === '') continue;
    params[key] = typeof value === 'string' ? value.trim() : value;
  }
  return params;
}

export async function getAuditLog(client: ApiClient, query: AuditLogListQuery, signal?: AbortSignal) {
  const { data } = await client.get<ListResult<AuditEntry>>('/audit-log', { params: auditLogParams(query), signal });
  return data;
}

export const auditLogKeys = {
  all: ['audit-log'] as const,
  list: (query: AuditLogListQuery) => [...auditLogKeys.all, 'list', query] as const,
};

export const auditLogQueryOptions = {
  list: (client: ApiClient, query: AuditLogListQuery) =>
    queryOptions({
      queryKey: auditLogKeys.list(query),
      queryFn: ({ signal }) => getAuditLog(client, query, signal),
      placeholderData: keepPreviousData,
    }),
};

export function useAuditLog(query: AuditLogListQuery) {
  return useQuery(auditLogQueryOptions.list(useApiClient(), query));
}
