import type { SiteConfig } from '@festival/shared-util-api-contracts';
import { testSiteConfig } from '@festival/shared-util-api-contracts/testing';
import { createAppContext, type CreateAppContextOptions } from './create-app-context';

/** An app context for tests: pass an axios adapter to stand in for the network. */
export function createTestAppContext(options: CreateAppContextOptions & { config?: Partial<SiteConfig> } = {}) {
  return createAppContext(testSiteConfig(options.config), options);
}
