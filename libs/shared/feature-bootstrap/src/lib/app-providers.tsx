import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ApiClientProvider, SiteConfigProvider } from '@festival/shared-data-access-api-client';
import { ErrorBoundary, SplashScreen, UiProvider } from '@festival/shared-ui-kit';
import type { AppContext } from './app-context';

/** The providers every site renders inside, in one place so apps and tests build the same tree. */
export function AppProviders({ context, children }: { context: AppContext; children: ReactNode }) {
  return (
    <I18nextProvider i18n={context.i18n}>
      <SiteConfigProvider config={context.config}>
        <QueryClientProvider client={context.queryClient}>
          <ApiClientProvider client={context.apiClient}>
            <UiProvider>
              <ErrorBoundary>
                {/* A page whose translations are still downloading; navigations keep the last page instead. */}
                <Suspense fallback={<SplashScreen />}>{children}</Suspense>
              </ErrorBoundary>
            </UiProvider>
          </ApiClientProvider>
        </QueryClientProvider>
      </SiteConfigProvider>
    </I18nextProvider>
  );
}
