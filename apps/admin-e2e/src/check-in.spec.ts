import type { Page } from '@playwright/test';
import QRCode from 'qrcode';
import { httpMailbox, idpTestClient } from '@festival/shared-util-e2e/idp-client';
import { readZip } from '@festival/shared-util-e2e/zip';
import { expect, test, expectAccessible, portalPort, siteRequest, signInStaff } from '@festival/shared-util-e2e';

const shots = 'dist/test-results/admin-e2e/screens/check-in';
const API = '/api-svc/v1';

/** A call to the portal's API from Node with a bearer token; the body as text, or throws on anything but 2xx. */
async function api(token: string, method: string, path: string, body?: unknown): Promise<Response> {
  const [url, init] = siteRequest('attendee', `${API}${path}`);
  const response = await fetch(url, {
    method,
    headers: {
      ...init.headers,
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} → ${response.status}: ${await response.text()}`);
  return response;
}

const person = (firstName: string, email: string | null) => ({
  isMainProfile: email !== null,
  firstName,
  lastName: 'Kahananui',
  email,
  dob: '1990-05-02',
  phone: '(808) 956-8111',
  address: '2500 Campus Rd',
  city: 'Honolulu',
  state: 'HI',
  countryId: 'US',
  zipCode: '96822',
  ethnicity: 'Native Hawaiian',
});

/** An attendee registered (with one more person) through the identity protocol and the API alone. */
async function registeredAttendee() {
  const [url, init] = siteRequest('attendee', '/config.json');
  const { identity } = (await (await fetch(url, init)).json()) as {
    identity: { userPoolId: string; clientId: string };
  };
  const baseUrl = `http://127.0.0.1:${portalPort()}`;
  const idp = idpTestClient({
    baseUrl,
    userPoolId: identity.userPoolId,
    clientId: identity.clientId,
    readMailbox: httpMailbox(baseUrl),
    mailTimeoutMs: 30_000,
  });
  const email = `e2e-check-in-${Date.now()}@example.org`;
  const { idToken } = await idp.newSignedInUser({ email, givenName: 'Makana', familyName: 'Kahananui' });
  const [eventsUrl, eventsInit] = siteRequest('attendee', `${API}/events/active?sort=startDate&order=asc&take=50`);
  const events = (await (await fetch(eventsUrl, eventsInit)).json()) as { data: { id: string; name: string }[] };
  const event = events.data[0];
  const created = (await (
    await api(idToken, 'POST', '/registrations/event', {
      eventId: event.id,
      type: 'GENERAL',
      attendees: [person('Makana', email), person('Iolani', null)],
    })
  ).json()) as { data: { id: string; status: string } };
  return { idToken, event, registration: created.data };
}

/** The attendee downloads the wallet pass; its QR code holds the signed check-in token. */
async function passToken(idToken: string, registrationId: string): Promise<string> {
  const pass = Buffer.from(await (await api(idToken, 'GET', `/registrations/${registrationId}/wallet`)).arrayBuffer());
  const json = JSON.parse(readZip(pass).get('pass.json')!.toString('utf8')) as { barcodes: { message: string }[] };
  return json.barcodes[0].message;
}

async function pageToken(page: Page): Promise<string> {
  const token = await page.evaluate(
    () => Object.entries(window.localStorage).find(([key]) => key.endsWith('.idToken'))?.[1],
  );
  if (!token) throw new Error('no id token in the page');
  return token;
}

test('the seeded admin checks an attendee in by scanning a picture of their pass, once; offline check-ins wait and sync', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const { idToken, event, registration } = await registeredAttendee();
  const token = await passToken(idToken, registration.id);
  const qr = await QRCode.toBuffer(token, { errorCorrectionLevel: 'M', margin: 4, width: 640 });

  await signInStaff(page, '/check-in');
  await expect(page.getByRole('heading', { level: 1, name: 'Check-in' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('link', { name: 'Check-in' })).toHaveAttribute('aria-current', 'page');
  if (registration.status !== 'APPROVED') {
    await api(await pageToken(page), 'PUT', `/registrations/${registration.id}/status`, { status: 'APPROVED' });
  }
  await page.getByLabel('Event').selectOption({ label: event.name });
  await page.reload();
  await expect(page.getByText(/Attendee list of .* kept on this device/)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Online', { exact: true })).toBeVisible();

  // The camera needs a device; staff without one (and this test) choose a picture of the QR code.
  await page.getByLabel('Scan from a photo').setInputFiles({ name: 'pass-qr.png', mimeType: 'image/png', buffer: qr });
  const result = page.getByRole('region', { name: 'Result' });
  await expect(result.getByText('Makana Kahananui')).toBeVisible({ timeout: 30_000 });
  await expect(result.getByText('Iolani Kahananui')).toBeVisible();
  await expect(result.getByText(/— Checked in$/)).toHaveCount(2);
  await page.screenshot({ path: `${shots}/1-checked-in.png`, fullPage: true });
  await expectAccessible(page);

  // The same pass again: the server says when they came in.
  await page.getByLabel('Scan from a photo').setInputFiles({ name: 'pass-qr.png', mimeType: 'image/png', buffer: qr });
  await expect(result.getByText(/Already checked in at \d\d\/\d\d\/\d{4} \d{1,2}:\d\d [AP]M/)).toHaveCount(2, {
    timeout: 30_000,
  });
  await page.screenshot({ path: `${shots}/2-already.png`, fullPage: true });

  // Offline: the kept list still finds people and the scan is verified here; it waits and is not doubled.
  await page.context().setOffline(true);
  await expect(page.getByText('Offline', { exact: true })).toBeVisible();
  await page.getByLabel('Scan from a photo').setInputFiles({ name: 'pass-qr.png', mimeType: 'image/png', buffer: qr });
  await expect(result.getByText(/Already checked in at/)).toHaveCount(2);
  await expect(page.getByText('Everything is synced')).toBeVisible();
  await page.getByLabel('Search attendees').fill('Kahananui');
  await expect(page.getByText(/^Checked in at /)).toHaveCount(2);
  await page.screenshot({ path: `${shots}/3-offline.png`, fullPage: true });
  await page.context().setOffline(false);
  await expect(page.getByText('Online', { exact: true })).toBeVisible();
  // The UI kit's "back online" toast goes after a second (SPEC.md §9).
  await expect(page.getByText('You are back online.')).toHaveCount(0, { timeout: 10_000 });

  // At a phone's width nothing runs off to the right.
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: `${shots}/4-phone.png`, fullPage: true });
  await expectAccessible(page);
});
