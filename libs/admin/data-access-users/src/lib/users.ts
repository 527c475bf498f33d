import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiClient, ERRORS_SHOWN_BY_CALLER, useApiClient } from '@festival/shared-data-access-api-client';
import type { AdminUser, ListQuery, ListResult } from '@festival/shared-util-api-contracts';

/** The table query the server takes (SPEC.md §3), with the page always given. */
export type UserListQuery = ListQuery & Required<Pick<ListQuery, 'take' | 'skip'>>;

export async function getUsers(
  client: ApiClient,
  query: UserListQuery,
  signal?: AbortSignal,
): Promise<ListResult<AdminUser>> {
  const params: Record<string, string | number> = { take: query.take, skip: query.skip };
  if (query.sort) params['sort'] = query.sort;
  if (query.order) params['order'] = query.order;
  if (query.search?.trim()) params['search'] = query.search.trim();
  const { data } = await client.get<ListResult<AdminUser>>('/users', { params, signal });
  return data;
}

export async function getUser(client: ApiClient, sub: string): Promise<AdminUser> {
  const { data } = await client.get<{ data: AdminUser }>(`/users/${encodeURIComponent(sub)}`);
  return data.data;
}

export async function setUserEnabled(client: ApiClient, sub: string, enabled: boolean): Promise<AdminUser> {
  const { data } = await client.post<{ data: AdminUser }>(
    `/users/${encodeURIComponent(sub)}/${enabled ? 'enable' : 'disable'}`,
  );
  return data.data;
}

export const userKeys = {
  all: ['users'] as const,
  lists: () => [...userKeys.all, 'list'] as const,
  list: (query: UserListQuery) => [...userKeys.lists(), query] as const,
  detail: (sub: string) => [...userKeys.all, 'detail', sub] as const,
};

export const userQueryOptions = {
  list: (client: ApiClient, query: UserListQuery) =>
    queryOptions({
      queryKey: userKeys.list(query),
      queryFn: ({ signal }) => getUsers(client, query, signal),
      // The table keeps showing the last page while the next one loads, instead of flashing empty.
      placeholderData: keepPreviousData,
    }),
  detail: (client: ApiClient, sub: string) =>
    queryOptions({ queryKey: userKeys.detail(sub), queryFn: () => getUser(client, sub), enabled: sub !== '' }),
};

export function useUsers(query: UserListQuery, options: { enabled?: boolean } = {}) {
  return useQuery({ ...userQueryOptions.list(useApiClient(), query), enabled: options.enabled ?? true });
}

export function useUser(sub: string) {
  return useQuery(userQueryOptions.detail(useApiClient(), sub));
}

function useSetUserEnabled(enabled: boolean) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sub: string) => setUserEnabled(client, sub, enabled),
    // The screen says why the server refused (one's own account, the last administrator).
    meta: ERRORS_SHOWN_BY_CALLER,
    onSuccess: async (user) => {
      queryClient.setQueryData(userKeys.detail(user.sub), user);
      // Every list page may show the user, and a filter may depend on the flag.
      await queryClient.invalidateQueries({ queryKey: userKeys.lists() });
    },
  });
}

/** `POST /users/{sub}/disable` (USER:U). */
export function useDisableUser() {
  return useSetUserEnabled(false);
}

/** `POST /users/{sub}/enable` (USER:U). */
export function useEnableUser() {
  return useSetUserEnabled(true);
}
