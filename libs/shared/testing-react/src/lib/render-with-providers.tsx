// The one provider tree for DOM tests of pages and containers: translations, site configuration,
// query client, API client and UI kit, as AppProviders builds them for the apps, with the network
// replaced at the axios adapter so the real client, hooks and error mapping run.
//
// Why here and not in feature-bootstrap: a feature library may not import another feature, and
// AppProviders lives in one. This library (type:testing) may use ui, data-access and util, and lint
// lets only test files import it, so none of it reaches an app bundle. The fake API itself stays
// in the API client's testing entry point (`@festival/shared-data-access-api-client/testing`):
// it fakes that client's transport, and needs no React.
import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { AxiosAdapter } from 'axios';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import {
  ApiClientProvider,
  createQueryClient,
  SiteConfigProvider,
  type ApiClientOptions,
} from '@festival/shared-data-access-api-client';
import {
  createAxiosClient,
  fakeApiAdapter,
  type ApiCall,
  type ApiHandler,
} from '@festival/shared-data-access-api-client/testing';
import { showErrorToast, UiProvider } from '@festival/shared-ui-kit';
import type { SiteConfig } from '@festival/shared-util-api-contracts';
import { testSiteConfig } from '@festival/shared-util-api-contracts/testing';
import { createI18n, type TranslationBundle } from '@festival/shared-util-i18n';

/** What to render: one element, or routes in a memory router opened at `path`. */
export type RenderTarget = { ui: ReactNode } | { routes: RouteObject[]; path: string };

export interface RenderWithProvidersOptions {
  /** Answers the API calls; a call it leaves unanswered gets a 404 naming it. */
  api?: ApiHandler;
  /** A whole adapter instead of `api`, for a test that must hold a reply back. */
  adapter?: AxiosAdapter;
  /** Overrides of the test site configuration. */
  config?: Partial<SiteConfig>;
  getIdToken?: ApiClientOptions['getIdToken'];
  /** Query errors become toasts, as in the apps; off for a test that reads errors where they show. */
  toastQueryErrors?: boolean;
  /** Providers a page needs between the UI kit and itself (a signed-in session, auth dialogs). */
  wrapper?: (children: ReactNode) => ReactNode;
  /** Another language than English, with its translation as `/translation/<code>.json` serves it. */
  language?: { code: string; translation: TranslationBundle };
  /** Answers in the cache before the first render, as a page the server filled puts them there. */
  queryData?: { queryKey: readonly unknown[]; data: unknown }[];
}

type MemoryRouter = ReturnType<typeof createMemoryRouter>;

/** Renders `target` inside the providers; with routes, `router` is their memory router. */
export async function renderWithProviders<T extends RenderTarget>(target: T, options: RenderWithProvidersOptions = {}) {
  const fake = fakeApiAdapter(options.api ?? (() => undefined));
  const config = testSiteConfig(options.config);
  const i18n = await createI18n(options.language?.code ?? 'en', {
    plugins: [initReactI18next],
    translation: options.language?.translation,
  });
  const apiClient = createAxiosClient({
    baseURL: config.apiBaseUrl,
    adapter: options.adapter ?? fake.adapter,
    getIdToken: options.getIdToken,
  });
  const queryClient = createQueryClient(
    options.toastQueryErrors === false ? {} : { onError: (error) => showErrorToast(error.message) },
  );
  for (const { queryKey, data } of options.queryData ?? []) queryClient.setQueryData(queryKey, data);
  const router = 'routes' in target ? createMemoryRouter(target.routes, { initialEntries: [target.path] }) : null;
  const content = router ? <RouterProvider router={router} /> : 'ui' in target ? target.ui : null;
  const result = render(
    <I18nextProvider i18n={i18n}>
      <SiteConfigProvider config={config}>
        <QueryClientProvider client={queryClient}>
          <ApiClientProvider client={apiClient}>
            <UiProvider>{options.wrapper ? options.wrapper(content) : content}</UiProvider>
          </ApiClientProvider>
        </QueryClientProvider>
      </SiteConfigProvider>
    </I18nextProvider>,
  );
  /** Every call the fake API saw, in order (empty when a whole `adapter` was given). */
  const calls: ApiCall[] = fake.calls;
  return {
    ...result,
    calls,
    router: router as T extends { routes: RouteObject[] } ? MemoryRouter : null,
    queryClient,
    apiClient,
    i18n,
  };
}
