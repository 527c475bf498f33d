import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Profile, ProfileUpdate } from '@festival/shared-util-api-contracts';
import { type ApiClient, ERRORS_SHOWN_BY_CALLER, useApiClient } from '@festival/shared-data-access-api-client';

/** The caller's profile (SPEC.md §7: GET /me, PUT /me/{id}); the email is read-only. */
export async function getProfile(client: ApiClient): Promise<Profile> {
  const { data } = await client.get<{ data: Profile }>('/me');
  return data.data;
}

export async function updateProfile(client: ApiClient, id: string, changes: ProfileUpdate): Promise<Profile> {
  const { data } = await client.put<{ data: Profile }>(`/me/${encodeURIComponent(id)}`, changes);
  return data.data;
}

export const profileKeys = { me: ['profile', 'me'] as const };

export const profileQueryOptions = {
  me: (client: ApiClient) => queryOptions({ queryKey: profileKeys.me, queryFn: () => getProfile(client) }),
};

export const useProfile = () => useQuery(profileQueryOptions.me(useApiClient()));

export function useUpdateProfile() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: ProfileUpdate }) => updateProfile(client, id, changes),
    onSuccess: (profile) => queryClient.setQueryData(profileKeys.me, profile),
    meta: ERRORS_SHOWN_BY_CALLER,
  });
}
