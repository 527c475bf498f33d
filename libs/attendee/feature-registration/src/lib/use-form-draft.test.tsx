import { act, renderHook } from '@testing-library/react';
import { DRAFT_SAVE_DELAY_MS, useFormDraft } from './use-form-draft';

const KEY = 'test-draft';
const parse = (stored: unknown) =>
  typeof stored === 'object' && stored !== null && typeof (stored as { n?: unknown }).n === 'number'
    ? (stored as { n: number })
    : null;

beforeEach(() => {
  sessionStorage.clear();
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('useFormDraft', () => {
  it('saves after a pause, keeping only the last values', () => {
    const { result } = renderHook(() => useFormDraft(KEY, parse));
    expect(result.current.restored).toBeNull();
    act(() => {
      result.current.save({ n: 1 });
      result.current.save({ n: 2 });
    });
    expect(sessionStorage.getItem(KEY)).toBeNull();
    act(() => vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS));
    expect(sessionStorage.getItem(KEY)).toBe('{"n":2}');
  });

  it('writes what is pending when the form unmounts (a reload), and restores it on the next mount', () => {
    const first = renderHook(() => useFormDraft(KEY, parse));
    act(() => first.result.current.save({ n: 3 }));
    first.unmount();
    const second = renderHook(() => useFormDraft(KEY, parse));
    expect(second.result.current.restored).toEqual({ n: 3 });
  });

  it('removes the draft on clear and saves nothing after it', () => {
    sessionStorage.setItem(KEY, '{"n":4}');
    const { result, unmount } = renderHook(() => useFormDraft(KEY, parse));
    act(() => result.current.save({ n: 5 }));
    act(() => result.current.clear());
    act(() => result.current.save({ n: 6 }));
    act(() => vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS));
    unmount();
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });

  it('drops a draft it cannot read', () => {
    sessionStorage.setItem(KEY, '{"n":');
    expect(renderHook(() => useFormDraft(KEY, parse)).result.current.restored).toBeNull();
    expect(sessionStorage.getItem(KEY)).toBeNull();
    sessionStorage.setItem(KEY, '{"n":"x"}');
    expect(renderHook(() => useFormDraft(KEY, parse)).result.current.restored).toBeNull();
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });

  it('keeps nothing without a key', () => {
    const { result, unmount } = renderHook(() => useFormDraft(null, parse));
    act(() => result.current.save({ n: 7 }));
    unmount();
    expect(sessionStorage.length).toBe(0);
  });
});
