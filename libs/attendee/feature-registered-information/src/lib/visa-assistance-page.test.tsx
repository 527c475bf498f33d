import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { VisaAssistanceEntry } from '@festival/shared-util-api-contracts';
import type { ApiCall, ApiReply } from '@festival/shared-data-access-api-client/testing';
import { EVENT_ID, GUEST_ID, MAIN_ID, registration, registrationApi, renderPage } from './test-render';

const url = `/registered-information/${EVENT_ID}/visa-assistance`;
const apiPath = `/registrations/me/event/${EVENT_ID}/visa-assistance`;
const mainRequest = {
  passportCountryId: 'US',
  nationalityCountryId: 'US',
  arrivalDate: '2026-06-04',
  departureDate: '2026-06-16',
  needsInvitationLetter: false,
  notes: null,
};

function visaApi(entries: VisaAssistanceEntry[], put: (call: ApiCall) => ApiReply = () => [200, { data: entries }]) {
  return registrationApi(registration(), (call) => {
    if (call.url !== apiPath) return undefined;
    return call.method === 'PUT' ? put(call) : [200, { data: entries }];
  });
}

const entries = (mainStatus: 'PENDING' | 'COMPLETED' = 'PENDING'): VisaAssistanceEntry[] => [
  {
    attendeeId: MAIN_ID,
    firstName: 'Kēhau',
    lastName: 'Kahale',
    isMainProfile: true,
    status: mainStatus,
    request: mainRequest,
  },
  {
    attendeeId: GUEST_ID,
    firstName: 'Malia',
    lastName: 'Fonoti',
    isMainProfile: false,
    status: 'EMPTY',
    request: null,
  },
];

describe('VisaAssistancePage', () => {
  it('shows each attendee status; a pending request fills its form', async () => {
    await renderPage(url, visaApi(entries()));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Visa Assistance' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    const main = await screen.findByRole('region', { name: 'Kēhau Kahale' }, { timeout: 5000 });
    expect(within(main).getByText('Pending')).toBeInTheDocument();
    const form = within(main).getByRole('form', { name: 'Visa assistance for Kēhau Kahale' });
    await waitFor(() => expect(within(form).getByLabelText(/Passport country/)).toHaveValue('US'));
    expect(within(form).getByLabelText(/Arrival date/)).toHaveValue('2026-06-04');
    expect(within(form).getByRole('radio', { name: 'No' })).toBeChecked();
    expect(within(form).getByRole('button', { name: 'Save changes' })).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Withdraw request' })).toBeInTheDocument();
    const guest = screen.getByRole('region', { name: 'Malia Fonoti' });
    expect(within(guest).getByText('Not requested')).toBeInTheDocument();
    expect(within(guest).getByRole('button', { name: 'Request visa assistance' })).toBeInTheDocument();
    expect(within(guest).queryByRole('button', { name: 'Withdraw request' })).not.toBeInTheDocument();
  });

  it('shows a COMPLETED request read-only', async () => {
    await renderPage(url, visaApi(entries('COMPLETED')));
    const main = await screen.findByRole('region', { name: 'Kēhau Kahale' }, { timeout: 5000 });
    expect(within(main).getByText('Completed')).toBeInTheDocument();
    expect(
      within(main).getByText('The festival has completed this request; it can no longer be changed.'),
    ).toBeInTheDocument();
    expect(within(main).getByText('06/04/2026')).toBeInTheDocument();
    expect(within(main).queryByRole('form')).not.toBeInTheDocument();
    expect(within(main).queryByRole('button')).not.toBeInTheDocument();
  });

  it('refuses a departure before the arrival and sends nothing', async () => {
    const user = userEvent.setup();
    const { calls } = await renderPage(url, visaApi(entries()));
    const guest = await screen.findByRole('region', { name: 'Malia Fonoti' }, { timeout: 5000 });
    await user.selectOptions(within(guest).getByLabelText(/Passport country/), 'WS');
    await user.selectOptions(within(guest).getByLabelText(/Nationality/), 'WS');
    await user.type(within(guest).getByLabelText(/Arrival date/), '2026-06-10');
    await user.type(within(guest).getByLabelText(/Departure date/), '2026-06-01');
    await user.click(within(guest).getByRole('button', { name: 'Request visa assistance' }));
    expect(
      await within(guest).findByText('The departure date must be on or after the arrival date'),
    ).toBeInTheDocument();
    expect(within(guest).getByLabelText(/Departure date/)).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  });

  it('requires the fields and caps the notes at 500 characters', async () => {
    const user = userEvent.setup();
    await renderPage(url, visaApi(entries()));
    const guest = await screen.findByRole('region', { name: 'Malia Fonoti' }, { timeout: 5000 });
    await user.click(within(guest).getByLabelText('Notes'));
    await user.paste('a'.repeat(501));
    await user.click(within(guest).getByRole('button', { name: 'Request visa assistance' }));
    expect(await within(guest).findByText('reached maximum length of 500 characters')).toBeInTheDocument();
    expect(within(guest).getAllByText('This field is required')).toHaveLength(4);
  });

  it('saves the whole set: the other requests as they are, with this one added', async () => {
    const user = userEvent.setup();
    const { calls } = await renderPage(url, visaApi(entries()));
    const guest = await screen.findByRole('region', { name: 'Malia Fonoti' }, { timeout: 5000 });
    await user.selectOptions(within(guest).getByLabelText(/Passport country/), 'WS');
    await user.selectOptions(within(guest).getByLabelText(/Nationality/), 'FJ');
    await user.type(within(guest).getByLabelText(/Arrival date/), '2026-06-04');
    await user.type(within(guest).getByLabelText(/Departure date/), '2026-06-04');
    await user.click(within(guest).getByRole('radio', { name: 'Yes' }));
    await user.type(within(guest).getByLabelText('Notes'), '  Arriving via Auckland ');
    await user.click(within(guest).getByRole('button', { name: 'Request visa assistance' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      requests: [
        { attendeeId: MAIN_ID, ...mainRequest },
        {
          attendeeId: GUEST_ID,
          passportCountryId: 'WS',
          nationalityCountryId: 'FJ',
          arrivalDate: '2026-06-04',
          departureDate: '2026-06-04',
          needsInvitationLetter: true,
          notes: 'Arriving via Auckland',
        },
      ],
    });
    expect(await screen.findByText('Your visa assistance request has been saved.')).toBeInTheDocument();
  });

  it('withdraws a pending request, after asking, by sending the set without it', async () => {
    const user = userEvent.setup();
    const { calls } = await renderPage(url, visaApi(entries()));
    const main = await screen.findByRole('region', { name: 'Kēhau Kahale' }, { timeout: 5000 });
    await user.click(within(main).getByRole('button', { name: 'Withdraw request' }));
    // Keeping it changes nothing.
    let ask = await screen.findByRole('alertdialog', { name: 'Withdraw the visa assistance request?' });
    expect(ask).toHaveTextContent('The request for Kēhau Kahale');
    await user.click(within(ask).getByRole('button', { name: 'Keep the request' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    expect(within(main).getByLabelText('Departure date')).toHaveValue('2026-06-16');
    // Confirming withdraws it.
    await user.click(within(main).getByRole('button', { name: 'Withdraw request' }));
    ask = await screen.findByRole('alertdialog', { name: 'Withdraw the visa assistance request?' });
    await user.click(within(ask).getByRole('button', { name: 'Withdraw request' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ requests: [] }));
  });

  it('puts the server field errors under the fields', async () => {
    const user = userEvent.setup();
    const put = (): ApiReply => [
      400,
      {
        message: 'Invalid input',
        code: 'BAD_REQUEST',
        errors: [{ field: 'requests[0].passportCountryId', message: 'Please choose one of the options' }],
      },
    ];
    await renderPage(url, visaApi(entries(), put));
    const main = await screen.findByRole('region', { name: 'Kēhau Kahale' }, { timeout: 5000 });
    await user.click(within(main).getByRole('button', { name: 'Save changes' }));
    expect(await within(main).findByText('Please choose one of the options')).toBeInTheDocument();
  });
});
