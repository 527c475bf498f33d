import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { CSP_NONCE_PLACEHOLDER } from '../../libs/shared/util-site/src/lib/csp-nonce';
import { chakraGlobalStyles } from '../../tools/vite/chakra-global-styles';
import { paintFirst } from '../../tools/vite/paint-first';
import { preactCompat } from '../../tools/vite/preact-compat';
import { precompress } from '../../tools/vite/precompress';

const backend = process.env.FESTIVAL_BACKEND ?? 'http://localhost:8080';
// Everything that is not the app itself comes from the one server (tools/scripts/start.mjs).
// /dev and /media are also attendee pages: only the server's paths below them are proxied.
const proxied = ['/api-svc', '/idp', '/config.json', '/dev/mailbox', '/media/demo', '/translation'];

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  cacheDir: '../../node_modules/.vite/apps/attendee',
  // The build runs on preact/compat in place of react and react-dom (issue 14: first-load budget);
  // the dev server, unit tests and Storybook keep React (tools/vite/preact-compat.ts).
  plugins: [
    react(),
    preactCompat(),
    paintFirst(CSP_NONCE_PLACEHOLDER),
    chakraGlobalStyles(CSP_NONCE_PLACEHOLDER),
    precompress(),
  ],
  resolve: { tsconfigPaths: true },
  server: {
    port: 4200,
    strictPort: true,
    host: 'localhost',
    // The server picks the site by host name; the dev server answers for this app on any name.
    allowedHosts: ['.localhost'],
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: backend, changeOrigin: false }])),
  },
  preview: { port: 4200, strictPort: false, host: 'localhost', allowedHosts: ['.localhost'] },
  // The server puts a fresh nonce in each page it sends, and the same one in its Content-Security-Policy.
  html: { cspNonce: CSP_NONCE_PLACEHOLDER },
  build: {
    outDir: '../../dist/apps/attendee',
    emptyOutDir: true,
    reportCompressedSize: false,
    // React, Chakra and the router together are ~800 kB before gzip (~250 kB after).
    chunkSizeWarningLimit: 1200,
    sourcemap: true,
  },
});
