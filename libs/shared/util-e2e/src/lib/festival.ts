import type { Page } from '@playwright/test';
import type { AccountInput } from './accounts';
import { siteRequest } from './portal-server';

// The festival the seed makes active, and API calls from Node for journeys that need a registration
// without walking the form (the form has its own journey).

export const API = '/api-svc/v1';
export const FESTIVAL = 'Pacific Arts & Culture Festival 2027';

/** A call to the portal's API from Node with a bearer token; throws on anything but 2xx. */
export async function api<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
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
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} → ${response.status}: ${text}`);
  return JSON.parse(text) as T;
}

export async function festivalId(): Promise<string> {
  const [url, init] = siteRequest('attendee', `${API}/events/active`);
  const { data } = (await (await fetch(url, init)).json()) as { data: { id: string; name: string }[] };
  const festival = data.find((event) => event.name === FESTIVAL);
  if (!festival) throw new Error(`${FESTIVAL} is not active`);
  return festival.id;
}

export const person = (firstName: string, lastName: string, email: string | null) => ({
  isMainProfile: email !== null,
  firstName,
  lastName,
  email,
  dob: '1991-03-14',
  phone: '(808) 956-8111',
  address: '2500 Campus Rd',
  city: 'Honolulu',
  state: 'HI',
  countryId: 'US',
  zipCode: '96822',
  ethnicity: 'Native Hawaiian',
});

/** A GENERAL registration for the festival through the API (the form has its own journey). */
export async function registerThroughApi(token: string, eventId: string, account: AccountInput, extras: string[]) {
  const { data } = await api<{ data: { id: string; attendees: { id: string; firstName: string }[] } }>(
    token,
    'POST',
    '/registrations/event',
    {
      eventId,
      type: 'GENERAL',
      attendees: [
        person(account.firstName, account.lastName, account.email),
        ...extras.map((firstName) => person(firstName, account.lastName, null)),
      ],
    },
  );
  return data;
}

/** The id token the signed-in page keeps in localStorage (localhost has no cookie domain). */
export async function pageToken(page: Page): Promise<string> {
  const token = await page.evaluate(
    () => Object.entries(window.localStorage).find(([key]) => key.endsWith('.idToken'))?.[1],
  );
  if (!token) throw new Error('no id token in the page');
  return token;
}
