import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiClient, ERRORS_SHOWN_BY_CALLER, useApiClient } from '@festival/shared-data-access-api-client';
import type { ListQuery, ListResult, Role, RoleInput, UserRoles } from '@festival/shared-util-api-contracts';

export type RoleListQuery = ListQuery & Required<Pick<ListQuery, 'take' | 'skip'>>;

export async function getRoles(client: ApiClient, query: RoleListQuery, signal?: AbortSignal) {
  const params: Record<string, string | number> = { take: query.take, skip: query.skip };
  if (query.sort) params['sort'] = query.sort;
  if (query.order) params['order'] = query.order;
  if (query.search?.trim()) params['search'] = query.search.trim();
  const { data } = await client.get<ListResult<Role>>('/roles', { params, signal });
  return data;
}

export async function createRole(client: ApiClient, input: RoleInput): Promise<Role> {
  return (await client.post<{ data: Role }>('/roles', input)).data.data;
}

export async function updateRole(client: ApiClient, id: string, input: RoleInput): Promise<Role> {
  return (await client.put<{ data: Role }>(`/roles/${encodeURIComponent(id)}`, input)).data.data;
}

export async function deleteRole(client: ApiClient, id: string): Promise<void> {
  await client.delete(`/roles/${encodeURIComponent(id)}`);
}

export async function getUserRoles(client: ApiClient, sub: string): Promise<UserRoles> {
  return (await client.get<{ data: UserRoles }>(`/users/${encodeURIComponent(sub)}/roles`)).data.data;
}

export async function setUserRoles(client: ApiClient, sub: string, roleIds: string[]): Promise<UserRoles> {
  return (await client.put<{ data: UserRoles }>(`/users/${encodeURIComponent(sub)}/roles`, { roleIds })).data.data;
}

export const roleKeys = {
  all: ['roles'] as const,
  lists: () => [...roleKeys.all, 'list'] as const,
  list: (query: RoleListQuery) => [...roleKeys.lists(), query] as const,
  ofUser: (sub: string) => [...roleKeys.all, 'user', sub] as const,
};

export const roleQueryOptions = {
  list: (client: ApiClient, query: RoleListQuery) =>
    queryOptions({
      queryKey: roleKeys.list(query),
      queryFn: ({ signal }) => getRoles(client, query, signal),
      placeholderData: keepPreviousData,
    }),
  ofUser: (client: ApiClient, sub: string) =>
    queryOptions({ queryKey: roleKeys.ofUser(sub), queryFn: () => getUserRoles(client, sub) }),
};

export function useRoles(query: RoleListQuery, options: { enabled?: boolean } = {}) {
  return useQuery({ ...roleQueryOptions.list(useApiClient(), query), enabled: options.enabled ?? true });
}

export function useUserRoles(sub: string) {
  return useQuery(roleQueryOptions.ofUser(useApiClient(), sub));
}

function useRoleMutation<T>(mutationFn: (client: ApiClient, value: T) => Promise<unknown>) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (value: T) => mutationFn(client, value),
    // The screens say why the server refused (who may grant what) in place of the generic 403 toast.
    meta: ERRORS_SHOWN_BY_CALLER,
    // Role lists and who holds what may all change with one role.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: roleKeys.all }),
  });
}

/** `POST /roles` (ROLE:C). */
export const useCreateRole = () => useRoleMutation<RoleInput>(createRole);
/** `PUT /roles/{id}` (ROLE:U). */
export const useUpdateRole = () =>
  useRoleMutation<{ id: string; input: RoleInput }>((client, { id, input }) => updateRole(client, id, input));
/** `DELETE /roles/{id}` (ROLE:D). */
export const useDeleteRole = () => useRoleMutation<string>(deleteRole);
/** `PUT /users/{sub}/roles` (USER_PERMISSIONS:U). */
export const useSetUserRoles = () =>
  useRoleMutation<{ sub: string; roleIds: string[] }>((client, { sub, roleIds }) => setUserRoles(client, sub, roleIds));
