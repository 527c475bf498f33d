import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffRegistrationDetail } from '@festival/shared-util-api-contracts';
import { validAttendee } from '@festival/shared-util-api-contracts/testing';
import { RegistrationPage } from './registration-page';
import { renderStaffPage } from '@festival/shared-testing-react';

const id = (i: number) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
const attendee = (i: number, firstName: string, main: boolean) => ({
  ...validAttendee({ firstName, lastName: 'Kealoha', isMainProfile: main }),
  id: id(10 + i),
  isMainProfile: main,
  email: main ? 'ann@example.org' : null,
  dob: '1990-04-02',
  languageIds: [],
  ethnicity: null,
  emergencyName: null,
  emergencyPhone: null,
  emergencyEmail: null,
  emergencyRelationship: null,
  isPayment: false,
  isReleaseForm: main,
  signatureUrl: main ? `signature/${id(77)}/sig.png` : null,
  status: 'PENDING' as const,
});

function detail(status: StaffRegistrationDetail['status']): StaffRegistrationDetail {
  return {
    id: id(1),
    eventId: id(99),
    type: 'GENERAL',
    status,
    isApplyEmergencyContactForAll: false,
    delegationName: null,
    attendees: [attendee(0, 'Ann', true), attendee(1, 'Keoni', false)],
    createdAt: '2027-05-01T10:00:00.000Z',
    updatedAt: '2027-05-01T10:00:00.000Z',
    activities: [
      {
        subEventId: id(50),
        name: 'Hula workshop',
        startDate: '2027-07-02T19:00:00.000Z',
        attendeeId: id(11),
        status: 'RESERVED',
      },
    ],
    visaRequests: [
      {
        attendeeId: id(10),
        firstName: 'Ann',
        lastName: 'Kealoha',
        isMainProfile: true,
        status: 'PENDING',
        request: {
          passportCountryId: 'WS',
          nationalityCountryId: 'WS',
          arrivalDate: '2027-06-30',
          departureDate: '2027-07-05',
          needsInvitationLetter: true,
          notes: null,
        },
      },
      {
        attendeeId: id(11),
        firstName: 'Keoni',
        lastName: 'Kealoha',
        isMainProfile: false,
        status: 'EMPTY',
        request: null,
      },
    ],
    accommodationRequests: [
      { attendeeId: id(10), firstName: 'Ann', lastName: 'Kealoha', isMainProfile: true, status: null, request: null },
      {
        attendeeId: id(11),
        firstName: 'Keoni',
        lastName: 'Kealoha',
        isMainProfile: false,
        status: null,
        request: null,
      },
    ],
  };
}

function render(
  permissions: string[],
  status: StaffRegistrationDetail['status'] = 'PENDING',
  fileLink: 'signed' | 'refused' = 'signed',
) {
  let current = detail(status);
  return renderStaffPage(
    [{ path: '/registrations/:id', element: <RegistrationPage /> }],
    `/registrations/${id(1)}`,
    permissions,
    (call) => {
      if (call.url === `/registrations/${id(1)}` && call.method === 'GET') return [200, { data: current }];
      if (call.url === `/registrations/${id(1)}/status` && call.method === 'PUT') {
        current = { ...current, status: (call.body as { status: typeof status }).status };
        return [200, { data: current }];
      }
      if (call.url === '/files/presigned-download-url' && fileLink === 'refused')
        return [404, { message: 'File not found' }];
      if (call.url === '/files/presigned-download-url')
        return [200, { data: { url: `https://files.example.org/${String(call.params['filePath'])}?sig=1` } }];
      return undefined;
    },
  );
}

describe('RegistrationPage', () => {
  it('shows every attendee, their activities and their visa and accommodation requests', async () => {
    await render(['ATTENDEE:R']);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Registration of Ann Kealoha' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Keoni Kealoha' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Hula workshop' })).toBeInTheDocument();
    expect(screen.getByText('06/30/2027 to 07/05/2027')).toBeInTheDocument();
    // Reading only: no decision buttons.
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });

  it('offers only the moves the state machine allows staff from the status', async () => {
    await render(['ATTENDEE:R', 'ATTENDEE:U'], 'APPROVED');
    await screen.findByRole('heading', { level: 2, name: 'Decide' }, { timeout: 5000 });
    const names = within(screen.getByRole('heading', { level: 2, name: 'Decide' }).parentElement as HTMLElement)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(names).toEqual(['Finish', 'Cancel', 'Mark invalid']);
  });

  it('approves after a confirmation and shows the new status', async () => {
    const user = userEvent.setup();
    const { calls } = await render(['ATTENDEE:R', 'ATTENDEE:U']);
    await user.click(await screen.findByRole('button', { name: 'Approve' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Approve this registration?' });
    expect(
      within(dialog).getByText(/moves from Pending to Approved and ann@example.org is emailed/),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ status: 'APPROVED' });
    expect(await screen.findByText('The registration is now Approved.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Finish' })).toBeInTheDocument());
  });

  it('opens a signature in the lightbox through a signed link asked for on opening', async () => {
    const user = userEvent.setup();
    const { calls } = await render(['ATTENDEE:R']);
    const button = await screen.findByRole('button', { name: 'View signature of Ann Kealoha' }, { timeout: 5000 });
    expect(calls.some((c) => c.url === '/files/presigned-download-url')).toBe(false);
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Signature of Ann Kealoha' });
    expect(within(dialog).getByRole('img', { name: 'Signature of Ann Kealoha' })).toHaveAttribute(
      'src',
      `https://files.example.org/signature/${id(77)}/sig.png?sig=1`,
    );
  });

  it('says "No file to preview! Please reload." when the signed link fails, and opens no lightbox', async () => {
    const user = userEvent.setup();
    const { calls } = await render(['ATTENDEE:R'], 'PENDING', 'refused');
    await user.click(await screen.findByRole('button', { name: 'View signature of Ann Kealoha' }, { timeout: 5000 }));
    expect(await screen.findByText('No file to preview! Please reload.')).toBeInTheDocument();
    expect(calls.some((c) => c.url === '/files/presigned-download-url')).toBe(true);
    expect(screen.queryByRole('dialog', { name: 'Signature of Ann Kealoha' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View signature of Ann Kealoha' })).toBeEnabled();
  });
});
