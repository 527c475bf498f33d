import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { DialogStackProvider } from './dialog-stack-provider';
import { GlobalLoadingProvider } from './global-loading-provider';
import { LazyAppToaster } from './lazy-app-toaster';
import { OnlineStatusToasts } from './online-status-toasts';
import { getPageSystem } from './theme';

/** Everything the kit needs around an app: theme, toasts, connectivity, loading overlay, dialog stack. */
export function UiProvider({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={getPageSystem()}>
      <GlobalLoadingProvider>
        <DialogStackProvider>
          {children}
          <LazyAppToaster />
          <OnlineStatusToasts />
        </DialogStackProvider>
      </GlobalLoadingProvider>
    </ChakraProvider>
  );
}
