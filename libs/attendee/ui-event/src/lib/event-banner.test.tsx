import { screen } from '@testing-library/react';
import { renderWithProviders } from '@festival/shared-testing-react';
import { BANNER_SIZES } from '@festival/shared-util-site';
import { EventBanner } from './event-banner';

describe('EventBanner', () => {
  it('offers the sized variants with the sizes the server uses, the middle one as the plain src', async () => {
    await renderWithProviders({
      ui: (
        <EventBanner
          src="/media/demo/banner.svg"
          variants={[
            { url: '/media/demo/banner-1600w.webp', width: 1600 },
            { url: '/media/demo/banner-640w.webp', width: 640 },
            { url: '/media/demo/banner-960w.webp', width: 960 },
          ]}
          alt="Banner of the festival"
          h="48"
          fetchPriority="high"
        />
      ),
    });
    const banner = await screen.findByRole('img', { name: 'Banner of the festival' });
    expect(banner).toHaveAttribute('src', '/media/demo/banner-960w.webp');
    expect(banner).toHaveAttribute(
      'srcset',
      '/media/demo/banner-640w.webp 640w, /media/demo/banner-960w.webp 960w, /media/demo/banner-1600w.webp 1600w',
    );
    expect(banner).toHaveAttribute('sizes', BANNER_SIZES);
    expect(banner).toHaveAttribute('fetchpriority', 'high');
  });

  it('shows the picture as stored when it has no variants, at the default priority', async () => {
    await renderWithProviders({ ui: <EventBanner src="/files/banner.jpg" variants={[]} alt="Banner" h="48" /> });
    const banner = await screen.findByRole('img', { name: 'Banner' });
    expect(banner).toHaveAttribute('src', '/files/banner.jpg');
    expect(banner).not.toHaveAttribute('srcset');
    expect(banner).not.toHaveAttribute('sizes');
    expect(banner).not.toHaveAttribute('fetchpriority');
  });
});
