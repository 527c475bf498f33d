import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiHandler } from '@festival/shared-data-access-api-client/testing';
import { renderWithProviders } from '@festival/shared-testing-react';
import type { MediaCheck } from '@festival/shared-util-api-contracts';
import { MediaRegistrationPage } from './media-registration-page';

const EVENT = '6f1c2d3e-4a5b-4c6d-8e7f-901234567890';
const PAST = '5eed2024-0000-4000-8000-000000000024';

const check = (overrides: Partial<MediaCheck>): MediaCheck => ({
  eventId: EVENT,
  eventName: 'Pacific Arts & Culture Festival 2027',
  lastDay: '2027-05-31',
  closesAt: '2027-06-01T10:00:00.000Z',
  closed: false,
  registered: false,
  status: null,
  ...overrides,
});

async function renderAt(path: string, answers: Record<string, MediaCheck>, posts: unknown[] = []) {
  const api: ApiHandler = ({ method, url, body }) => {
    if (method === 'GET' && url === '/events/active')
      return [200, { data: [{ id: EVENT }], hasNext: false, payloadSize: 1, totalRecords: 1 }];
    if (method === 'GET' && url === '/contents')
      return [200, { data: { countries: [{ id: 'FJ', name: 'Fiji' }], languages: [] } }];
    const found = Object.entries(answers).find(([id]) => url === `/media-registrations/${id}/check`);
    if (found) return [200, { data: found[1] }];
    if (method === 'POST' && url === `/media-registrations/${EVENT}`) {
      posts.push(body);
      return [
        400,
        {
          message: 'Invalid input',
          code: 'BAD_REQUEST',
          errors: [{ field: 'organisation', message: 'Taken by the server' }],
        },
      ];
    }
    throw new Error(`unexpected ${method} ${url}`);
  };
  await renderWithProviders(
    { routes: [{ path: '/media/registration', element: <MediaRegistrationPage /> }], path },
    { api, getIdToken: async () => 'id-token', toastQueryErrors: false },
  );
}

describe('MediaRegistrationPage', () => {
  it('shows the form for the active festival before its cut-off, and the shared rules on submit', async () => {
    await renderAt('/media/registration', { [EVENT]: check({}) });
    const form = await screen.findByRole('form', { name: 'Media application' });
    await userEvent.click(within(form).getByRole('button', { name: 'Submit application' }));
    expect(await within(form).findByText('Give a portfolio link or upload a portfolio file')).toBeInTheDocument();
    expect(within(form).getAllByText('This field is required').length).toBeGreaterThanOrEqual(2);
  });

  it('shows the closed notice instead of the form after the cut-off', async () => {
    await renderAt(`/media/registration?event=${PAST}`, {
      [PAST]: check({
        eventId: PAST,
        eventName: 'Pacific Arts & Culture Festival 2024',
        lastDay: '2024-05-31',
        closesAt: '2024-06-01T10:00:00.000Z',
        closed: true,
      }),
    });
    expect(await screen.findByText('Media registration is closed')).toBeInTheDocument();
    expect(screen.getByText(/closed at the end of 05\/31\/2024/)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Media application' })).not.toBeInTheDocument();
  });

  it('sends an applicant who already applied to their application, even after the cut-off', async () => {
    await renderAt('/media/registration', { [EVENT]: check({ registered: true, status: 'REVIEWING', closed: false }) });
    expect(await screen.findByText('You have already applied as media for this festival.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('link', { name: 'View my application' })).toBeInTheDocument());
  });
});
