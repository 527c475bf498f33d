import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@festival/shared-data-access-api-client';
import type { i18n } from 'i18next';
import type { SiteConfig } from '@festival/shared-util-api-contracts';

/** What an app has once it has booted: its settings, translations and data clients. */
export interface AppContext {
  config: SiteConfig;
  i18n: i18n;
  apiClient: ApiClient;
  queryClient: QueryClient;
}
