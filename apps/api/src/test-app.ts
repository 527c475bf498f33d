import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from '@festival/server-db';
import { CSP_NONCE_PLACEHOLDER } from '@festival/shared-util-site';
import { loadConfig, type ApiConfig } from './config';

/**
 * Test settings: quiet logs, no rate limit unless a test asks, sites in a temporary folder, and a
 * captcha a test solves in a few guesses (the server's default costs seconds per sign-in).
 */
export function testConfig(env: Record<string, string> = {}): ApiConfig {
  return loadConfig({
    LOG_LEVEL: 'silent',
    RATE_LIMIT_PER_MINUTE: '0',
    REGISTRATION_WRITES_PER_HOUR: '0',
    SITES_DIR: join(tmpdir(), 'festival-no-sites'),
    ALTCHA_COST: '1',
    ALTCHA_MAX_NUMBER: '8',
    // Tests disable accounts and end sessions through a second idp context: no cached answers.
    IDP_SESSION_STATUS_CACHE_SECONDS: '0',
    ...env,
  });
}

/**
 * A SITES_DIR with a tiny build of each given site: index.html (with the nonce placeholder where
 * Vite's html.cspNonce writes it), a hashed asset and a service worker.
 */
export function makeSitesDir(sites: string[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'festival-sites-'));
  for (const site of sites) {
    mkdirSync(join(dir, site, 'assets'), { recursive: true });
    writeFileSync(
      join(dir, site, 'index.html'),
      `<!doctype html><meta property="csp-nonce" nonce="${CSP_NONCE_PLACEHOLDER}"><title>${site}</title><div id="root">${site} app</div>`,
    );
    writeFileSync(join(dir, site, 'assets', 'index-B3x9kQ2a.js'), `console.log('${site}');`);
    writeFileSync(join(dir, site, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    writeFileSync(join(dir, site, 'robots.txt'), 'User-agent: *');
    writeFileSync(join(dir, site, '.env'), 'SECRET=1');
  }
  return dir;
}

export type { Database };
