import type { SiteConfig } from '@festival/shared-util-api-contracts';

/**
 * Reads `/config.json` from the site's own origin (DESIGN.md §6), so one build runs in every
 * environment. Throws when the answer is not a usable configuration.
 */
export async function loadSiteConfig(fetchImpl: typeof fetch = fetch, url = '/config.json'): Promise<SiteConfig> {
  const response = await fetchImpl(url, { cache: 'no-store', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const config = (await response.json()) as Partial<SiteConfig> | null;
  if (!config || typeof config.apiBaseUrl !== 'string' || !config.features || !config.links) {
    throw new Error(`${url} is not a site configuration`);
  }
  return config as SiteConfig;
}
