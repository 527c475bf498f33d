import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EVENT_ID, registration, registrationApi, renderPage } from './test-render';

const REGISTRATION_ID = registration().id;
const WALLET_URL = `/registrations/${REGISTRATION_ID}/wallet`;

describe('Add to wallet (registered information)', () => {
  let clicked: HTMLAnchorElement[];
  beforeEach(() => {
    clicked = [];
    // jsdom has no object URLs and does not follow a download link: record what would be saved.
    URL.createObjectURL = vi.fn(() => 'blob:festival-pass');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('downloads the pass as festival-pass.pkpass through the API', async () => {
    const pass = new Blob(['PK'], { type: 'application/vnd.apple.pkpass' });
    const { calls } = await renderPage(
      `/registered-information/${EVENT_ID}`,
      registrationApi(registration(), (call) => (call.url === WALLET_URL ? [200, pass] : undefined)),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Add to wallet' }, { timeout: 5000 }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0].download).toBe('festival-pass.pkpass');
    expect(clicked[0].href).toBe('blob:festival-pass');
    expect(URL.createObjectURL).toHaveBeenCalledWith(pass);
    expect(calls.filter((call) => call.url === WALLET_URL)).toHaveLength(1);
    expect(screen.getByText('Your festival pass, with the check-in code, for Apple Wallet.')).toBeInTheDocument();
  });

  it('says so when the pass cannot be downloaded', async () => {
    await renderPage(
      `/registered-information/${EVENT_ID}`,
      registrationApi(registration(), (call) =>
        call.url === WALLET_URL ? [503, { message: 'Service unavailable' }] : undefined,
      ),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Add to wallet' }, { timeout: 5000 }));
    expect(await screen.findByText('The pass could not be downloaded.')).toBeInTheDocument();
    // The reason, in the toast every failed call shows.
    expect(await screen.findByText('Service unavailable')).toBeInTheDocument();
    expect(clicked).toHaveLength(0);
  });

  it('is not offered for a registration that holds no place', async () => {
    await renderPage(`/registered-information/${EVENT_ID}`, registrationApi(registration({ status: 'CANCELED' })));
    expect(await screen.findByRole('heading', { name: 'Attendees' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to wallet' })).not.toBeInTheDocument();
  });
});
