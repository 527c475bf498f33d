import { act, renderHook } from '@testing-library/react';
import { useScrolledPast } from './use-scrolled-past';

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

describe('useScrolledPast', () => {
  it('turns on after 50 px by default', () => {
    scrollTo(0);
    const { result } = renderHook(() => useScrolledPast());
    expect(result.current).toBe(false);
    act(() => scrollTo(50));
    expect(result.current).toBe(false);
    act(() => scrollTo(51));
    expect(result.current).toBe(true);
    act(() => scrollTo(10));
    expect(result.current).toBe(false);
  });
});
