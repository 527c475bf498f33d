export const permissionKeys = {
  all: ['permissions'] as const,
  me: (userId: string) => [...permissionKeys.all, 'me', userId] as const,
};
