// No imports: benches and tools that launch Chromium themselves take the flags from here.
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
