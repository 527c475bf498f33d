import { createToaster } from '@chakra-ui/react';

/** SPEC.md §9: toasts close after 5 s; connectivity toasts after 1 s. */
export const TOAST_DURATION_MS = 5000;
export const CONNECTIVITY_TOAST_DURATION_MS = 1000;

/** The one toaster of an app (SPEC.md §2: toasts at the top right). */
export const toaster = createToaster({
  placement: 'top-end',
  duration: TOAST_DURATION_MS,
  pauseOnPageIdle: true,
  max: 5,
});

export function showErrorToast(message: string): void {
  toaster.create({ type: 'error', title: message, closable: true });
}

export function showSuccessToast(message: string): void {
  toaster.create({ type: 'success', title: message, closable: true });
}
