// Test setup for projects that render the UI kit in jsdom: the browser APIs Chakra (Ark/Zag)
// uses that jsdom lacks, and an English i18next instance registered with react-i18next.
import { initReactI18next } from 'react-i18next';
import { createI18n } from '@festival/shared-util-i18n';

if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

class NoopObserver {
  observe() {
    return undefined;
  }
  unobserve() {
    return undefined;
  }
  disconnect() {
    return undefined;
  }
  takeRecords() {
    return [];
  }
}
globalThis.ResizeObserver ??= NoopObserver as unknown as typeof ResizeObserver;
globalThis.IntersectionObserver ??= NoopObserver as unknown as typeof IntersectionObserver;
window.scrollTo = (() => undefined) as typeof window.scrollTo;
Element.prototype.scrollIntoView ??= () => undefined;

await createI18n('en', { plugins: [initReactI18next] });

// The toaster is one per app (a module singleton) and shows at most five: a test's toasts must
// not linger into the next test and queue its toasts behind them.
const { toaster } = await import('./src/lib/toaster-store');
afterEach(() => toaster.remove());
