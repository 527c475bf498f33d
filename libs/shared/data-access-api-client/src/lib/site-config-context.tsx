import { createContext, useContext, type ReactNode } from 'react';
import type { SiteConfig } from '@festival/shared-util-api-contracts';

const SiteConfigContext = createContext<SiteConfig | null>(null);

export function SiteConfigProvider({ config, children }: { config: SiteConfig; children: ReactNode }) {
  return <SiteConfigContext.Provider value={config}>{children}</SiteConfigContext.Provider>;
}

export function useSiteConfig(): SiteConfig {
  const config = useContext(SiteConfigContext);
  if (!config) throw new Error('useSiteConfig needs a <SiteConfigProvider>');
  return config;
}
