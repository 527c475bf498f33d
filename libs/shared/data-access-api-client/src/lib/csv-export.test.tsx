import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { EXPORT_TAKE, type ExportProgress } from '@festival/shared-util-api-contracts';
import { ApiClientProvider } from './api-client-context';
import { createAxiosClient } from './axios-client';
import { useCsvExport } from './csv-export';
import { fakeApiAdapter } from './fake-api';

const EXPORT_ID = '00000000-0000-4000-8000-000000000001';
const links = {
  id: EXPORT_ID,
  head: `/exports/${EXPORT_ID}`,
  get: `https://files.example.org/exports/${EXPORT_ID}.csv?sig=1`,
  fileName: 'users.csv',
};

/** The export API: the list answers with links; the head link says RUNNING until `doneAfter` polls. */
function setup(doneAfter = Infinity) {
  let polls = 0;
  const { adapter, calls } = fakeApiAdapter((call) => {
    if (call.url === '/users') return [200, { data: links }];
    if (call.url === links.head) {
      polls += 1;
      const progress: ExportProgress = {
        id: EXPORT_ID,
        status: polls >= doneAfter ? 'DONE' : 'RUNNING',
        rows: polls * 10,
        total: 1000,
      };
      return [200, { data: progress }];
    }
    return undefined;
  });
  // The axios client itself, not the one loading it on the first call: these tests run on fake timers.
  const client = createAxiosClient({ baseURL: '/api-svc/v1', adapter });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ApiClientProvider client={client}>{children}</ApiClientProvider>
  );
  const save = vi.fn();
  const hook = renderHook(() => useCsvExport('/users', { search: ' ann ', skip: 20, take: 10, role: '' }, { save }), {
    wrapper,
  });
  const heads = () => calls.filter((c) => c.url === links.head).length;
  return { hook, calls, heads, save };
}

describe('useCsvExport (SPEC.md §9: 90 polls 1 s apart, take 10,000,000)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('asks the list with take 10,000,000 and the filters, without paging or empty ones', async () => {
    const { hook, calls } = setup();
    act(() => {
      void hook.result.current.start();
    });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(calls[0]).toMatchObject({ method: 'GET', url: '/users', params: { search: 'ann', take: EXPORT_TAKE } });
    expect(EXPORT_TAKE).toBe(10_000_000);
    expect(calls[0]?.params).not.toHaveProperty('skip');
    expect(calls[0]?.params).not.toHaveProperty('role');
  });

  it('polls the head link once a second, 90 times at most, then fails', async () => {
    const { hook, heads } = setup();
    act(() => {
      void hook.result.current.start();
    });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(heads()).toBe(1);
    expect(hook.result.current.phase).toBe('exporting');
    expect(hook.result.current.rows).toBe(10);
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(heads()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(heads()).toBe(2);
    await act(() => vi.advanceTimersByTimeAsync(88_000));
    expect(heads()).toBe(90);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(heads()).toBe(90);
    expect(hook.result.current.phase).toBe('failed');
  });

  it('downloads the signed link once the head says DONE, and clears', async () => {
    const fetchMock = vi.fn(async () => new Response('id,name\n', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const { hook, heads, save } = setup(3);
    act(() => {
      void hook.result.current.start();
    });
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(heads()).toBe(3);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(fetchMock).toHaveBeenCalledWith(links.get);
    expect(save).toHaveBeenCalledWith(expect.objectContaining({ size: 8 }), 'users.csv');
    expect(hook.result.current.phase).toBe('idle');
  });
});
