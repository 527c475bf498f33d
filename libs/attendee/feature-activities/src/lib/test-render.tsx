import { configure, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import {
  fakeActivitiesApi,
  fakeApiAdapter,
  fakeActivitiesState,
  fakeRecord,
  sampleFestival,
  sampleSubEvent,
  type ApiHandler,
  type FakeActivitiesState,
} from '@festival/shared-data-access-api-client/testing';
import type {
  ListResult,
  MySubEvent,
  Registration,
  RegisteredAttendee,
  SubEvent,
} from '@festival/shared-util-api-contracts';
import { validAttendee } from '@festival/shared-util-api-contracts/testing';
import { renderWithProviders } from '@festival/shared-testing-react';
import { activityKeys } from '@festival/attendee-data-access-activities';
import type { AxiosAdapter } from 'axios';
import { personName } from '@festival/shared-util-registration';
import { attendeeRoutes } from '@festival/shared-util-site';
import { ActivitiesPage } from './activities-page';

/** Test-only: the activities page at its real path, the API answered by the fake activity routes. */

// A flow opens dialog after dialog, each a Chakra render: on a busy machine one can take over the default second.
configure({ asyncUtilTimeout: 5000 });

export const EVENT_ID = sampleFestival.id;
export const REGISTRATION_ID = '33333333-3333-4333-8333-333333333333';
export const MAIN_ID = '11111111-1111-4111-8111-111111111111';
export const GUEST_ID = '22222222-2222-4222-8222-222222222222';

const person = (id: string, firstName: string, lastName: string, isMainProfile: boolean): RegisteredAttendee => ({
  ...validAttendee(),
  id,
  isMainProfile,
  firstName,
  lastName,
  email: isMainProfile ? 'kehau@example.org' : null,
  isPayment: false,
  isReleaseForm: false,
  signatureUrl: null,
  status: 'APPROVED',
});

export const mainAttendee = person(MAIN_ID, 'Kēhau', 'Kahale', true);
export const guest = person(GUEST_ID, 'Malia', 'Fonoti', false);

export function registration(overrides: Partial<Registration> = {}): Registration {
  return {
    id: REGISTRATION_ID,
    eventId: EVENT_ID,
    type: 'GENERAL',
    status: 'APPROVED',
    isApplyEmergencyContactForAll: false,
    delegationName: null,
    attendees: [guest, mainAttendee],
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

export const activityId = (n: number) => `aaaaaaaa-0000-4000-8000-${String(n).padStart(12, '0')}`;

export function activity(n: number, overrides: Partial<SubEvent> = {}): SubEvent {
  return sampleSubEvent({ id: activityId(n), name: `Activity ${n}`, ...overrides });
}

export function state(subEvents: SubEvent[], init: Partial<FakeActivitiesState> = {}): FakeActivitiesState {
  return fakeActivitiesState({
    mainEventId: EVENT_ID,
    registrationId: REGISTRATION_ID,
    type: init.type ?? 'GENERAL',
    attendees: [mainAttendee, guest],
    subEvents,
    records: init.records ?? [],
  });
}

/** One of the caller's records at activity n. */
export const myRecord = (
  n: number,
  attendee: RegisteredAttendee,
  status: 'RESERVED' | 'WAITING_LIST' | 'CHECKED_IN',
  more = {},
) =>
  fakeRecord(activityId(n), {
    eventRegistrationId: REGISTRATION_ID,
    attendeeId: attendee.id,
    attendeeName: personName(attendee),
    status,
    ...more,
  });

/** Other people holding `count` places at activity n. */
export const othersHold = (n: number, count: number) =>
  Array.from({ length: count }, () => fakeRecord(activityId(n), { status: 'RESERVED' }));

export const contents = {
  countries: [
    { id: 'US', name: 'United States' },
    { id: 'WS', name: 'Samoa' },
  ],
  languages: [{ id: 'en', name: 'English' }],
};

/**
 * `prefilled`: the page as the server filled it (its activities in the app's cache before the
 * page renders), the signed-in list held back until `release` is called.
 */
export async function renderActivities(
  fake: FakeActivitiesState,
  path = `/my-events/${EVENT_ID}`,
  more?: ApiHandler,
  prefilled?: { list: ListResult<MySubEvent>; held: Promise<void> },
) {
  const activities = fakeActivitiesApi(fake);
  const reg = registration({ type: fake.type });
  const api: ApiHandler = (call) =>
    more?.(call) ??
    activities(call) ??
    (call.url === `/registrations/me/event/${EVENT_ID}`
      ? [200, { data: reg }]
      : call.url === `/events/${EVENT_ID}`
        ? [200, { data: { ...sampleFestival, subEvents: fake.subEvents } }]
        : call.url === '/contents'
          ? [200, { data: contents }]
          : undefined);
  const fakeAdapter = fakeApiAdapter(api);
  const listUrl = `/registrations/me/event/${EVENT_ID}/sub-event`;
  const adapter: AxiosAdapter = async (config) => {
    if (prefilled && config.url === listUrl) await prefilled.held;
    return fakeAdapter.adapter(config);
  };
  const { router } = await renderWithProviders(
    {
      routes: [
        { path: attendeeRoutes.mySubEvent.path, element: <ActivitiesPage /> },
        { path: '*', element: <p>Elsewhere</p> },
      ],
      path,
    },
    {
      adapter,
      queryData: prefilled
        ? [
            {
              queryKey: activityKeys.prefilled(EVENT_ID, { take: 10, skip: 0, sort: 'name', order: 'asc' }),
              data: prefilled.list,
            },
          ]
        : [],
    },
  );
  const calls = fakeAdapter.calls;
  const search = () => new URLSearchParams(router.state.location.search);
  return { calls, router, search };
}

/**
 * Fills the payment dialog's card fields (pasted: one change per field keeps the tests fast) and
 * submits. The dialog is looked up afresh for each field: the stack may have mounted it again.
 */
export async function payWith(user: UserEvent, cardNumber: string) {
  const dialog = () => screen.getByRole('dialog', { name: 'Payment' });
  const fill = async (label: RegExp, text: string) => {
    await user.clear(within(dialog()).getByLabelText(label));
    await user.click(within(dialog()).getByLabelText(label));
    await user.paste(text);
  };
  await fill(/Card number/, cardNumber);
  await fill(/Name on card/, 'Kehau Kahale');
  await fill(/Expiration date/, '0827');
  await fill(/Security code/, '123');
  await user.click(within(dialog()).getByRole('button', { name: 'Submit Payment' }));
}
