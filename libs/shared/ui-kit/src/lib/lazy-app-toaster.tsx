import { lazy, Suspense, useEffect, useState } from 'react';
import { toaster } from './toaster';

const AppToaster = lazy(() => import('./app-toaster').then((module) => ({ default: module.AppToaster })));

/**
 * The toast region and its machine come in their own file when the first toast is created: no
 * first page shows one. The region shows the toasts already in the store when it mounts.
 */
export function LazyAppToaster() {
  const [needed, setNeeded] = useState(() => toaster.getVisibleToasts().length > 0);
  useEffect(() => {
    if (needed) return;
    // A toast created between the first render and this effect is in the store already.
    if (toaster.getVisibleToasts().length > 0) {
      setNeeded(true);
      return;
    }
    return toaster.subscribe(() => setNeeded(true));
  }, [needed]);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  );
}
