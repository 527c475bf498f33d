import { defineProject } from 'vitest/config';
import { sharedTestConfig } from '../../../vitest.shared.ts';

const base = sharedTestConfig('admin-data-access-volunteers', 'jsdom');
// The UI kit's jsdom polyfills (matchMedia for the phone layout) and English i18n, after the shared DOM setup.
const uiKitSetup = new URL('../../shared/ui-kit/test-setup.ts', import.meta.url).pathname;

export default defineProject({
  ...base,
  test: { ...base.test, setupFiles: [base.test?.setupFiles ?? []].flat().concat(uiKitSetup) },
});
