import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Waits until every finite animation on the page (a toast sliding in, a dialog fading) has
 * finished: axe measures colour contrast with the opacity of the moment, so a half-faded toast
 * would read as a contrast failure. Endless animations (spinners) are not waited for,
 * and one that keeps restarting is given five seconds.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
          .every((animation) => animation.playState !== 'running'),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined); // one that keeps restarting: check the page as it stands
}

/** The serious and critical violations axe-core finds on the page as it stands, once its animations have ended. */
async function blockingViolations(page: Page): Promise<string[]> {
  await settleAnimations(page);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
          .map((node) => `${node.target.join(' ')} ${node.html.slice(0, 160)} ${node.failureSummary ?? ''}`)
          .join(', ')}`,
    );
}

/**
 * axe-core on the page: no serious or critical violations (issue 2, point 8). A page can start a
 * transition while axe reads it (a button fading in as it becomes enabled, when the proof of work is
 * ready), which reads as a contrast failure of that moment: what is found is checked once more after
 * the page has settled again, and only what stays is reported (a real failure stays).
 */
export async function expectAccessible(page: Page): Promise<void> {
  let blocking = await blockingViolations(page);
  if (blocking.length > 0) blocking = await blockingViolations(page);
  expect(blocking, `accessibility violations on ${page.url()}`).toEqual([]);
}
