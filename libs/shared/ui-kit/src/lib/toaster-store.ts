import { createToaster } from '@chakra-ui/react';
import { TOAST_DURATION_MS } from './toaster';

/**
 * The one toaster of an app (SPEC.md §2: toasts at the top right), with Zag's toast machine: its
 * own file, loaded when the first toast is shown (toaster.ts), as no first page shows one.
 */
export const toaster = createToaster({
  placement: 'top-end',
  duration: TOAST_DURATION_MS,
  pauseOnPageIdle: true,
  max: 5,
});
