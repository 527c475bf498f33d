import type { Page } from '@playwright/test';
import { expect, launchPortal, siteUrl, test, waitForMail, type LaunchedPortal } from '@festival/shared-util-e2e';

/**
 * Issue 16: with MULTI_LANGUAGE on, a first visit (no locale cookie, nothing stored) gets the
 * attendee home in the language the browser asks for (Accept-Language) among the offered ones,
 * both as the server fills it and once the app takes over. The server reads the setting itself,
 * so this spec runs its own portal with it on (the journeys' portal has it off; a route on
 * /config.json would only reach the browser).
 */
let portal: LaunchedPortal | undefined;

test.beforeAll(async () => {
  test.setTimeout(150_000);
  portal = await launchPortal({ MULTI_LANGUAGE: 'true' });
});
test.afterAll(async () => {
  await portal?.stop();
});

const home = () => siteUrl('attendee', '/', portal?.port);

/** Opens the home, returning the document as the server sent it and the Accept-Language it was asked with. */
async function openHome(page: Page) {
  const documentResponse = page.waitForResponse((response) => response.request().resourceType() === 'document');
  await page.goto(home());
  const response = await documentResponse;
  return { html: await response.text(), acceptLanguage: (await response.request().allHeaders())['accept-language'] };
}

const localeCookie = async (page: Page) =>
  (await page.context().cookies()).find((cookie) => cookie.name === 'festival_locale')?.value;

test.describe('a browser asking for French', () => {
  test.use({ locale: 'fr-FR' });

  test('gets the French home, filled by the server and carried on by the app; a sign-up code arrives in French', async ({
    page,
  }) => {
    // A proof of work and a mail on a 2-core machine.
    test.setTimeout(120_000);
    const served = await openHome(page);
    expect(served.acceptLanguage).toMatch(/^fr-FR/);
    expect(served.html).toMatch(/<html lang="fr">/);
    expect(served.html).toContain('data-prerendered="home"');
    expect(served.html).toContain('S’inscrire maintenant');
    expect(served.html).toContain('<dt>Lieu</dt>');

    // The app's own hero (its call to action is a button) and navigation, in French.
    await expect(page.getByRole('button', { name: 'S’inscrire maintenant' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Accueil' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Langue' })).toHaveValue('fr');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await page.screenshot({ path: test.info().outputPath('browser-language-fr.png') });

    // The app kept the language as a choice, so the next visit is French without asking again.
    expect(await page.evaluate(() => localStorage.getItem('festival.locale'))).toBe('fr');
    await expect.poll(() => localeCookie(page)).toBe('fr');
    await page.reload();
    await expect(page.getByRole('button', { name: 'S’inscrire maintenant' })).toBeVisible();

    // Signing up from the French site: no profile, so no stored language yet; the verification
    // code arrives in the language the site showed.
    const email = `e2e-fr-${Date.now()}@example.org`;
    await page.getByRole('banner').getByRole('button', { name: 'S’inscrire', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Créer un compte' });
    await expect(dialog).toBeVisible({ timeout: 30_000 });
    await dialog.getByLabel('Prénom').fill('Mathilde');
    await dialog.getByLabel('Nom', { exact: true }).fill('Teriierooiterai');
    await dialog.getByLabel('E-mail').fill(email);
    await dialog.getByLabel('Mot de passe', { exact: true }).fill('Kalo#Taro2026');
    await dialog.getByLabel('Confirmer le mot de passe').fill('Kalo#Taro2026');
    await expect(dialog.getByText('Vérification que vous n’êtes pas un robot…')).toHaveCount(0, { timeout: 30_000 });
    const signUpAt = new Date(Date.now() - 1000);
    await dialog.getByRole('button', { name: 'S’inscrire', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Vérifiez votre e-mail' })).toBeVisible();
    const mail = await waitForMail(email, { after: signUpAt, port: portal?.port });
    expect(mail.subject).toMatch(/votre code de vérification$/);
    expect(mail.text).toContain('Merci de vous être inscrit·e');
  });
});

test.describe('a browser asking for English', () => {
  test.use({ locale: 'en-US' });

  test('gets the English home, and nothing is stored for it', async ({ page }) => {
    const served = await openHome(page);
    expect(served.acceptLanguage).toMatch(/^en-US/);
    expect(served.html).toMatch(/<html lang="en">/);
    expect(served.html).toContain('Register now');
    expect(served.html).not.toContain('S’inscrire maintenant');

    await expect(page.getByRole('button', { name: 'Register now' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(await page.evaluate(() => localStorage.getItem('festival.locale'))).toBeNull();
    expect(await localeCookie(page)).toBeUndefined();
  });
});
