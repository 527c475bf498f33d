import { fileURLToPath } from 'node:url';
import type { UserWorkspaceConfig } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));

/** One test setup for every project: the same aliases, globals and file pattern. */
export function sharedTestConfig(name: string, environment: 'node' | 'jsdom'): UserWorkspaceConfig {
  return {
    resolve: { tsconfigPaths: true },
    test: {
      name,
      environment,
      globals: true,
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: environment === 'jsdom' ? [`${root}tools/test/setup-dom.ts`] : [],
      // Node test files share one worker process per project: each isolated file paid a new process
      // and imported Fastify, Drizzle, PGlite and the server modules again (seconds of CPU per API
      // file). No node test mocks modules or changes process.env; each opens and closes its own
      // database, app and timers. DOM files stay isolated (one jsdom and React tree per file).
      isolate: environment === 'jsdom',
      // Every DOM test file is isolated and would load React, Chakra (thousands of modules) and
      // the rest again; pre-bundled once, each file loads one file per library (docs/architecture.md).
      ...(environment === 'jsdom'
        ? {
            deps: {
              optimizer: {
                client: {
                  enabled: true,
                  include: [
                    'react',
                    'react-dom',
                    'react-dom/client',
                    'react/jsx-runtime',
                    'react/jsx-dev-runtime',
                    '@chakra-ui/react',
                    '@emotion/react',
                    'react-i18next',
                    'i18next',
                    'formik',
                    '@tanstack/react-query',
                    'react-router-dom',
                    '@testing-library/react',
                    '@testing-library/user-event',
                    '@testing-library/dom',
                  ],
                },
              },
            },
          }
        : {}),
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  };
}
