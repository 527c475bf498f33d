import { fileURLToPath } from 'node:url';
import { journeyConfig } from '@festival/shared-util-e2e';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default journeyConfig({
  testDir: here('./src'),
  globalSetup: here('./global-setup.ts'),
  outputDir: here('../../dist/test-results/identity-e2e'),
});
