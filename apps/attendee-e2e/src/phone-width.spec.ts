import { expect, test, signInAttendee, signUpAccount, siteRequest, siteUrl } from '@festival/shared-util-e2e';
import { attendeeRoutes } from '@festival/shared-util-site';

const shots = 'dist/test-results/attendee-e2e/screens/phone';

test.use({ viewport: { width: 390, height: 844 } });

test('at 390 px no page of the attendee site scrolls sideways, signed out or in', async ({ page }) => {
  // About 35 page loads and a sign-in on a 2-core machine.
  test.setTimeout(420_000);
  const festival = await (await page.request.get(...siteRequest('attendee', '/api-svc/v1/events/active'))).json();
  const eventId: string = festival.data[0].id;
  const account = { email: `phone-${Date.now()}@example.org`, firstName: 'Malia', lastName: 'Kealoha' };
  await signUpAccount(account);

  const overflowOf = async (path: string) => {
    await page.goto(siteUrl('attendee', path));
    await expect(page.getByRole('main').or(page.getByRole('dialog')).first(), path).toBeVisible();
    await page.waitForLoadState('load');
    return page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth);
  };
  const routes = Object.values(attendeeRoutes).map((route) => ({
    ...route,
    path: route.path.replace(/:[A-Za-z]+/g, eventId),
  }));

  // Public pages as a visitor sees them (a protected one shows home with sign-in: home is measured).
  const wide: string[] = [];
  const measure = async (path: string) => {
    if ((await overflowOf(path)) <= 0) return;
    wide.push(path);
    await page.screenshot({ path: `${shots}/${path.replace(/\W+/g, '-')}.png`, fullPage: true });
  };
  for (const route of routes.filter((r) => r.public)) await measure(route.path);
  await signInAttendee(page, account);
  for (const route of routes.filter((r) => !r.public)) await measure(route.path);
  expect(wide).toEqual([]);
});

test("at 390 px the registration form's step tabs fit in one row of their own, none cut or scrolled", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const account = { email: `phone-steps-${Date.now()}@example.org`, firstName: 'Sione', lastName: 'Havili' };
  await signUpAccount(account);
  await signInAttendee(page, account, '/register-event');
  const tabs = page.getByRole('tablist', { name: 'Registration steps' });
  await expect(tabs.getByRole('tab', { name: 'General Information', selected: true })).toBeVisible();
  // Every step keeps its name for screen readers; the steps not open show only their number.
  await expect(tabs.getByRole('tab', { name: 'Additional Attendees' })).toBeAttached();
  const fit = await tabs.evaluate((list) => {
    const box = list.getBoundingClientRect();
    const tabBoxes = [...list.querySelectorAll('[role=tab]')].map((tab) => tab.getBoundingClientRect());
    return {
      scrolls: list.scrollWidth - list.clientWidth,
      rows: new Set(tabBoxes.map((tab) => Math.round(tab.top))).size,
      cut: tabBoxes.filter((tab) => tab.left < box.left - 0.5 || tab.right > box.right + 0.5).length,
    };
  });
  await page.screenshot({ path: `${shots}/register-event-steps.png` });
  expect(fit).toEqual({ scrolls: 0, rows: 1, cut: 0 });
});
