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
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  };
}
