import { defineConfig } from 'vitest/config';

// One runner for the whole repository: every app and library is a Vitest project.
export default defineConfig({
  test: {
    projects: ['apps/*/vitest.config.ts', 'libs/*/*/vitest.config.ts'],
    passWithNoTests: true,
  },
});
