import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import {
  expect,
  festivalId,
  horizontalOverflow,
  pageToken,
  registerThroughApi,
  signInAttendee,
  signUpAccount,
  siteUrl,
  test,
  useStoredLocale,
  withMultiLanguage,
} from '@festival/shared-util-e2e';

// Issue 16 point 5: long translations must not break layouts. Every shipped language (the seeded
// locales), at phone and desktop widths, on the home, the registration form and an activity card.
const languages = (
  JSON.parse(readFileSync('libs/server/translations/src/seed/locales.json', 'utf8')) as { code: string }[]
).map((locale) => locale.code);
const widths = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

/**
 * Elements whose right edge passes the window or whose box is wider than their container, outside
 * anything that scrolls sideways on purpose (a table's scroller). Described as tag.class "text".
 */
function overflowingElements(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const scrolls = (element: Element) => ['auto', 'scroll'].includes(getComputedStyle(element).overflowX);
    const clips = (element: Element) => ['hidden', 'clip'].includes(getComputedStyle(element).overflowX);
    const inside = (element: Element, test: (ancestor: Element) => boolean) => {
      for (let at = element.parentElement; at; at = at.parentElement) if (test(at)) return true;
      return false;
    };
    const offenders: string[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || getComputedStyle(element).visibility === 'hidden') continue;
      if (inside(element, scrolls)) continue;
      const parent = element.parentElement;
      const parentBox = parent?.getBoundingClientRect();
      const pastWindow = box.right > window.innerWidth + 0.5;
      // Wider than the container it sits in, unless the container clips it on purpose (sr-only text, ellipsis).
      const pastParent =
        parent && parentBox && parentBox.width > 0 && !clips(parent) && box.right > parentBox.right + 0.5
          ? getComputedStyle(element).position !== 'absolute' && getComputedStyle(element).position !== 'fixed'
          : false;
      if ((pastWindow && !inside(element, clips)) || pastParent) {
        const text = (element.textContent ?? '').trim().slice(0, 40);
        offenders.push(
          `${element.tagName.toLowerCase()}.${String(element.className).split(' ')[0]} "${text}" right ${Math.round(box.right)}`,
        );
      }
    }
    return offenders;
  });
}

/**
 * The screenshot under this test's output folder (the whole page, or just `part` when given), then
 * the two checks, at each width.
 */
async function fits(page: Page, language: string, screen: string, part?: Locator) {
  for (const size of widths) {
    await page.setViewportSize(size);
    const path = test.info().outputPath(`${screen}-${language}-${size.width}.png`);
    await (part ? part.screenshot({ path }) : page.screenshot({ path, fullPage: true }));
    expect
      .soft(await horizontalOverflow(page), `${screen} in ${language} at ${size.width} px scrolls sideways`)
      .toBe(0);
    expect.soft(await overflowingElements(page), `${screen} in ${language} at ${size.width} px`).toEqual([]);
  }
}

test('the home, the registration form and an activity card fit at 390 and 1280 px in every shipped language', async ({
  page,
}) => {
  // About a minute on an idle machine; the margin is for a loaded one.
  test.setTimeout(180_000);
  expect(languages).toEqual(expect.arrayContaining(['en', 'fr', 'sm', 'haw', 'mi']));
  const account = { email: `e2e-layouts-${Date.now()}@example.org`, firstName: 'Mere', lastName: 'Tāwhiri' };
  await signUpAccount(account);
  await withMultiLanguage(page);
  await signInAttendee(page, account, '/register-event');

  // Home and the registration form (before registering: the form is blank, as a newcomer sees it).
  for (const language of languages) {
    await test.step(language, async () => {
      await useStoredLocale(page, language);
      await page.goto(siteUrl('attendee', '/'));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The stored locale took: the home's call to action is in the language (fr and sm translate it).
      const registerNow = { fr: 'S’inscrire maintenant', sm: 'Lesitala nei' }[language];
      if (registerNow) await expect(page.getByRole('link', { name: registerNow }).first()).toBeVisible();
      // Screen readers read the page in that language.
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await fits(page, language, 'home');
      await page.goto(siteUrl('attendee', '/register-event'));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('form')).toBeVisible();
      await fits(page, language, 'registration');
    });
  }

  // Registered, the festival's activities page shows the activity cards.
  const eventId = await festivalId();
  await registerThroughApi(await pageToken(page), eventId, account, []);
  for (const language of languages) {
    await test.step(`${language}: activities`, async () => {
      await useStoredLocale(page, language);
      await page.goto(siteUrl('attendee', `/my-events/${eventId}`));
      const card = page.getByRole('article').first();
      await expect(card).toBeVisible({ timeout: 30_000 });
      await fits(page, language, 'activity-card', card);
    });
  }
});
