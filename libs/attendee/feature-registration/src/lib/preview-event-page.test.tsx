import { screen, within } from '@testing-library/react';
import type { Registration } from '@festival/shared-util-api-contracts';
import { fakeApi, festival, renderPages } from './test-render';

const FULL =
  'The event has reached its maximum capacity and we are unable to accept any more registrations at this time.';

describe('PreviewEventPage', () => {
  it('shows the event with places left and a Register button', async () => {
    await renderPages(`/preview-event/${festival.id}`, fakeApi({ availableSlot: 1 }));
    const article = await screen.findByRole('article', { name: festival.name }, { timeout: 5000 });
    expect(within(article).getByRole('img', { name: `Banner of ${festival.name}` })).toHaveAttribute(
      'src',
      festival.bannerImage,
    );
    expect(within(article).getByRole('img', { name: `Logo of ${festival.name}` })).toHaveAttribute(
      'src',
      festival.logoImage,
    );
    // 06/16 08:00 UTC is still 06/15 in Honolulu.
    expect(within(article).getByText('06/06/2026 – 06/15/2026')).toBeInTheDocument();
    expect(within(article).getByText(festival.location)).toBeInTheDocument();
    expect(within(article).getByText(festival.description)).toBeInTheDocument();
    expect(await within(article).findByText('1 place left')).toBeInTheDocument();
    // Said once, not "Places left: 1 place left" (issue 13.14).
    expect(within(article).getByText('Availability')).toBeInTheDocument();
    expect(await within(article).findByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      `/register-event?eventId=${festival.id}`,
    );
  });

  it('writes large numbers of places with separators', async () => {
    await renderPages(`/preview-event/${festival.id}`, fakeApi({ availableSlot: 4997 }));
    const article = await screen.findByRole('article', { name: festival.name }, { timeout: 5000 });
    expect(await within(article).findByText('4,997 places left')).toBeInTheDocument();
  });

  it('offers the registration to someone registered', async () => {
    await renderPages(`/preview-event/${festival.id}`, fakeApi({ registration: { id: 'r' } as Registration }));
    expect(await screen.findByRole('link', { name: 'View registration' }, { timeout: 5000 })).toHaveAttribute(
      'href',
      `/registered-information/${festival.id}`,
    );
    expect(screen.getByRole('link', { name: 'Edit registration' })).toHaveAttribute(
      'href',
      `/register-event/${festival.id}`,
    );
    expect(screen.queryByRole('link', { name: 'Register' })).not.toBeInTheDocument();
  });

  it('says the event is full instead of offering Register', async () => {
    await renderPages(`/preview-event/${festival.id}`, fakeApi({ availableSlot: 0 }));
    expect(await screen.findByText(FULL, undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('0 places left')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Register' })).not.toBeInTheDocument();
  });

  it('says so for an unknown event', async () => {
    await renderPages('/preview-event/00000000-0000-4000-8000-000000000000');
    expect(await screen.findByText('This event does not exist.', undefined, { timeout: 5000 })).toBeInTheDocument();
  });
});
