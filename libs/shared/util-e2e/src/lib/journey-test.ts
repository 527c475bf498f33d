import { expect, test as base } from '@playwright/test';

/**
 * Playwright's `test` with one automatic check: a journey fails when any page breaks the
 * portal's Content-Security-Policy. The browser reports each violation as a
 * `securitypolicyviolation` event (logged to the console by an init script) and as its own
 * "Refused to ..." console error; both are collected for every page of the test's context.
 * Journeys import `test` and `expect` from here, not from '@playwright/test'.
 */
export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(
            `CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'} in ${event.sourceFile}:${event.lineNumber}`,
          );
        });
      });
      context.on('console', (message) => {
        if (/CSP violation|Content Security Policy/.test(message.text())) violations.push(message.text());
      });
      await use(violations);
      expect(violations, 'a page broke the Content-Security-Policy').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
