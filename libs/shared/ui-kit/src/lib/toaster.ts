import type { CreateToasterReturn } from '@chakra-ui/react';

/** SPEC.md §9: toasts close after 5 s; connectivity toasts after 1 s. */
export const TOAST_DURATION_MS = 5000;
export const CONNECTIVITY_TOAST_DURATION_MS = 1000;

export type ToastOptions = Parameters<CreateToasterReturn['create']>[0];

let loading: Promise<CreateToasterReturn> | undefined;
let requested: () => void;
/** Settles once a toast has been asked for: the toast region (LazyAppToaster) then comes in. */
export const toastRequested = new Promise<void>((resolve) => (requested = resolve));

/**
 * The app's toaster (toaster-store.ts), loaded with Zag's toast machine when the first toast is
 * shown rather than with the first page (issue 14: first-load JavaScript).
 */
export function loadToaster(): Promise<CreateToasterReturn> {
  requested();
  loading ??= import('./toaster-store').then((module) => module.toaster);
  return loading;
}

export function showToast(options: ToastOptions): void {
  void loadToaster().then((toaster) => toaster.create(options));
}

export function showErrorToast(message: string): void {
  showToast({ type: 'error', title: message, closable: true });
}

export function showSuccessToast(message: string): void {
  showToast({ type: 'success', title: message, closable: true });
}
