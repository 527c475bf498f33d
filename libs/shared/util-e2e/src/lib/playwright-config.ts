import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';
import { CHROMIUM_ARGS } from '../chromium';

export { CHROMIUM_ARGS };

/** One configuration for every e2e project: the built portal, one worker, Chromium only. */
export function journeyConfig(options: {
  testDir: string;
  globalSetup: string;
  outputDir: string;
}): PlaywrightTestConfig {
  return defineConfig({
    testDir: options.testDir,
    globalSetup: options.globalSetup,
    outputDir: options.outputDir,
    fullyParallel: false,
    workers: 1,
    retries: process.env['CI'] ? 1 : 0,
    timeout: 60_000,
    expect: { timeout: 10_000 },
    reporter: [['list']],
    use: {
      trace: 'retain-on-failure',
      screenshot: 'only-on-failure',
      launchOptions: { executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
    },
    projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  });
}
