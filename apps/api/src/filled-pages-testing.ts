import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from '@festival/server-db';
import { openTestDatabase } from '@festival/server-db/testing';
import { seedDemoData } from '@festival/server-seed';
import { CSP_NONCE_PLACEHOLDER } from '@festival/shared-util-site';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from './app';
import { testConfig } from './test-app';

/**
 * What the tests of the pages the server fills (the attendee home, the activity list, the sign-in
 * pages: issue 14) share: a built index.html as Vite writes it, a sites folder of it, and the
 * answers a filled page carries for the app.
 */

/** What Vite writes: an empty #root, the entry script in the head, the nonce placeholder (html.cspNonce). */
export const SITE_TEMPLATE =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Festival</title>' +
  `<meta property="csp-nonce" nonce="${CSP_NONCE_PLACEHOLDER}">` +
  `<script type="module" crossorigin src="/assets/index-B3x9kQ2a.js" nonce="${CSP_NONCE_PLACEHOLDER}"></script></head>` +
  '<body><div id="root"></div></body></html>';

/** A sites folder (SITES_DIR) in which each site's index.html is SITE_TEMPLATE. */
export function templateSitesDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'festival-sites-'));
  for (const site of ['attendee', 'admin', 'identity']) {
    mkdirSync(join(dir, site), { recursive: true });
    writeFileSync(join(dir, site, 'index.html'), SITE_TEMPLATE);
  }
  return dir;
}

/** The JSON data block a filled page carries, which the app seeds its queries from. */
export function prerenderedDataOf<T = unknown>(html: string): T {
  const match = /<script type="application\/json" id="prerendered-data">([^<]*)<\/script>/.exec(html);
  if (!match) throw new Error('no data block');
  return JSON.parse(match[1]) as T;
}

/** A portal on a seeded test database whose sites are SITE_TEMPLATE; `close` stops both. */
export async function startFilledPagesApp(options: Pick<AppOptions, 'builtImageVariants'> = {}): Promise<{
  database: Database;
  app: FastifyInstance;
  close: () => Promise<void>;
}> {
  const database = await openTestDatabase();
  await seedDemoData(database.db);
  const app = await buildApp({ ...options, config: testConfig({ SITES_DIR: templateSitesDir() }), database });
  return {
    database,
    app,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
