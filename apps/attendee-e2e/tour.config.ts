import { fileURLToPath } from 'node:url';
import { journeyConfig } from '@festival/shared-util-e2e';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * Screenshot tours (./tour), kept out of the e2e target: they save pictures for a person to look
 * at (dist/issue-13-shots) rather than prove a behaviour. `npx playwright test -c apps/attendee-e2e/tour.config.ts`
 */
export default journeyConfig({
  testDir: here('./tour'),
  globalSetup: here('./global-setup.ts'),
  outputDir: here('../../dist/test-results/attendee-tour'),
});
