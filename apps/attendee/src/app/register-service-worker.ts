/** SPEC.md §7: a service worker is registered except on localhost (and *.localhost, used locally). */
export function shouldRegisterServiceWorker(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return !(host === 'localhost' || host.endsWith('.localhost') || host === '127.0.0.1' || host === '[::1]');
}

/**
 * Registers once the page has loaded (the worker's own downloads then wait for the page's). The app
 * starts after the first paint (tools/vite/paint-first), by which time the load event has often
 * passed: then at once.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || !shouldRegisterServiceWorker(window.location.hostname)) return;
  const register = () =>
    void navigator.serviceWorker
      .register('/sw.js')
      .catch((error: unknown) => console.warn('Service worker not registered', error));
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
