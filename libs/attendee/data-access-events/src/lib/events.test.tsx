import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { AxiosAdapter } from 'axios';
import type { ReactNode } from 'react';
import { ApiClientProvider, createApiClient, createQueryClient } from '@festival/shared-data-access-api-client';
import { eventKeys, useActiveEvents, useEvent } from './events';

function wrapperFor(adapter: AxiosAdapter) {
  const client = createApiClient({ baseURL: '/api-svc/v1', adapter });
  const queryClient = createQueryClient();
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider client={client}>{children}</ApiClientProvider>
    </QueryClientProvider>
  );
}

describe('event queries', () => {
  it('keys nest under one root so a change can invalidate all events', () => {
    expect(eventKeys.detail('a').slice(0, 1)).toEqual(eventKeys.all);
    expect(eventKeys.active().slice(0, 1)).toEqual(eventKeys.all);
  });

  it('useActiveEvents reads the list envelope', async () => {
    const urls: string[] = [];
    const adapter: AxiosAdapter = async (config) => {
      urls.push(`${config.baseURL}${config.url}`);
      return {
        data: { data: [{ id: '1', name: 'Festival' }], hasNext: false, payloadSize: 1, totalRecords: 1 },
        status: 200,
        statusText: 'OK',
        headers: {},
        config,
      };
    };
    const { result } = renderHook(() => useActiveEvents(), { wrapper: wrapperFor(adapter) });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(urls).toEqual(['/api-svc/v1/events/active']);
    expect(result.current.data?.data[0].name).toBe('Festival');
  });

  it('useEvent fails once, without retrying', async () => {
    let calls = 0;
    const adapter: AxiosAdapter = async (config) => {
      calls += 1;
      const { AxiosError } = await import('axios');
      throw new AxiosError(
        'x',
        'ERR_BAD_REQUEST',
        config,
        {},
        { data: { message: 'Event not found', code: 'NOT_FOUND' }, status: 404, statusText: '', headers: {}, config },
      );
    };
    const { result } = renderHook(() => useEvent('missing'), { wrapper: wrapperFor(adapter) });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toBe('Event not found');
    expect(calls).toBe(1);
  });
});
