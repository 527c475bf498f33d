import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { UserConfig } from 'vite';
import { CSP_NONCE_PLACEHOLDER } from '../../libs/shared/util-site/src/lib/csp-nonce';
import { chakraGlobalStyles } from './chakra-global-styles';
import { paintFirst } from './paint-first';
import { preactCompat } from './preact-compat';
import { precompress } from './precompress';

/** The three sites and the port of each one's dev server (tools/scripts/dev.mjs runs them side by side). */
const SITE_DEV_PORTS = { attendee: 4200, admin: 4201, identity: 4202 } as const;
type SiteName = keyof typeof SITE_DEV_PORTS;

// Everything that is not the app itself comes from the one server (tools/scripts/start.mjs).
// /dev and /media are also attendee pages: only the server's paths below them are proxied.
const PROXIED = ['/api-svc', '/idp', '/config.json', '/dev/mailbox', '/media/demo', '/translation'];

/**
 * One site's Vite configuration (apps/<site>/vite.config.ts), the same for the three sites but
 * for their names and ports.
 */
export function siteViteConfig(site: SiteName): UserConfig {
  const backend = process.env['FESTIVAL_BACKEND'] ?? 'http://localhost:8080';
  const port = SITE_DEV_PORTS[site];
  return {
    root: fileURLToPath(new URL(`../../apps/${site}/`, import.meta.url)),
    cacheDir: `../../node_modules/.vite/apps/${site}`,
    // The build runs on preact/compat in place of react and react-dom (issue 14: first-load budget);
    // the dev server, unit tests and Storybook keep React (preact-compat.ts).
    plugins: [
      react(),
      preactCompat(),
      paintFirst(CSP_NONCE_PLACEHOLDER),
      chakraGlobalStyles(CSP_NONCE_PLACEHOLDER),
      precompress(),
    ],
    resolve: { tsconfigPaths: true },
    server: {
      port,
      strictPort: true,
      host: 'localhost',
      // The server picks the site by host name; the dev server answers for this app on any name.
      allowedHosts: ['.localhost'],
      proxy: Object.fromEntries(PROXIED.map((path) => [path, { target: backend, changeOrigin: false }])),
    },
    preview: { port, strictPort: false, host: 'localhost', allowedHosts: ['.localhost'] },
    // The server puts a fresh nonce in each page it sends, and the same one in its Content-Security-Policy.
    html: { cspNonce: CSP_NONCE_PLACEHOLDER },
    build: {
      outDir: `../../dist/apps/${site}`,
      emptyOutDir: true,
      reportCompressedSize: false,
      // React, Chakra and the router together are ~800 kB before gzip (~250 kB after).
      chunkSizeWarningLimit: 1200,
      sourcemap: true,
    },
  };
}
