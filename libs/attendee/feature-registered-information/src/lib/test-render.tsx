import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ApiClientProvider, createApiClient, createQueryClient } from '@festival/shared-data-access-api-client';
import { fakeApiAdapter, sampleFestival, type ApiHandler } from '@festival/shared-data-access-api-client/testing';
import type { MyEvent, Registration, RegisteredAttendee } from '@festival/shared-util-api-contracts';
import { showErrorToast, UiProvider } from '@festival/shared-ui-kit';
import { createI18n } from '@festival/shared-util-i18n';
import { attendeeRoutes } from '@festival/shared-util-site';
import { AccommodationAssistancePage } from './accommodation-assistance-page';
import { AdditionalAttendeePage } from './additional-attendee-page';
import { DashboardPage } from './dashboard-page';
import { DelegationPortalPage } from './delegation-portal-page';
import { MyEventsPage } from './my-events-page';
import { RegisteredInformationPage } from './registered-information-page';
import { VisaAssistancePage } from './visa-assistance-page';

/** Test-only: the pages at their real paths, the network replaced at the axios adapter. */

export const EVENT_ID = sampleFestival.id;
export const MAIN_ID = '11111111-1111-4111-8111-111111111111';
export const GUEST_ID = '22222222-2222-4222-8222-222222222222';

export const festival = sampleFestival;

export const mainAttendee: RegisteredAttendee = {
  id: MAIN_ID,
  isMainProfile: true,
  firstName: 'Kēhau',
  lastName: 'Kahale',
  email: 'kehau@example.org',
  dob: '1990-04-12',
  phone: '(808) 956-8111',
  address: '1 Festival Way',
  city: 'Honolulu',
  state: 'HI',
  countryId: 'US',
  zipCode: '96813',
  languageIds: ['en', 'haw'],
  ethnicity: 'Native Hawaiian',
  emergencyName: 'Lani Kahale',
  emergencyPhone: '+1 808 555 0123',
  emergencyEmail: 'lani@example.org',
  emergencyRelationship: 'Sister',
  isPayment: false,
  isReleaseForm: true,
  signatureUrl: null,
  status: 'APPROVED',
};

export const guest: RegisteredAttendee = {
  ...mainAttendee,
  id: GUEST_ID,
  isMainProfile: false,
  firstName: 'Malia',
  lastName: 'Fonoti',
  email: null,
  dob: '2012-01-01',
  countryId: 'WS',
  languageIds: ['sm'],
  status: 'PENDING',
};

export function registration(overrides: Partial<Registration> = {}): Registration {
  return {
    id: '33333333-3333-4333-8333-333333333333',
    eventId: EVENT_ID,
    type: 'GENERAL',
    status: 'APPROVED',
    isApplyEmergencyContactForAll: false,
    delegationName: null,
    attendees: [mainAttendee, guest],
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

export function myEvent(overrides: Partial<MyEvent> = {}): MyEvent {
  return {
    ...festival,
    registrationId: '33333333-3333-4333-8333-333333333333',
    registrationType: 'GENERAL',
    registrationStatus: 'APPROVED',
    registrations: [{ id: MAIN_ID, isMainProfile: true, firstName: 'Kēhau', lastName: 'Kahale', status: 'APPROVED' }],
    ...overrides,
  };
}

export const contents = {
  countries: [
    { id: 'US', name: 'United States' },
    { id: 'WS', name: 'Samoa' },
    { id: 'FJ', name: 'Fiji' },
  ],
  languages: [
    { id: 'en', name: 'English' },
    { id: 'haw', name: 'Hawaiian' },
    { id: 'sm', name: 'Samoan' },
  ],
};

export const profile = {
  id: 'user-1',
  firstName: 'Kēhau',
  lastName: 'Kahale',
  email: 'kehau@example.org',
  avatarUrl: null,
};

/** The calls every page of a registration makes, answered for `reg`; `more` answers the rest first. */
export function registrationApi(reg: Registration | null, more: ApiHandler = () => undefined): ApiHandler {
  return (call) => {
    const answer = more(call);
    if (answer) return answer;
    if (call.url === `/events/${EVENT_ID}/check`) return [200, { data: { isRegistered: reg !== null } }];
    if (call.url === `/registrations/me/event/${EVENT_ID}`)
      return reg ? [200, { data: reg }] : [404, { message: 'Registration not found', code: 'NOT_FOUND' }];
    if (call.url === `/events/${EVENT_ID}`) return [200, { data: { ...festival, subEvents: [] } }];
    if (call.url === '/contents') return [200, { data: contents }];
    if (call.url === '/me') return [200, { data: profile }];
    return undefined;
  };
}

const PAGES: [string, ReactNode][] = [
  [attendeeRoutes.dashboard.path, <DashboardPage />],
  [attendeeRoutes.myEvents.path, <MyEventsPage />],
  [attendeeRoutes.registeredInformation.path, <RegisteredInformationPage />],
  [attendeeRoutes.registeredInformationId.path, <RegisteredInformationPage />],
  [attendeeRoutes.updateAdditionalAttendee.path, <AdditionalAttendeePage />],
  [attendeeRoutes.updateVisaAssistance.path, <VisaAssistancePage />],
  [attendeeRoutes.updateAccommodationAssistance.path, <AccommodationAssistancePage />],
  [attendeeRoutes.delegationPortal.path, <DelegationPortalPage />],
];

export async function renderPage(path: string, handler: ApiHandler) {
  const { adapter, calls } = fakeApiAdapter(handler);
  const i18n = await createI18n('en', { plugins: [initReactI18next] });
  const router = createMemoryRouter(
    [...PAGES.map(([routePath, element]) => ({ path: routePath, element })), { path: '*', element: <p>Elsewhere</p> }],
    { initialEntries: [path] },
  );
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={createQueryClient({ onError: (error) => showErrorToast(error.message) })}>
        <ApiClientProvider client={createApiClient({ baseURL: '/api-svc/v1', adapter })}>
          <UiProvider>
            <RouterProvider router={router} />
          </UiProvider>
        </ApiClientProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  const search = () => new URLSearchParams(router.state.location.search);
  return { calls, router, search };
}
