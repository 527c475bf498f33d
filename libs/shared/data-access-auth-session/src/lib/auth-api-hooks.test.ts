import { ApiError } from '@festival/shared-data-access-api-client';
import { createAuthApiHooks } from './auth-api-hooks';

describe('createAuthApiHooks', () => {
  it('has no token until a session attaches, and forwards 401s to it', async () => {
    const hooks = createAuthApiHooks();
    await expect(hooks.getIdToken()).resolves.toBeNull();
    const onUnauthorized = vi.fn();
    const detach = hooks.attach({ getIdToken: async () => 'id-token', onUnauthorized });
    await expect(hooks.getIdToken()).resolves.toBe('id-token');
    const error = new ApiError('Unauthorized', 401, null);
    hooks.onUnauthorized(error);
    expect(onUnauthorized).toHaveBeenCalledWith(error);
    detach();
    await expect(hooks.getIdToken()).resolves.toBeNull();
  });
});
