import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { NEAR_VIEWPORT_MARGIN, useNearViewport } from './use-near-viewport';

function Probe() {
  const ref = useRef<HTMLDivElement>(null);
  return <div ref={ref}>{useNearViewport(ref) ? 'near' : 'far'}</div>;
}

describe('useNearViewport', () => {
  const original = globalThis.IntersectionObserver;
  afterEach(() => {
    globalThis.IntersectionObserver = original;
  });

  it('turns true once the element comes within the margin, and stays true', () => {
    const observers: {
      callback: IntersectionObserverCallback;
      options?: IntersectionObserverInit;
      disconnected: boolean;
    }[] = [];
    globalThis.IntersectionObserver = class {
      private readonly record;
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        this.record = { callback, options, disconnected: false };
        observers.push(this.record);
      }
      observe() {
        // The test calls back by hand.
      }
      disconnect() {
        this.record.disconnected = true;
      }
    } as unknown as typeof IntersectionObserver;
    render(<Probe />);
    expect(screen.getByText('far')).toBeInTheDocument();
    expect(observers[0].options?.rootMargin).toBe(`0px 0px ${NEAR_VIEWPORT_MARGIN} 0px`);
    act(() =>
      observers[0].callback([{ isIntersecting: false } as IntersectionObserverEntry], {} as IntersectionObserver),
    );
    expect(screen.getByText('far')).toBeInTheDocument();
    act(() =>
      observers[0].callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver),
    );
    expect(screen.getByText('near')).toBeInTheDocument();
    expect(observers[0].disconnected).toBe(true);
  });

  it('is true at once where the browser has no IntersectionObserver', () => {
    // @ts-expect-error: a browser without it
    delete globalThis.IntersectionObserver;
    render(<Probe />);
    expect(screen.getByText('near')).toBeInTheDocument();
  });
});
