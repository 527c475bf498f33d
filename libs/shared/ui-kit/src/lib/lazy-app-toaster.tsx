import { lazy, Suspense, useEffect, useState } from 'react';
import { toastRequested } from './toaster';

const AppToaster = lazy(() => import('./app-toaster').then((module) => ({ default: module.AppToaster })));

/**
 * The toast region and its machine come in their own files when the first toast is asked for: no
 * first page shows one. The region shows the toasts already in the store when it mounts.
 */
export function LazyAppToaster() {
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    let mounted = true;
    void toastRequested.then(() => mounted && setNeeded(true));
    return () => {
      mounted = false;
    };
  }, []);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  );
}
