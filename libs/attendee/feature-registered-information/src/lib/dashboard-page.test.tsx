import { screen, within } from '@testing-library/react';
import { listReply } from '@festival/shared-data-access-api-client/testing';
import { EVENT_ID, festival, registration, registrationApi, renderPage } from './test-render';

const active = registrationApi(null, (call) =>
  call.url === '/events/active' ? [200, listReply([festival])] : undefined,
);

describe('DashboardPage', () => {
  it('greets by first name and shows the festival and the registration with View and Edit', async () => {
    await renderPage(
      '/dashboard',
      registrationApi(registration(), (call) =>
        call.url === '/events/active' ? [200, listReply([festival])] : undefined,
      ),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome, Kēhau' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    const card = screen.getByRole('region', { name: festival.name });
    // 06/16 08:00 UTC is still 06/15 in Honolulu.
    expect(within(card).getByText('06/06/2026 – 06/15/2026')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: `Banner of ${festival.name}` })).toHaveAttribute(
      'src',
      festival.bannerImage,
    );
    expect(await within(card).findByText('Approved')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'View registration' })).toHaveAttribute(
      'href',
      `/registered-information/${EVENT_ID}`,
    );
    expect(within(card).getByRole('link', { name: 'Edit registration' })).toHaveAttribute(
      'href',
      `/register-event/${EVENT_ID}`,
    );
    expect(screen.getByRole('link', { name: 'My events' })).toHaveAttribute('href', '/my-events');
    expect(screen.getByRole('link', { name: 'My profile' })).toHaveAttribute('href', '/me');
  });

  it('names the festival once, as the card heading; the banner is a picture with the name only in its alt text', async () => {
    // Issue 13.14: the banner had the name baked in (cropped on narrow screens) and the card repeated it.
    await renderPage('/dashboard', active);
    const card = await screen.findByRole('region', { name: festival.name }, { timeout: 5000 });
    expect(screen.getAllByText(festival.name)).toEqual([within(card).getByRole('heading', { name: festival.name })]);
    expect(within(card).getByRole('img', { name: `Banner of ${festival.name}` })).toBeInTheDocument();
  });

  it('offers Register now when the caller has not registered', async () => {
    const { calls } = await renderPage('/dashboard', active);
    const link = await screen.findByRole('link', { name: 'Register now' }, { timeout: 5000 });
    expect(link).toHaveAttribute('href', `/preview-event/${EVENT_ID}`);
    expect(screen.getByText('You have not registered for this festival yet.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'View registration' })).not.toBeInTheDocument();
    // Not being registered is an answer, not a failed call (which would raise an error toast).
    expect(calls.map((c) => c.url)).not.toContain(`/registrations/me/event/${EVENT_ID}`);
  });

  it('says so when no festival is active', async () => {
    await renderPage(
      '/dashboard',
      registrationApi(null, (call) => (call.url === '/events/active' ? [200, listReply([])] : undefined)),
    );
    expect(
      await screen.findByText(
        'There is no active festival at the moment. Please check back soon.',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
  });

  it('shows a failed load with the API message and a retry', async () => {
    await renderPage(
      '/dashboard',
      registrationApi(null, (call) => (call.url === '/events/active' ? [500, {}] : undefined)),
    );
    expect(await screen.findByText('This information could not be loaded.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
