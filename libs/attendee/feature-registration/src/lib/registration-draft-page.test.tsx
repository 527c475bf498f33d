import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { registrationDraftKey } from './registration-draft';
import { festival, profile, renderPages } from './test-render';

// Issue 13.11: a reload on step 2 keeps the draft and the step; "Same address as the main attendee".
const DRAFT_KEY = registrationDraftKey(profile.id, festival.id, 'create');
const findForm = () => screen.findByRole('tab', { name: 'General Information' }, { timeout: 5000 });

const mainFields: Record<string, string> = {
  'Date of Birth': '1990-05-01',
  'Phone Number': '(808) 956-8111',
  Address: '2500 Campus Rd',
  City: 'Honolulu',
  State: 'HI',
  'Zip Code': '96822',
  Ethnicity: 'Native Hawaiian',
};

/** The address fields "Same address as the main attendee" copies, with the main attendee's values (mainFields and Country). */
const mainAddress: Record<string, string> = {
  Address: '2500 Campus Rd',
  City: 'Honolulu',
  State: 'HI',
  Country: 'US',
  'Zip Code': '96822',
};

async function fill(user: UserEvent, scope: Pick<typeof screen, 'getByLabelText'>, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const field = scope.getByLabelText(label);
    await user.clear(field);
    if ((field as HTMLInputElement).type === 'date') await user.type(field, value);
    else await user.paste(value);
  }
}

/** Step 1 filled, Next, one additional attendee named Kai. */
async function reachStepTwoWithKai(user: UserEvent) {
  await findForm();
  await fill(user, screen, mainFields);
  await user.selectOptions(screen.getByLabelText('Country'), 'US');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await screen.findByRole('tab', { name: 'Additional Attendees', selected: true });
  await user.click(screen.getByRole('button', { name: 'Add Additional Attendee' }));
  const card = screen.getByRole('region', { name: 'Additional Attendee 1' });
  await fill(user, within(card), { 'First Name': 'Kai', 'Last Name': 'Akana' });
  return card;
}

/** What a reload does to the page: everything unmounts, the tab's sessionStorage stays, the URL is opened again. */
async function reload(path: string) {
  cleanup();
  return renderPages(path);
}

beforeEach(() => sessionStorage.clear());

describe('Registration draft (issue 13.11)', () => {
  it('comes back with its step after a reload on step 2, and is gone once submitted', async () => {
    const { router } = await renderPages('/register-event');
    const user = userEvent.setup({ delay: null });
    await reachStepTwoWithKai(user);
    expect(router.state.location.search).toBe('?tab=additional-attendees');
    await waitFor(() => expect(sessionStorage.getItem(DRAFT_KEY)).toContain('Kai'));

    const again = await reload(`/register-event${router.state.location.search}`);
    expect(
      await screen.findByRole('tab', { name: 'Additional Attendees', selected: true }, { timeout: 5000 }),
    ).toBeInTheDocument();
    const card = screen.getByRole('region', { name: 'Additional Attendee 1' });
    expect(within(card).getByLabelText('First Name')).toHaveValue('Kai');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
    // Step 1 came back too.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByLabelText('City')).toHaveValue('Honolulu');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    const kai = within(await screen.findByRole('region', { name: 'Additional Attendee 1' }));
    await fill(user, kai, {
      'Date of Birth': '2015-02-03',
      'Phone Number': '(808) 956-8111',
      Address: '1 Lagoon Dr',
      City: 'Honolulu',
      State: 'HI',
      'Zip Code': '96819',
      Ethnicity: 'Samoan',
    });
    await user.selectOptions(kai.getByLabelText('Country'), 'US');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(again.router.state.location.pathname).toBe(`/registered-information/${festival.id}`));
    expect(again.api.saves()).toHaveLength(1);
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();
  }, 90_000);

  it('opens step 1 (and says so in the URL) when the URL asks for step 2 without a draft, or with a broken one', async () => {
    const first = await renderPages('/register-event?tab=additional-attendees');
    expect(await screen.findByRole('tab', { name: 'General Information', selected: true }, { timeout: 5000 }));
    await waitFor(() => expect(first.router.state.location.search).toBe(''));
    expect(screen.getByRole('button', { name: 'Next' })).toBeInTheDocument();

    sessionStorage.setItem(DRAFT_KEY, '{"type":"GENERAL","attendees":[{"firstName":');
    const second = await reload('/register-event?tab=additional-attendees');
    expect(await screen.findByRole('tab', { name: 'General Information', selected: true }, { timeout: 5000 }));
    await waitFor(() => expect(second.router.state.location.search).toBe(''));
    expect(screen.getByLabelText('First Name')).toHaveValue('Ann');
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('is discarded by "Leave this page"', async () => {
    const { router } = await renderPages('/register-event');
    const user = userEvent.setup({ delay: null });
    await findForm();
    await fill(user, screen, { City: 'Hilo' });
    await waitFor(() => expect(sessionStorage.getItem(DRAFT_KEY)).toContain('Hilo'));
    await user.click(screen.getByRole('link', { name: 'Home' }));
    const prompt = await screen.findByRole('alertdialog', { name: 'Leave this page?' });
    await user.click(within(prompt).getByRole('button', { name: 'Leave this page' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();

    await reload('/register-event');
    await findForm();
    expect(screen.getByLabelText('City')).toHaveValue('');
  });

  it('"Same address as the main attendee" copies the address and follows it while ticked', async () => {
    const user = userEvent.setup({ delay: null });
    await renderPages('/register-event');
    const card = within(await reachStepTwoWithKai(user));
    await user.click(card.getByRole('checkbox', { name: 'Same address as the main attendee' }));
    // Every copied field shows the main attendee's value and is disabled alike (the Country select was the only greyed one).
    for (const [label, value] of Object.entries(mainAddress)) {
      expect(card.getByLabelText(label)).toHaveValue(value);
      expect(card.getByLabelText(label)).toBeDisabled();
    }

    // The main attendee moves: the ticked card follows.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await fill(user, screen, { City: 'Hilo', 'Zip Code': '96720' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const again = within(await screen.findByRole('region', { name: 'Additional Attendee 1' }));
    expect(again.getByLabelText('City')).toHaveValue('Hilo');
    expect(again.getByLabelText('Zip Code')).toHaveValue('96720');

    // Unticked, the fields are the attendee's own again.
    await user.click(again.getByRole('checkbox', { name: 'Same address as the main attendee' }));
    for (const label of Object.keys(mainAddress)) expect(again.getByLabelText(label)).toBeEnabled();
    await fill(user, again, { City: 'Kona' });
    expect(again.getByLabelText('City')).toHaveValue('Kona');
  }, 90_000);
});
