import { screen } from '@testing-library/react';
import { renderWithProviders } from '@festival/shared-testing-react';
import type { MainEvent } from '@festival/shared-util-api-contracts';
import { FestivalHero } from './festival-hero';

const festival: MainEvent = {
  id: '0b6f3c52-7e0b-4b8e-9c59-7d1e0e3a9a11',
  name: 'Pacific Arts & Culture Festival 2027',
  description: 'Ten days of dance, music and voyaging.',
  status: 'ACTIVE',
  startDate: '2027-06-06T19:00:00.000Z',
  endDate: '2027-06-16T07:00:00.000Z',
  location: 'Honolulu',
  timezone: 'Pacific/Honolulu',
  bannerImage: '/media/demo/banner.svg',
  bannerImageVariants: [],
  logoImage: '/media/demo/logo.svg',
  refLink: 'https://festival.example/',
  capacity: 10,
  registrationFee: 0,
  requiresReview: false,
  maxAttendeesPerRegistration: 10,
};

describe('FestivalHero', () => {
  // Issue 13.14: the banner had the name baked in (a narrow crop cut it) and the text repeated it;
  // the demo pictures carry no words now (libs/server/seed demo-media.test.ts).
  it('names the festival once, as the page heading; the banner and logo name it only in their alt text', async () => {
    await renderWithProviders({ ui: <FestivalHero event={festival} /> });
    const heading = await screen.findByRole('heading', { level: 1, name: festival.name });
    expect(screen.getAllByText(festival.name)).toEqual([heading]);
    expect(screen.getByRole('img', { name: `Banner of ${festival.name}` })).toHaveAttribute(
      'src',
      festival.bannerImage,
    );
    expect(screen.getByRole('img', { name: `Logo of ${festival.name}` })).toBeInTheDocument();
  });

  it("offers the banner's sized variants at high priority, as the server's page does", async () => {
    const bannerImageVariants = [
      { url: '/media/demo/banner-640w.webp', width: 640 },
      { url: '/media/demo/banner-1600w.webp', width: 1600 },
    ];
    await renderWithProviders({ ui: <FestivalHero event={{ ...festival, bannerImageVariants }} /> });
    const banner = await screen.findByRole('img', { name: `Banner of ${festival.name}` });
    expect(banner).toHaveAttribute('src', '/media/demo/banner-640w.webp');
    expect(banner).toHaveAttribute('srcset', '/media/demo/banner-640w.webp 640w, /media/demo/banner-1600w.webp 1600w');
    expect(banner).toHaveAttribute('fetchpriority', 'high');
  });

  it('links to the festival site only when it is a web address', async () => {
    const { unmount } = await renderWithProviders({ ui: <FestivalHero event={festival} /> });
    expect(await screen.findByRole('link', { name: /festival/i })).toHaveAttribute('href', festival.refLink);
    unmount();
    for (const refLink of ['javascript:alert(document.domain)', 'data:text/html,<script>alert(1)</script>']) {
      const view = await renderWithProviders({ ui: <FestivalHero event={{ ...festival, refLink }} /> });
      await screen.findByRole('heading', { level: 1, name: festival.name });
      expect(screen.queryByRole('link')).toBeNull();
      view.unmount();
    }
  });
});
