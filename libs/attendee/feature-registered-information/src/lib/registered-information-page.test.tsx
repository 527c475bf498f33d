import { screen, within } from '@testing-library/react';
import { listReply } from '@festival/shared-data-access-api-client/testing';
import { EVENT_ID, festival, myEvent, registration, registrationApi, renderPage } from './test-render';

describe('RegisteredInformationPage', () => {
  it('shows what was registered per attendee, with statuses', async () => {
    await renderPage(`/registered-information/${EVENT_ID}`, registrationApi(registration()));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Registered Information' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    const main = await screen.findByRole('region', { name: 'Kēhau Kahale' });
    expect(within(main).getByText('Main profile')).toBeInTheDocument();
    expect(within(main).getByText('Approved')).toBeInTheDocument();
    expect(within(main).getByText('kehau@example.org')).toBeInTheDocument();
    expect(within(main).getByText('04/12/1990')).toBeInTheDocument();
    expect(within(main).getByText('(808) 956-8111')).toBeInTheDocument();
    expect(within(main).getByText('1 Festival Way, Honolulu, HI 96813')).toBeInTheDocument();
    expect(await within(main).findByText('United States')).toBeInTheDocument();
    expect(within(main).getByText('English, Hawaiian')).toBeInTheDocument();
    expect(within(main).getByText('Native Hawaiian')).toBeInTheDocument();
    // A GENERAL registration has no emergency contact.
    expect(within(main).queryByText('Emergency contact name')).not.toBeInTheDocument();

    const other = screen.getByRole('region', { name: 'Malia Fonoti' });
    expect(within(other).getByText('Additional attendee')).toBeInTheDocument();
    expect(within(other).getByText('Pending')).toBeInTheDocument();
    expect(within(other).getByText('Samoa')).toBeInTheDocument();
    expect(screen.getByText(festival.name)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit registration' })).toHaveAttribute(
      'href',
      `/register-event/${EVENT_ID}`,
    );
  });

  it('links the sub-pages; the delegation portal only for a delegate, with the emergency contact shown', async () => {
    await renderPage(
      `/registered-information/${EVENT_ID}`,
      registrationApi(registration({ type: 'DELEGATE', delegationName: 'Team Samoa' })),
    );
    const nav = await screen.findByRole('navigation', { name: 'Registration sections' }, { timeout: 5000 });
    expect(within(nav).getByRole('link', { name: 'Registered information' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Additional attendees' })).toHaveAttribute(
      'href',
      `/registered-information/${EVENT_ID}/additional-attendee`,
    );
    expect(within(nav).getByRole('link', { name: 'Visa assistance' })).toHaveAttribute(
      'href',
      `/registered-information/${EVENT_ID}/visa-assistance`,
    );
    expect(within(nav).getByRole('link', { name: 'Accommodation assistance' })).toHaveAttribute(
      'href',
      `/registered-information/${EVENT_ID}/accommodation-assistance`,
    );
    expect(within(nav).getByRole('link', { name: 'Delegation portal' })).toHaveAttribute(
      'href',
      `/registered-information/${EVENT_ID}/delegation-portal`,
    );
    expect(screen.getByText('Team Samoa')).toBeInTheDocument();
    expect(screen.getByText('Delegate')).toBeInTheDocument();
    const main = screen.getByRole('region', { name: 'Kēhau Kahale' });
    expect(within(main).getByText('Lani Kahale')).toBeInTheDocument();
    expect(within(main).getByText('Sister')).toBeInTheDocument();
  });

  it('hides the delegation portal from a GENERAL registration', async () => {
    await renderPage(`/registered-information/${EVENT_ID}`, registrationApi(registration()));
    const nav = await screen.findByRole('navigation', { name: 'Registration sections' }, { timeout: 5000 });
    expect(within(nav).queryByRole('link', { name: 'Delegation portal' })).not.toBeInTheDocument();
  });

  it('says "You have not registered for this event" with a Register link', async () => {
    await renderPage(`/registered-information/${EVENT_ID}`, registrationApi(null));
    expect(
      await screen.findByRole('heading', { name: 'You have not registered for this event' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', `/preview-event/${EVENT_ID}`);
    expect(screen.queryByRole('link', { name: 'Edit registration' })).not.toBeInTheDocument();
  });

  it('shows an API failure with its message and a retry', async () => {
    await renderPage(
      `/registered-information/${EVENT_ID}`,
      registrationApi(registration(), (call) =>
        call.url.startsWith('/registrations/me/') ? [503, { message: 'Service unavailable' }] : undefined,
      ),
    );
    expect(await screen.findByText('This information could not be loaded.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getAllByText('Service unavailable').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('lists the caller registrations without an id, or an empty state', async () => {
    await renderPage('/registered-information', (call) =>
      call.url === '/events/me' ? [200, listReply([myEvent()])] : undefined,
    );
    const card = await screen.findByRole('article', { name: festival.name }, { timeout: 5000 });
    expect(within(card).getByRole('link', { name: 'Registered information' })).toHaveAttribute(
      'href',
      `/registered-information/${EVENT_ID}`,
    );
  });

  it('shows an empty list with a link to register', async () => {
    await renderPage('/registered-information', (call) =>
      call.url === '/events/me' ? [200, listReply([])] : undefined,
    );
    expect(
      await screen.findByText('You have not registered for any events yet.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Register for an event' })).toHaveAttribute('href', '/register-event');
  });
});
