import { describe, expect, it, vi } from 'vitest';
import { ERRORS_SHOWN_BY_CALLER, createQueryClient } from './query-client';

const failing = () => Promise.reject(new Error('This transaction has been declined.'));

describe('createQueryClient', () => {
  it('reports a failed mutation once, through onError', async () => {
    const onError = vi.fn();
    const client = createQueryClient({ onError });
    const mutation = client.getMutationCache().build(client, { mutationFn: failing });
    await expect(mutation.execute(undefined)).rejects.toThrow('declined');
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('stays quiet for a mutation whose caller shows its failures', async () => {
    const onError = vi.fn();
    const client = createQueryClient({ onError });
    const mutation = client.getMutationCache().build(client, { mutationFn: failing, meta: ERRORS_SHOWN_BY_CALLER });
    await expect(mutation.execute(undefined)).rejects.toThrow('declined');
    expect(onError).not.toHaveBeenCalled();
  });

  it('reports a failed query', async () => {
    const onError = vi.fn();
    const client = createQueryClient({ onError });
    await client.prefetchQuery({ queryKey: ['x'], queryFn: failing });
    expect(onError).toHaveBeenCalledTimes(1);
  });
});
