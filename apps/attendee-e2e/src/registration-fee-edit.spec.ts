import { randomUUID } from 'node:crypto';
import type { Page, Request } from '@playwright/test';
import { calculateFees } from '@festival/shared-util-fee-calculator';
import {
  api,
  cardPayment,
  expect,
  expectAccessible,
  fillAttendee,
  fillCard,
  saidOnce,
  person,
  pageToken,
  SANDBOX_CARD,
  signInAttendee,
  signUpAccount,
  siteUrl,
  staffToken,
  test,
} from '@festival/shared-util-e2e';

// Editing a registration for a main event with a registration fee (issue 10 point 2): only the
// attendees the edit adds pay, through the form's payment step and the sandbox gateway.

const shots = 'dist/test-results/attendee-e2e/screens/registration-fee-edit';
const FEE = 2500;

/**
 * The event with a fee, made through the staff API for these journeys (the portal under test seeds
 * only the festival), and put INACTIVE after them so that the other journeys never list it.
 */
const gala = {
  name: `Voyaging Gala ${Date.now()}`,
  description: 'Registration fee $25.00 per attendee.',
  status: 'ACTIVE',
  startDate: '2027-08-15T04:00:00.000Z',
  endDate: '2027-08-15T08:00:00.000Z',
  location: 'Kewalo Basin Harbor, Honolulu, HI 96814',
  capacity: 300,
  registrationFee: FEE,
  requiresReview: false,
  bannerImage: '',
  logoImage: '',
  refLink: '',
};
let eventId = '';

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const { data } = await api<{ data: { id: string } }>(await staffToken(), 'POST', '/events', gala);
  eventId = data.id;
});

test.afterAll(async () => {
  test.setTimeout(120_000);
  if (eventId) await api(await staffToken(), 'PUT', `/events/${eventId}`, { ...gala, status: 'INACTIVE' });
});

type Saved = { attendees: { firstName: string; status: string }[] };
const savedAttendees = async (page: Page) =>
  (await api<{ data: Saved }>(await pageToken(page), 'GET', `/registrations/me/event/${eventId}`)).data.attendees.map(
    (a) => [a.firstName, a.status],
  );

/** A new account registered (and paid for) alone at the gala, on its edit form's second step with one attendee added. */
async function editAddingOne(page: Page, name: string, added: string) {
  const account = {
    email: `e2e-fee-${name.toLowerCase()}-${Date.now()}@example.org`,
    firstName: name,
    lastName: 'Kahale',
  };
  await signUpAccount(account);
  await signInAttendee(page, account, '/my-events');
  await api(await pageToken(page), 'POST', '/registrations/event', {
    eventId,
    type: 'GENERAL',
    attendees: [person(account.firstName, account.lastName, account.email)],
    payment: cardPayment(SANDBOX_CARD.approved, calculateFees(FEE, 1).totalCents, account),
    idempotencyKey: randomUUID(),
  });
  expect(await savedAttendees(page)).toEqual([[name, 'APPROVED']]);

  await page.goto(siteUrl('attendee', `/register-event/${eventId}`));
  await expect(page.getByRole('heading', { level: 1, name: `Edit registration for ${gala.name}` })).toBeVisible({
    timeout: 30_000,
  });
  // Nothing added yet: nothing to pay, the attendees' step is the last.
  await expect(page.getByRole('tab', { name: /Payment/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Add Additional Attendee' }).click();
  await fillAttendee(page.getByRole('region', { name: 'Additional Attendee 1' }), {
    firstName: added,
    lastName: 'Kahale',
    email: '',
  });
  // The newcomer brings the payment step.
  await page.getByRole('button', { name: 'Next' }).click();
  const form = page.getByRole('form');
  const summary = form.getByRole('complementary', { name: 'Summary' });
  await expect(summary).toBeVisible();
  return { form, summary };
}

test('an attendee adds an attendee to a registration with a fee, pays for the newcomer only, once', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const { form, summary } = await editAddingOne(page, 'Makana', 'Kai');
  const one = calculateFees(FEE, 1);
  await expect(summary.getByText('Total (Non-refundable)')).toBeVisible();
  await expect(summary.getByText(`$${(one.totalCents / 100).toFixed(2)}`)).toBeVisible();
  await expect(form.getByText(/Only the attendees you add pay the registration fee/)).toBeVisible();
  await fillCard(form, SANDBOX_CARD.approved, 'Makana Kahale');
  await page.screenshot({ path: `${shots}/1-payment-step.png`, fullPage: true });
  await expectAccessible(page);

  // A double click: whatever the page sends, every request carries the one payment attempt's key.
  const edits: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT' && request.url().includes(`/registrations/me/event/${eventId}`)) edits.push(request);
  });
  await form.getByRole('button', { name: 'Submit' }).dblclick();
  await expect(page.getByText('Your registration has been updated.')).toBeVisible({ timeout: 60_000 });
  await expect(page).toHaveURL(siteUrl('attendee', `/registered-information/${eventId}`));
  await expect(page.getByRole('region', { name: 'Kai Kahale' })).toBeVisible();

  const sent = edits.map(
    (request) =>
      request.postDataJSON() as { idempotencyKey?: string; payment?: { amount: number; cardNumber: string } },
  );
  expect(sent.length).toBeGreaterThan(0);
  expect(new Set(sent.map((body) => body.idempotencyKey)).size).toBe(1);
  expect(sent[0].payment).toMatchObject({ amount: one.totalCents, cardNumber: SANDBOX_CARD.approved });
  expect(await savedAttendees(page)).toEqual([
    ['Makana', 'APPROVED'],
    ['Kai', 'APPROVED'],
  ]);

  // Paid for: editing again asks no payment for anyone already registered.
  await page.goto(siteUrl('attendee', `/register-event/${eventId}`));
  await expect(page.getByRole('heading', { level: 1, name: `Edit registration for ${gala.name}` })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('button', { name: 'Submit' })).toBeVisible();
  await expect(page.getByRole('tab', { name: /Payment/ })).toHaveCount(0);
});

test('a declined card in the edit says why and saves nothing', async ({ page }) => {
  test.setTimeout(240_000);
  const { form } = await editAddingOne(page, 'Iolana', 'Nohea');
  await fillCard(form, SANDBOX_CARD.declined, 'Iolana Kahale');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByRole('alert')).toContainText('This transaction has been declined. Nothing was changed.', {
    timeout: 60_000,
  });
  await saidOnce(page, 'This transaction has been declined.');
  await page.screenshot({ path: `${shots}/2-declined.png`, fullPage: true });
  await expect(page).toHaveURL(new RegExp(`/register-event/${eventId}`));

  expect(await savedAttendees(page)).toEqual([['Iolana', 'APPROVED']]);
  // Leaving the unsaved form asks first: leave.
  page.on('dialog', (dialog) => void dialog.accept());
  await page.goto(siteUrl('attendee', `/registered-information/${eventId}`));
  await expect(page.getByRole('region', { name: 'Iolana Kahale' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('region', { name: 'Nohea Kahale' })).toHaveCount(0);
});
