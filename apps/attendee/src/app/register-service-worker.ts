/** SPEC.md §7: a service worker is registered except on localhost (and *.localhost, used locally). */
export function shouldRegisterServiceWorker(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return !(host === 'localhost' || host.endsWith('.localhost') || host === '127.0.0.1' || host === '[::1]');
}

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || !shouldRegisterServiceWorker(window.location.hostname)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker
      .register('/sw.js')
      .catch((error: unknown) => console.warn('Service worker not registered', error));
  });
}
