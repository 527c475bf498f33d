import { initReactI18next } from 'react-i18next';
import type { SiteConfig } from '@festival/shared-util-api-contracts';
import {
  createApiClient,
  createQueryClient,
  type ApiClientOptions,
  type Translate,
} from '@festival/shared-data-access-api-client';
import { createI18n, readStoredLocale } from '@festival/shared-util-i18n';
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
}

/** Builds translations and data clients from a loaded configuration. */
export async function createAppContext(config: SiteConfig, options: CreateAppContextOptions = {}): Promise<AppContext> {
  const stored = readStoredLocale(options.storage);
  const i18n = await createI18n(stored.language, { plugins: [initReactI18next], translation: stored.translation });
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
