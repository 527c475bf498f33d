import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { Registration } from '@festival/shared-util-api-contracts';
import type { ApiReply } from '@festival/shared-data-access-api-client/testing';
import { validAttendee } from '@festival/shared-util-api-contracts/testing';
import { fakeApi, festival, renderPages, RIGHT_KEY, SIGNATURE_PATH } from './test-render';

const EMAIL_TAKEN = 'This email is associated to an already existing account. Please sign in instead.';
const FULL =
  'The event has reached its maximum capacity and we are unable to accept any more registrations at this time.';

// The first render of a file loads Chakra and the router: allow more than a second.
const findForm = () => screen.findByRole('tab', { name: 'General Information' }, { timeout: 5000 });

type Scope = Pick<typeof screen, 'getByLabelText' | 'getByRole'>;

async function fillAttendee(user: UserEvent, scope: Scope, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    if (label === 'Languages') {
      // A checklist: tick the language by its name.
      await user.click(within(scope.getByRole('group', { name: 'Languages' })).getByRole('checkbox', { name: value }));
      continue;
    }
    const field = scope.getByLabelText(label);
    if (field.tagName === 'SELECT') await user.selectOptions(field, value);
    else {
      // Pasted, not typed key by key: the rules are the same; keystrokes are typed where they matter below.
      await user.clear(field);
      if ((field as HTMLInputElement).type === 'date') await user.type(field, value);
      else await user.paste(value);
    }
  }
}

/** Chooses Delegate and gives the right key in the dialog. */
async function becomeDelegate(user: UserEvent) {
  await user.click(screen.getByRole('radio', { name: 'Delegate' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delegation key' });
  await user.type(within(dialog).getByLabelText('Delegation Key'), RIGHT_KEY);
  await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

const mainFields = {
  'Date of Birth': '1990-05-01',
  'Phone Number': '(808) 956-8111',
  Address: ' 2500 Campus Rd ',
  City: 'Honolulu',
  State: 'HI',
  Country: 'US',
  'Zip Code': '96822',
  Ethnicity: 'Native Hawaiian',
};

const savedAttendee = (overrides: Partial<Registration['attendees'][number]>): Registration['attendees'][number] => ({
  ...validAttendee({ isMainProfile: true, firstName: 'Ann', lastName: 'Kealoha', email: 'ann@example.org' }),
  id: '8b1d3c1e-0000-4000-8000-000000000001',
  status: 'APPROVED',
  ...overrides,
});

const registration: Registration = {
  id: '8b1d3c1e-0000-4000-8000-0000000000aa',
  eventId: festival.id,
  type: 'GENERAL',
  status: 'APPROVED',
  isApplyEmergencyContactForAll: false,
  delegationName: null,
  attendees: [
    savedAttendee({}),
    savedAttendee({
      id: '8b1d3c1e-0000-4000-8000-000000000002',
      isMainProfile: false,
      firstName: 'Kai',
      lastName: 'Akana',
      email: null,
      dob: '2015-02-03',
    }),
  ],
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
};

// A draft left by one test must not come back in the next (issue 13.11 keeps drafts in sessionStorage).
beforeEach(() => sessionStorage.clear());

describe('RegisterEventPage: a new registration', () => {
  it('starts from the profile, walks the steps and sends the GENERAL payload', async () => {
    const { router, api } = await renderPages('/register-event');
    const user = userEvent.setup({ delay: null });
    await findForm();
    expect(screen.getByRole('heading', { level: 1, name: `Register for ${festival.name}` })).toBeInTheDocument();
    expect(screen.getByLabelText('First Name')).toHaveValue('Ann');
    expect(screen.getByLabelText('Last Name')).toHaveValue('Kealoha');
    expect(screen.getByLabelText('Email')).toHaveValue('ann@example.org');
    expect(screen.getByRole('radio', { name: 'General' })).toBeChecked();
    // Later steps open only through Next.
    expect(screen.getByRole('tab', { name: 'Additional Attendees' })).toBeDisabled();
    expect(screen.queryByLabelText('Emergency Contact Name')).not.toBeInTheDocument();

    await fillAttendee(user, screen, mainFields);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('tab', { name: 'Additional Attendees', selected: true })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=additional-attendees');
    expect(screen.getByText('No additional attendees yet. Add the people who come with you.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add Additional Attendee' }));
    const card = screen.getByRole('region', { name: 'Additional Attendee 1' });
    // Others start blank.
    expect(within(card).getByLabelText('First Name')).toHaveValue('');
    await fillAttendee(user, within(card), {
      'First Name': 'Kai ',
      'Last Name': 'Akana',
      ...mainFields,
      'Date of Birth': '2015-02-03',
      Languages: 'Māori',
    });
    expect(screen.getByRole('heading', { name: 'Review your registration' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/registered-information/${festival.id}`));
    expect(await screen.findByText('Your registration has been submitted.')).toBeInTheDocument();
    const [save] = api.saves();
    expect(save.method).toBe('POST');
    expect(save.body).toEqual({
      eventId: festival.id,
      type: 'GENERAL',
      payment: null,
      attendees: [
        {
          id: null,
          isMainProfile: true,
          firstName: 'Ann',
          lastName: 'Kealoha',
          email: 'ann@example.org',
          dob: '1990-05-01',
          phone: '(808) 956-8111',
          address: '2500 Campus Rd',
          city: 'Honolulu',
          state: 'HI',
          countryId: 'US',
          zipCode: '96822',
          languageIds: [],
          ethnicity: 'Native Hawaiian',
          emergencyName: null,
          emergencyPhone: null,
          emergencyEmail: null,
          emergencyRelationship: null,
          isPayment: false,
          isReleaseForm: false,
          signatureUrl: null,
        },
        expect.objectContaining({
          id: null,
          isMainProfile: false,
          firstName: 'Kai',
          email: null,
          dob: '2015-02-03',
          languageIds: ['mi'],
          emergencyName: null,
        }),
      ],
    });
    expect(save.body).not.toHaveProperty('delegationKey');
  }, 60_000);

  it("shows the main attendee's email as the account's, read-only, and sends it", async () => {
    const { router, api } = await renderPages('/register-event');
    const user = userEvent.setup({ delay: null });
    await findForm();
    const email = screen.getByLabelText('Email');
    expect(email).toHaveValue('ann@example.org');
    expect(email).toHaveAttribute('readonly');
    expect(screen.getByText('The email you signed in with: the festival writes to you here.')).toBeInTheDocument();
    await user.type(email, 'x');
    expect(email).toHaveValue('ann@example.org');
    await fillAttendee(user, screen, mainFields);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/registered-information/${festival.id}`));
    const [save] = api.saves();
    expect((save.body as { attendees: Array<Record<string, unknown>> }).attendees[0]['email']).toBe('ann@example.org');
  });

  it('shows the shared rule messages and stays on the step', async () => {
    const { api } = await renderPages('/register-event');
    const user = userEvent.setup({ delay: null });
    await findForm();
    await fillAttendee(user, screen, { ...mainFields, 'Date of Birth': '2999-01-01', 'Phone Number': '12345' });
    await user.clear(screen.getByLabelText('First Name'));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('DOB must before today')).toBeInTheDocument();
    // Issue 13.14: SPEC's words stay, and the field's own help says plainly what it wants beside them.
    const dob = screen.getByLabelText('Date of Birth');
    expect(dob).toHaveAccessibleDescription(
      expect.stringContaining('The day this attendee was born; it must be a date before today.'),
    );
    expect(dob).toHaveAccessibleErrorMessage('DOB must before today');
    expect(screen.getByText('The day this attendee was born; it must be a date before today.')).toBeVisible();
    expect(screen.getByText('Invalid phone number')).toBeInTheDocument();
    expect(screen.getByLabelText('First Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('First Name')).toHaveAccessibleErrorMessage('This field is required');
    expect(screen.getByRole('tab', { name: 'General Information', selected: true })).toBeInTheDocument();
    expect(api.saves()).toHaveLength(0);
  });

  it('puts server field errors on their fields and opens the tab that holds the first one', async () => {
    const api = fakeApi({
      onSave: (): ApiReply => [
        400,
        {
          message: 'Invalid input',
          code: 'VALIDATION',
          errors: [
            { field: 'attendees[0].phone', message: 'Invalid phone number' },
            { field: 'attendees[1].email', message: EMAIL_TAKEN },
          ],
        },
      ],
    });
    await renderPages('/register-event', api);
    const user = userEvent.setup({ delay: null });
    await findForm();
    await fillAttendee(user, screen, mainFields);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Add Additional Attendee' }));
    const card = screen.getByRole('region', { name: 'Additional Attendee 1' });
    await fillAttendee(user, within(card), {
      'First Name': 'Kai',
      'Last Name': 'Akana',
      Email: 'kai@example.org',
      ...mainFields,
    });
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByRole('tab', { name: 'General Information', selected: true })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByLabelText('Phone Number')).toHaveAccessibleErrorMessage('Invalid phone number'),
    );
    expect(screen.getByText('Please correct the highlighted fields.')).toBeInTheDocument();
    // The maximum valid step went back to the first: the user fixes it and goes on with Next.
    expect(screen.getByRole('tab', { name: 'Additional Attendees' })).toBeDisabled();
    await user.clear(screen.getByLabelText('Phone Number'));
    await user.type(screen.getByLabelText('Phone Number'), '808 555 0199');
    await waitFor(() => expect(screen.getByLabelText('Phone Number')).not.toHaveAttribute('aria-invalid', 'true'));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const again = await screen.findByRole('region', { name: 'Additional Attendee 1' });
    expect(within(again).getByLabelText('Email')).toHaveAccessibleErrorMessage(EMAIL_TAKEN);
    // The message goes once the value it was about changes.
    await user.type(within(again).getByLabelText('Email'), 'x');
    await waitFor(() => expect(within(again).getByLabelText('Email')).not.toHaveAttribute('aria-invalid', 'true'));
  }, 60_000);

  it('shows the full-event message on 409', async () => {
    await renderPages('/register-event', fakeApi({ onSave: () => [409, { message: FULL, code: 'CONFLICT' }] }));
    const user = userEvent.setup({ delay: null });
    await findForm();
    await fillAttendee(user, screen, mainFields);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    expect((await screen.findAllByText(FULL)).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('alert').some((el) => el.textContent?.includes(FULL))).toBe(true);
  });

  it("pays the main event's fee in the payment step: the rules, a decline in the form, then one charge", async () => {
    const DECLINED = 'This transaction has been declined.';
    let answers = 0;
    const { api } = await renderPages(
      '/register-event',
      fakeApi({
        registrationFee: 2000,
        onSave: () => (++answers === 1 ? [422, { message: DECLINED, code: 'UNPROCESSABLE' }] : [201, { data: {} }]),
      }),
    );
    const user = userEvent.setup({ delay: null });
    await findForm();
    expect(screen.getByRole('tab', { name: 'Payment' })).toBeDisabled();
    await fillAttendee(user, screen, mainFields);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('tab', { name: 'Payment', selected: true })).toBeInTheDocument();
    const summary = screen.getByRole('complementary', { name: 'Summary' });
    expect(within(summary).getByText('$20.00 × 1')).toBeInTheDocument();
    expect(within(summary).getByText('$20.91')).toBeInTheDocument();
    // The total comes before the card fields, so a phone shows it first.
    expect(
      summary.compareDocumentPosition(screen.getByLabelText(/Card number/)) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    // Billing starts from the main attendee.
    expect(screen.getByLabelText('First name')).toHaveValue('Ann');

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/Card number/)).toHaveAccessibleErrorMessage('This field is required'),
    );
    expect(api.saves()).toHaveLength(0);

    await fillAttendee(user, screen, {
      'Card number': '4000 0000 0000 0002',
      'Name on card': 'Ann Kealoha',
      'Expiration date (MM/YY)': '08/27',
      'Security code (CVC)': '123',
    });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect((await screen.findAllByText(DECLINED)).length).toBeGreaterThan(0);
    expect(screen.getByLabelText(/Card number/)).toHaveValue('4000 0000 0000 0002');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(api.saves()).toHaveLength(2));
    const [declined, paid] = api.saves().map((c) => c.body as Record<string, unknown>);
    expect(paid).toMatchObject({
      type: 'GENERAL',
      payment: { cardNumber: '4000000000000002', expirationDate: '2027-08', amount: 2091, firstName: 'Ann' },
    });
    expect(paid['idempotencyKey']).toMatch(/^[0-9a-f-]{36}$/);
    expect(paid['idempotencyKey']).not.toBe(declined['idempotencyKey']);
  }, 60_000);

  it('opens step 1 from ?tab=additional-attendees without a draft (issue 13.11: never an empty step 1 under Submit)', async () => {
    const { router } = await renderPages('/register-event?tab=additional-attendees');
    expect(
      await screen.findByRole('tab', { name: 'General Information', selected: true }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('sends an already registered user to the edit page', async () => {
    const { router } = await renderPages('/register-event?tab=additional-attendees', fakeApi({ registration }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/register-event/${festival.id}`));
    expect(
      await screen.findByRole('heading', { level: 1, name: `Edit registration for ${festival.name}` }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Additional Attendees', selected: true })).toBeInTheDocument();
  });
});

describe("RegisterEventPage: the event's cap on the people of one registration", () => {
  it('stops Add Additional Attendee at the cap and says why', async () => {
    const { router } = await renderPages('/register-event', fakeApi({ maxAttendeesPerRegistration: 3 }));
    const user = userEvent.setup({ delay: null });
    await findForm();
    await fillAttendee(user, screen, mainFields);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=additional-attendees'));
    const add = screen.getByRole('button', { name: 'Add Additional Attendee' });
    const why =
      'A registration can include at most 3 people, yourself included. Anyone else can register with their own account.';
    await user.click(add);
    expect(add).toBeEnabled();
    expect(screen.queryByText(why)).not.toBeInTheDocument();
    await user.click(add);
    expect(screen.getByRole('region', { name: 'Additional Attendee 2' })).toBeInTheDocument();
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription(why);
    // Removing one opens the way again.
    await user.click(
      within(screen.getByRole('region', { name: 'Additional Attendee 2' })).getByRole('button', { name: 'Remove' }),
    );
    expect(add).toBeEnabled();
    expect(screen.queryByText(why)).not.toBeInTheDocument();
  });

  it('lets an edit keep the people saved before the cap was lowered, without adding more', async () => {
    await renderPages(
      `/register-event/${festival.id}?tab=additional-attendees`,
      fakeApi({ registration, maxAttendeesPerRegistration: 1 }),
    );
    const add = await screen.findByRole('button', { name: 'Add Additional Attendee' }, { timeout: 5000 });
    expect(screen.getByRole('region', { name: 'Additional Attendee 1' })).toBeInTheDocument();
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription(
      'A registration can include at most 2 people, yourself included. Anyone else can register with their own account.',
    );
  });
});

describe('RegisterEventPage: delegates', () => {
  it('checks the key in a dialog: wrong key, then the right one', async () => {
    const api = fakeApi();
    await renderPages('/register-event', api);
    const user = userEvent.setup({ delay: null });
    await findForm();
    await user.click(screen.getByRole('radio', { name: 'Delegate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delegation key' });
    await user.type(within(dialog).getByLabelText('Delegation Key'), 'WRONG-KEY');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('Incorrect key')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Delegation Key')).toHaveAttribute('aria-invalid', 'true');

    await user.clear(within(dialog).getByLabelText('Delegation Key'));
    await user.type(within(dialog).getByLabelText('Delegation Key'), RIGHT_KEY);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('radio', { name: 'Delegate' })).toBeChecked();
    expect(screen.getByLabelText('Delegation Key')).toHaveValue(RIGHT_KEY);
    expect(screen.getByLabelText('Emergency Contact Name')).toBeInTheDocument();
    expect(
      api.calls.filter((c) => c.url.endsWith('/check') && c.url.startsWith('/registrations')).map((c) => c.params),
    ).toEqual([
      { delegationKey: 'WRONG-KEY', type: 'DELEGATE' },
      { delegationKey: RIGHT_KEY, type: 'DELEGATE' },
    ]);
  });

  it('says so on 429, and cancelling the dialog keeps GENERAL', async () => {
    await renderPages(
      '/register-event',
      fakeApi({ onKeyCheck: () => [429, { message: 'Too many requests', code: 'RATE_LIMITED' }] }),
    );
    const user = userEvent.setup({ delay: null });
    await findForm();
    await user.click(screen.getByRole('radio', { name: 'Delegate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delegation key' });
    await user.type(within(dialog).getByLabelText('Delegation Key'), 'ANY-KEY');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(
      await within(dialog).findByText('Too many incorrect keys. Please wait a few minutes and try again.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('radio', { name: 'General' })).toBeChecked();
    expect(screen.queryByLabelText('Delegation Key')).not.toBeInTheDocument();
  });

  it('registers a delegate: emergency contact applied to all, release form and a typed signature uploaded as PNG', async () => {
    const { router, api } = await renderPages('/register-event');
    const user = userEvent.setup({ delay: null });
    await findForm();
    await becomeDelegate(user);

    const { Ethnicity: _ethnicity, ...delegateFields } = mainFields;
    await fillAttendee(user, screen, {
      ...delegateFields,
      Languages: 'Māori',
      'Emergency Contact Name': 'Mere Ngata',
      'Emergency Contact Phone': '+64 9 373 7599',
      'Emergency Contact Email': 'mere@example.nz',
      'Emergency Contact Relationship': 'Sister',
    });
    await user.click(screen.getByLabelText('Apply emergency contact for all'));
    // Next refuses without the release form and the signature.
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('You must agree to the release form')).toBeInTheDocument();
    await user.click(screen.getByLabelText('I have read and agree to the release form'));
    await user.type(screen.getByLabelText('Or type your full name to sign'), 'Ann Kealoha');
    expect(await screen.findByText('Signature saved.', undefined, { timeout: 3000 })).toBeInTheDocument();
    // Next is disabled while the signature uploads: the form learns it has finished a moment later.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await user.click(await screen.findByRole('button', { name: 'Add Additional Attendee' }));
    const card = screen.getByRole('region', { name: 'Additional Attendee 1' });
    expect(within(card).getByLabelText('Emergency Contact Name')).toHaveValue('Mere Ngata');
    await fillAttendee(user, within(card), {
      'First Name': 'Kai',
      'Last Name': 'Akana',
      ...delegateFields,
      Languages: 'English',
    });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/registered-information/${festival.id}`));

    const upload = api.calls.find((c) => c.url === '/files/presigned-upload-url');
    expect(upload?.params).toEqual({ fileName: 'signature.png', contentType: 'image/png', type: 'signature' });
    const body = api.saves()[0].body as {
      type: string;
      delegationKey: string;
      attendees: Array<Record<string, unknown>>;
    };
    expect(body.type).toBe('DELEGATE');
    expect(body.delegationKey).toBe(RIGHT_KEY);
    expect(body.attendees[0]).toMatchObject({
      isReleaseForm: true,
      signatureUrl: SIGNATURE_PATH,
      ethnicity: null,
      languageIds: ['mi'],
      emergencyPhone: '+64 9 373 7599',
    });
    expect(body.attendees[1]).toMatchObject({
      emergencyName: 'Mere Ngata',
      emergencyRelationship: 'Sister',
      isReleaseForm: false,
      signatureUrl: null,
    });
    // The longest journey of the file (two full attendees typed): room for a loaded CI machine.
  }, 60_000);
});

describe('RegisterEventPage: a picture of the signature', () => {
  it('refuses a wrong type and a file over 50 MB without uploading, then keeps a JPEG as the signature', async () => {
    const { api } = await renderPages('/register-event');
    const user = userEvent.setup({ delay: null, applyAccept: false });
    await findForm();
    await becomeDelegate(user);

    const picker = screen.getByLabelText('Or upload a picture of your signature', { selector: 'input[type=file]' });
    await user.upload(picker, new File(['%PDF-1.4'], 'signature.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Invalid file type. Allowed types: png, jpg, jpeg')).toBeInTheDocument();
    const huge = new File(['x'], 'signature.jpg', { type: 'image/jpeg' });
    Object.defineProperty(huge, 'size', { value: 50 * 1024 * 1024 + 1 });
    await user.upload(picker, huge);
    expect(await screen.findByText('Your file size is greater than 50MB. Please try again.')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.url === '/files/presigned-upload-url')).toHaveLength(0);

    await user.upload(picker, new File(['jpeg'], 'my signature.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByText('Uploaded: my signature.jpg')).toBeInTheDocument();
    expect(screen.getByText('Signature saved.')).toBeInTheDocument();
    const upload = api.calls.find((c) => c.url === '/files/presigned-upload-url');
    expect(upload?.params).toEqual({ fileName: 'my signature.jpg', contentType: 'image/jpeg', type: 'signature' });
  });
});

describe('RegisterEventPage: a picture refused, then a typed signature', () => {
  it("keeps the typed signature and drops the refused picture's message", async () => {
    await renderPages('/register-event');
    const user = userEvent.setup({ delay: null, applyAccept: false });
    await findForm();
    await becomeDelegate(user);
    const picker = screen.getByLabelText('Or upload a picture of your signature', { selector: 'input[type=file]' });
    const huge = new File(['x'], 'signature.jpg', { type: 'image/jpeg' });
    Object.defineProperty(huge, 'size', { value: 50 * 1024 * 1024 + 1 });
    await user.upload(picker, huge);
    expect(await screen.findByText('Your file size is greater than 50MB. Please try again.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Or type your full name to sign'), 'Ann Kealoha');
    expect(await screen.findByText('Signature saved.', undefined, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.queryByText('Your file size is greater than 50MB. Please try again.')).not.toBeInTheDocument();
  });
});

describe('RegisterEventPage: a drawn signature', () => {
  it('is uploaded once the pen rests, not after every stroke', async () => {
    const { api } = await renderPages('/register-event');
    const user = userEvent.setup({ delay: null });
    await findForm();
    await becomeDelegate(user);
    const pad = screen.getByRole('img', { name: 'Signature' });
    for (let stroke = 0; stroke < 3; stroke += 1) {
      fireEvent.pointerDown(pad, { clientX: 10 + stroke * 20, clientY: 10, pointerId: 1 });
      fireEvent.pointerMove(pad, { clientX: 30 + stroke * 20, clientY: 30, pointerId: 1 });
      fireEvent.pointerUp(pad, { pointerId: 1 });
    }
    expect(await screen.findByText('Signature saved.', undefined, { timeout: 3000 })).toBeInTheDocument();
    expect(api.calls.filter((c) => c.url === '/files/presigned-upload-url')).toHaveLength(1);
  });
});

describe('RegisterEventPage: editing', () => {
  it('loads the registration into the form and PUTs it back with the attendee ids', async () => {
    const { router, api } = await renderPages(`/register-event/${festival.id}`, fakeApi({ registration }));
    const user = userEvent.setup({ delay: null });
    await findForm();
    expect(screen.getByLabelText('First Name')).toHaveValue('Ann');
    expect(screen.getByLabelText('Date of Birth')).toHaveValue('1990-05-01');
    expect(screen.getByLabelText('Country')).toHaveValue('US');
    await user.clear(screen.getByLabelText('City'));
    await user.type(screen.getByLabelText('City'), 'Hilo');
    // A saved registration was valid: its later tab opens at once.
    await user.click(screen.getByRole('tab', { name: 'Additional Attendees' }));
    const card = await screen.findByRole('region', { name: 'Additional Attendee 1' });
    expect(within(card).getByLabelText('First Name')).toHaveValue('Kai');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/registered-information/${festival.id}`));
    expect(await screen.findByText('Your registration has been updated.')).toBeInTheDocument();
    const [save] = api.saves();
    expect(save.method).toBe('PUT');
    expect(save.url).toBe(`/registrations/me/event/${festival.id}`);
    const body = save.body as { attendees: Array<Record<string, unknown>> };
    expect(body.attendees.map((a) => [a['id'], a['city']])).toEqual([
      [registration.attendees[0].id, 'Hilo'],
      [registration.attendees[1].id, 'Honolulu'],
    ]);
    expect(body.attendees[1]).not.toHaveProperty('status');
  });

  it("opens a registration saved with another main email with the account's, and saves that", async () => {
    const saved = {
      ...registration,
      attendees: [savedAttendee({ email: 'someone.else@example.org' }), registration.attendees[1]],
    };
    const { router, api } = await renderPages(`/register-event/${festival.id}`, fakeApi({ registration: saved }));
    const user = userEvent.setup({ delay: null });
    await findForm();
    expect(screen.getByLabelText('Email')).toHaveValue('ann@example.org');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    await user.click(screen.getByRole('tab', { name: 'Additional Attendees' }));
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/registered-information/${festival.id}`));
    const [save] = api.saves();
    expect((save.body as { attendees: Array<Record<string, unknown>> }).attendees[0]['email']).toBe('ann@example.org');
  });

  it("asks the main event's fee for the attendees an edit adds only, in a payment step", async () => {
    const { router, api } = await renderPages(
      `/register-event/${festival.id}?tab=additional-attendees`,
      fakeApi({ registration, registrationFee: 2000 }),
    );
    const user = userEvent.setup({ delay: null });
    expect(
      await screen.findByRole('tab', { name: 'Additional Attendees', selected: true }, { timeout: 5000 }),
    ).toBeInTheDocument();
    // Nobody added: nothing to pay, no payment step.
    expect(screen.queryByRole('tab', { name: 'Payment' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add Additional Attendee' }));
    const card = screen.getByRole('region', { name: 'Additional Attendee 2' });
    await fillAttendee(user, within(card), {
      'First Name': 'Lani',
      'Last Name': 'Akana',
      ...mainFields,
      'Date of Birth': '2012-04-05',
    });
    expect(screen.getByRole('tab', { name: 'Payment' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('tab', { name: 'Payment', selected: true })).toBeInTheDocument();
    // Three attendees now, one of them added: the summary is for that one.
    const summary = screen.getByRole('complementary', { name: 'Summary' });
    expect(within(summary).getByText('$20.00 × 1')).toBeInTheDocument();
    expect(within(summary).getByText('$20.91')).toBeInTheDocument();
    expect(screen.getByText(/Only the attendees you add pay the registration fee/)).toBeInTheDocument();

    await fillAttendee(user, screen, {
      'Card number': '4111 1111 1111 1111',
      'Name on card': 'Ann Kealoha',
      'Expiration date (MM/YY)': '08/27',
      'Security code (CVC)': '123',
    });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/registered-information/${festival.id}`));
    const [save] = api.saves();
    expect(save.method).toBe('PUT');
    const body = save.body as { attendees: Array<Record<string, unknown>>; payment: Record<string, unknown> };
    expect(body.attendees.map((a) => a['id'] ?? null)).toEqual([
      registration.attendees[0].id,
      registration.attendees[1].id,
      null,
    ]);
    expect(body.payment).toMatchObject({ cardNumber: '4111111111111111', amount: 2091, firstName: 'Ann' });
    expect((save.body as Record<string, unknown>)['idempotencyKey']).toMatch(/^[0-9a-f-]{36}$/);
  }, 60_000);

  it('removing an attendee asks for no payment', async () => {
    const { api } = await renderPages(
      `/register-event/${festival.id}?tab=additional-attendees`,
      fakeApi({ registration, registrationFee: 2000 }),
    );
    const user = userEvent.setup({ delay: null });
    const card = await screen.findByRole('region', { name: 'Additional Attendee 1' }, { timeout: 5000 });
    await user.click(within(card).getByRole('button', { name: 'Remove' }));
    expect(screen.queryByRole('tab', { name: 'Payment' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(api.saves()).toHaveLength(1));
    const body = api.saves()[0].body as Record<string, unknown>;
    expect(body['payment']).toBeNull();
    expect(body['attendees']).toHaveLength(1);
  });
});

describe('RegisterEventPage: the type by keyboard', () => {
  it('does not open the key dialog when the arrow keys move onto Delegate (WCAG 3.2.2, issue 13.13)', async () => {
    await renderPages('/register-event');
    const user = userEvent.setup({ delay: null });
    await findForm();
    screen.getByRole('radio', { name: 'General' }).focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Delegate' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Delegate' })).toHaveFocus();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // A deliberate action goes on: Enter on the radio (or the button).
    expect(screen.getByRole('button', { name: 'Enter your delegation key' })).toBeInTheDocument();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Delegation key' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('radio', { name: 'General' })).toBeChecked();
  });
});

describe('RegisterEventPage: editing a delegate registration', () => {
  it('does not ask for the delegation key again (issue 13.4) and PUTs without one', async () => {
    const delegate: Registration = {
      ...registration,
      type: 'DELEGATE',
      delegationName: 'Samoa',
      attendees: [
        savedAttendee({
          emergencyName: 'Lani Kahale',
          emergencyPhone: '+1 808 555 0123',
          emergencyEmail: 'lani@example.org',
          emergencyRelationship: 'Sister',
          isReleaseForm: true,
          signatureUrl: 'signatures/ann.png',
        }),
      ],
    };
    const { router, api } = await renderPages(`/register-event/${festival.id}`, fakeApi({ registration: delegate }));
    const user = userEvent.setup({ delay: null });
    await findForm();
    expect(screen.getByRole('radio', { name: 'Delegate' })).toBeChecked();
    expect(screen.queryByLabelText(/Delegation Key/i)).not.toBeInTheDocument();
    expect(screen.getByTestId('delegation-on-file')).toHaveTextContent('Delegation: Samoa.');
    await user.clear(screen.getByLabelText('City'));
    await user.type(screen.getByLabelText('City'), 'Hilo');
    await user.click(screen.getByRole('tab', { name: 'Additional Attendees' }));
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/registered-information/${festival.id}`));
    const [save] = api.saves();
    const body = save.body as { type: string; delegationKey?: string | null };
    expect(body.type).toBe('DELEGATE');
    expect(body.delegationKey ?? '').toBe('');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('RegisterEventPage: leaving', () => {
  it('asks before a changed form is left, and lets an unchanged one go', async () => {
    const { router } = await renderPages('/register-event');
    const user = userEvent.setup({ delay: null });
    await findForm();
    await user.type(screen.getByLabelText('City'), 'Hilo');
    await user.click(screen.getByRole('link', { name: 'Home' }));
    const prompt = await screen.findByRole('alertdialog', { name: 'Leave this page?' });
    await user.click(within(prompt).getByRole('button', { name: 'Stay on this page' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/register-event');
    expect(screen.getByLabelText('City')).toHaveValue('Hilo');

    await user.click(screen.getByRole('link', { name: 'Home' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Leave this page?' })).getByRole('button', {
        name: 'Leave this page',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('does not ask for an unchanged form', async () => {
    const { router } = await renderPages('/register-event');
    await findForm();
    await userEvent.setup({ delay: null }).click(screen.getByRole('link', { name: 'Home' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
