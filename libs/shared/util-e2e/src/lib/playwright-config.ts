import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';

/** Debian's Chromium with the flags this machine needs (TOOLING.md); never a downloaded browser. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

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
