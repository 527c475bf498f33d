import { initReactI18next } from 'react-i18next';
import type { SiteConfig } from '@festival/shared-util-api-contracts';
import {
  createApiClient,
  createQueryClient,
  type ApiClientOptions,
  type Translate,
} from '@festival/shared-data-access-api-client';
import {
  createI18n,
  createKeyCollector,
  readStoredLocale,
  type KeyCollector,
  type Namespace,
} from '@festival/shared-util-i18n';
import { showErrorToast } from '@festival/shared-ui-kit';
import type { AppContext } from './app-context';

export interface AuthHooks {
  /** The identity work plugs the session's ID token in here. */
  getIdToken?: ApiClientOptions['getIdToken'];
  /** The identity work signs out from here (SPEC.md §4: after 0.8 s). */
  onUnauthorized?: ApiClientOptions['onUnauthorized'];
}

export interface CreateAppContextOptions extends AuthHooks {
  storage?: Storage;
  adapter?: ApiClientOptions['adapter'];
  /** The translation namespaces loaded before the first render (all by default); others load on use. */
  namespaces?: readonly Namespace[];
}

/** Builds translations and data clients from a loaded configuration. */
export async function createAppContext(config: SiteConfig, options: CreateAppContextOptions = {}): Promise<AppContext> {
  const stored = readStoredLocale(options.storage);
  const collector = keyCollectorFor(config, options);
  const i18n = await createI18n(stored.language, {
    plugins: [initReactI18next],
    translation: stored.translation,
    onMissingKey: collector?.record,
    namespaces: options.namespaces,
  });
  collector?.start();
  const translate: Translate = (key) => i18n.t(key, { ns: 'common' });
  const apiClient = createApiClient({
    baseURL: config.apiBaseUrl,
    translate,
    getIdToken: options.getIdToken,
    onUnauthorized: options.onUnauthorized,
    adapter: options.adapter,
  });
  const queryClient = createQueryClient({ onError: (error) => showErrorToast(error.message) });
  return { config, i18n, apiClient, queryClient };
}

/**
 * Key collection (SPEC.md §7, §9): when the server turns it on, keys the language lacks go to the
 * translation service every 60 s while someone is signed in, with the api key /config.json gives.
 */
function keyCollectorFor(config: SiteConfig, options: CreateAppContextOptions): KeyCollector | null {
  const collection = config.translationCollection;
  if (!collection || typeof fetch !== 'function') return null;
  return createKeyCollector({
    isAuthenticated: async () => Boolean(options.getIdToken && (await options.getIdToken())),
    send: async (keys) => {
      const response = await fetch(collection.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'api-key': collection.apiKey },
        body: JSON.stringify({ keys }),
      });
      if (!response.ok) throw new Error(`key collection answered ${response.status}`);
    },
  });
}
