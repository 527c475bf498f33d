import axios from 'axios';
import { Link, Outlet } from 'react-router-dom';
import {
  fakeApiAdapter,
  listReply,
  sampleFestival,
  type ApiCall,
  type ApiReply,
} from '@festival/shared-data-access-api-client/testing';
import { renderWithProviders } from '@festival/shared-testing-react';
import type { Registration } from '@festival/shared-util-api-contracts';
import { PreviewEventPage } from './preview-event-page';
import { RegisterEventPage } from './register-event-page';

export const festival = sampleFestival;

export const profile = {
  id: 'user-1',
  firstName: 'Ann',
  lastName: 'Kealoha',
  email: 'ann@example.org',
  avatarUrl: null,
};
export const RIGHT_KEY = 'MOANA-NUI-2027';
export const SIGNATURE_PATH = 'signature/user-1/0d4c.png';

export interface FakeApiOptions {
  registration?: Registration | null;
  availableSlot?: number;
  /** Answers POST /registrations/event and PUT /registrations/me/event/:id. */
  onSave?: (call: ApiCall) => ApiReply;
  onKeyCheck?: (key: string) => ApiReply;
  /** The main event's fee per GENERAL attendee, in cents (0: free, no payment step). */
  registrationFee?: number;
  /** The main event's cap on the people of one registration (the sample festival's 10 otherwise). */
  maxAttendeesPerRegistration?: number;
}

/** The API the pages talk to, as an axios adapter: the real client, hooks and errors run. */
export function fakeApi(options: FakeApiOptions = {}) {
  let saved = false;
  const route = (call: ApiCall): ApiReply | undefined => {
    const { method, url } = call;
    const id = festival.id;
    if (method === 'GET' && url === '/events/active') return [200, listReply([festival])];
    if (method === 'GET' && url === `/events/${id}`)
      return [
        200,
        {
          data: {
            ...festival,
            registrationFee: options.registrationFee ?? 0,
            maxAttendeesPerRegistration: options.maxAttendeesPerRegistration ?? festival.maxAttendeesPerRegistration,
            subEvents: [],
          },
        },
      ];
    if (method === 'GET' && url === `/events/${id}/check`)
      return [200, { data: { isRegistered: saved || Boolean(options.registration) } }];
    if (method === 'GET' && url === `/events/${id}/available-slot`)
      return [200, { data: { availableSlot: options.availableSlot ?? 4200 } }];
    if (method === 'GET' && url === '/me') return [200, { data: profile }];
    if (method === 'GET' && url === '/contents') {
      return [
        200,
        {
          data: {
            countries: [
              { id: 'US', name: 'United States' },
              { id: 'NZ', name: 'New Zealand' },
            ],
            languages: [
              { id: 'en', name: 'English' },
              { id: 'mi', name: 'Māori' },
            ],
          },
        },
      ];
    }
    if (method === 'GET' && url === `/registrations/me/event/${id}`) {
      return options.registration
        ? [200, { data: options.registration }]
        : [404, { message: 'Registration not found', code: 'NOT_FOUND' }];
    }
    if (method === 'GET' && url === `/registrations/event/${id}/check`) {
      const key = String(call.params['delegationKey'] ?? '');
      return options.onKeyCheck?.(key) ?? [200, { data: { isSuccess: key === RIGHT_KEY } }];
    }
    if (
      (method === 'POST' && url === '/registrations/event') ||
      (method === 'PUT' && url === `/registrations/me/event/${id}`)
    ) {
      const reply = options.onSave?.(call) ?? [method === 'POST' ? 201 : 200, { data: { id: 'reg-1' } }];
      // As on the server: once saved, the check says registered (the page must still go on).
      saved ||= reply[0] < 300;
      return reply;
    }
    if (method === 'GET' && url === '/files/presigned-upload-url') {
      return [
        200,
        {
          data: {
            url: 'http://storage.test/upload/abc',
            filePath: SIGNATURE_PATH,
            method: 'PUT',
            headers: { 'Content-Type': 'image/png' },
          },
        },
      ];
    }
    if (method === 'PUT' && url === 'http://storage.test/upload/abc') return [200, ''];
    if (method === 'GET' && url === '/files/presigned-download-url')
      return [200, { data: { url: `http://storage.test/${String(call.params['filePath'])}` } }];
    return undefined;
  };
  const { adapter, calls } = fakeApiAdapter(route);
  return {
    adapter,
    calls,
    saves: () =>
      calls.filter((c) => c.url.startsWith('/registrations/') && (c.method === 'POST' || c.method === 'PUT')),
  };
}

/** jsdom has no 2D canvas: the signature pad draws into this and exports a small PNG Blob. */
export function stubCanvas() {
  const noop = () => undefined;
  const ctx = {
    setTransform: noop,
    clearRect: noop,
    beginPath: noop,
    moveTo: noop,
    lineTo: noop,
    stroke: noop,
    fillText: noop,
  };
  HTMLCanvasElement.prototype.getContext = (() => ctx) as unknown as HTMLCanvasElement['getContext'];
  HTMLCanvasElement.prototype.toBlob = function toBlob(callback: BlobCallback) {
    callback(new Blob(['png'], { type: 'image/png' }));
  };
}

/** Renders the registration pages at `path` in a router with a link away and the pages they lead to. */
export async function renderPages(path: string, api = fakeApi()) {
  stubCanvas();
  // The signed upload URL is called with plain axios (no bearer token): same fake.
  axios.defaults.adapter = api.adapter;
  const routes = [
    {
      element: (
        <>
          <Link to="/">Home</Link>
          <Outlet />
        </>
      ),
      children: [
        { path: '/', element: <h1>Home page</h1> },
        { path: '/register-event', element: <RegisterEventPage /> },
        { path: '/register-event/:id', element: <RegisterEventPage /> },
        { path: '/preview-event/:id', element: <PreviewEventPage /> },
        { path: '/registered-information/:id', element: <h1>Registered information</h1> },
      ],
    },
  ];
  const { router } = await renderWithProviders({ routes, path }, { adapter: api.adapter });
  return { router: router, api };
}
