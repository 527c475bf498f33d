import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One runner for the whole repository: every app and library is a Vitest project.
export default defineConfig({
  test: {
    projects: ['apps/*/vitest.config.ts', 'libs/*/*/vitest.config.ts'],
    passWithNoTests: true,
    // Vitest's default (one worker fewer than cores) is a single worker on CI's 2 cores, which leaves
    // a core idle while a file waits on PostgreSQL, a socket or a timer; files run in any order and
    // in parallel (each its own database and app). Two workers, 8 api files on 2 cores, ABBA:
    // PostgreSQL 34 s -> 21-25 s, PGlite 31-43 s -> 22-24 s (about 10% more CPU: two module caches).
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
