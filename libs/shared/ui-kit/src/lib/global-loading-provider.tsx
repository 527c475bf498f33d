import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { LoadingOverlay } from './loading-overlay';

export interface GlobalLoading {
  active: boolean;
  /** Shows the overlay until every started task has ended; returns the function that ends this one. */
  start: () => () => void;
  /** Shows the overlay while the promise runs. */
  track: <T>(work: Promise<T>) => Promise<T>;
}

const GlobalLoadingContext = createContext<GlobalLoading | null>(null);

export function GlobalLoadingProvider({ children }: { children: ReactNode }) {
  const [count, setCount] = useState(0);
  const start = useCallback(() => {
    setCount((c) => c + 1);
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      setCount((c) => Math.max(0, c - 1));
    };
  }, []);
  const track = useCallback(
    <T,>(work: Promise<T>) => {
      const end = start();
      return work.finally(end);
    },
    [start],
  );
  const value = useMemo(() => ({ active: count > 0, start, track }), [count, start, track]);
  return (
    <GlobalLoadingContext.Provider value={value}>
      {children}
      <LoadingOverlay open={count > 0} />
    </GlobalLoadingContext.Provider>
  );
}

export function useGlobalLoading(): GlobalLoading {
  const value = useContext(GlobalLoadingContext);
  if (!value) throw new Error('useGlobalLoading needs a <GlobalLoadingProvider>');
  return value;
}
