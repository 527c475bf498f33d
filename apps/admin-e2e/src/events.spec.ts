import type { Page } from '@playwright/test';
import {
  expect,
  test,
  expectAccessible,
  signInAttendee,
  signUpAccount,
  siteRequest,
  siteUrl,
  signInStaff,
} from '@festival/shared-util-e2e';

const FESTIVAL = 'Pacific Arts & Culture Festival 2027';
const API = '/api-svc/v1';
const shots = 'dist/test-results/admin-e2e/screens/events';

/** The page at 1280 and 390 px wide, then back. */
async function look(page: Page, name: string) {
  await page.screenshot({ path: `${shots}/${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${shots}/${name}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 720 });
}

/** A GENERAL registration for the festival through the API, so the attendee may see its activities. */
async function registerThroughApi(page: Page, eventId: string, account: { email: string; firstName: string }) {
  const token = await page.evaluate(
    () => Object.entries(window.localStorage).find(([key]) => key.endsWith('.idToken'))?.[1],
  );
  const [url, init] = siteRequest('attendee', `${API}/registrations/event`);
  const response = await fetch(url, {
    method: 'POST',
    headers: { ...init.headers, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      eventId,
      type: 'GENERAL',
      attendees: [
        {
          isMainProfile: true,
          firstName: account.firstName,
          lastName: 'Kahale',
          email: account.email,
          dob: '1991-03-14',
          phone: '(808) 956-8111',
          address: '2500 Campus Rd',
          city: 'Honolulu',
          state: 'HI',
          countryId: 'US',
          zipCode: '96822',
          ethnicity: 'Native Hawaiian',
        },
      ],
    }),
  });
  expect(response.status, await response.text()).toBe(201);
}

test('the seeded admin creates an activity, and an attendee finds it in the festival’s activity list', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const activity = `Hula workshop ${Date.now()}`;

  await signInStaff(page, '/events');
  await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Events' })).toHaveAttribute('aria-current', 'page');
  await look(page, '1-events');
  await expectAccessible(page);

  await page.getByRole('link', { name: FESTIVAL }).click();
  await expect(page.getByRole('heading', { level: 1, name: FESTIVAL })).toBeVisible();
  const eventId = new URL(page.url()).pathname.split('/').at(-1) as string;
  await expect(page.getByRole('table', { name: 'Activities' })).toBeVisible();
  await look(page, '2-event');
  await expectAccessible(page);

  await page.getByRole('button', { name: 'New activity' }).click();
  const form = page.getByRole('dialog', { name: 'New activity' });
  await form.getByLabel(/^Name/).fill(activity);
  await form.getByLabel(/^Description/).fill('Learn a hula with the festival’s kumu.');
  await form.getByLabel(/^Starts/).fill('2027-06-09T09:00');
  await form.getByLabel(/^Ends/).fill('2027-06-09T11:00');
  await form.getByLabel(/^Location/).fill('Hale Hālāwai');
  await form.getByLabel(/^Capacity/).fill('25');
  await form.getByLabel(/^Activity fee/).fill('0');
  await form.getByText('Waitlist allowed when full').click();
  await page.screenshot({ path: `${shots}/3-form-1280.png` });
  await expectAccessible(page);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`${activity} has been saved.`)).toBeVisible();
  await expect(form).toHaveCount(0);

  await page.getByLabel('Search activities').fill(activity);
  const row = page.getByRole('row').filter({ hasText: activity });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('0/25')).toBeVisible();
  await expect(row.getByText('Active')).toBeVisible();
  await look(page, '4-created');

  // The attendee side: a registered attendee sees the new activity among the festival's activities.
  const account = { email: `e2e-events-${Date.now()}@example.org`, firstName: 'Malia', lastName: 'Kahale' };
  await signUpAccount(account);
  const attendee = await page.context().browser()?.newPage();
  if (!attendee) throw new Error('no browser');
  await signInAttendee(attendee, account, '/my-events');
  await registerThroughApi(attendee, eventId, account);
  // The list's search is in its URL (a site table): a link straight to the new activity.
  await attendee.goto(siteUrl('attendee', `/my-events/${eventId}?search=${encodeURIComponent(activity)}`));
  await expect(attendee.getByRole('heading', { level: 1, name: `Activities of ${FESTIVAL}` })).toBeVisible({
    timeout: 30_000,
  });
  await expect(attendee.getByRole('article', { name: activity })).toBeVisible({ timeout: 15_000 });
  await attendee.screenshot({ path: `${shots}/5-attendee-list-1280.png` });
  await attendee.close();
});
