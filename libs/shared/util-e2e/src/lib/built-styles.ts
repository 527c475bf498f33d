import { expect, type Page, type Response } from '@playwright/test';

/** A CSS variable of the festival's theme, defined once by Chakra's global styles. */
const THEME_VARIABLE = '--chakra-colors-brand-700';

/**
 * Chakra's global styles (its reset and the theme's variables) came with the page the server sent
 * (the build writes them into index.html: tools/vite/chakra-global-styles.ts) and the app, now on
 * screen, did not write them again: exactly one style sheet defines the theme's variables, and the
 * page shows them.
 */
export async function expectGlobalStylesFromPage(page: Page, response: Response | null): Promise<void> {
  expect(await response?.text()).toContain(`${THEME_VARIABLE}:`);
  // The app has rendered: Emotion has written its components' styles.
  await page.waitForFunction(() => document.querySelector('style[data-emotion]'));
  const found = await page.evaluate((variable) => {
    const sheets = [...document.styleSheets].filter((sheet) =>
      [...sheet.cssRules].some((rule) => rule.cssText.includes(`${variable}:`)),
    );
    return {
      sheets: sheets.length,
      value: getComputedStyle(document.documentElement).getPropertyValue(variable).trim(),
    };
  }, THEME_VARIABLE);
  expect(found).toEqual({ sheets: 1, value: '#b42c09' });
}
