import type { ListResult, MainEvent } from '@festival/shared-util-api-contracts';
import { renderHomeShell } from './home-shell';

const TEMPLATE =
  '<!doctype html><html><head><meta charset="UTF-8" /><script type="module" src="/assets/a.js"></script></head><body><div id="root"></div></body></html>';

const festival: MainEvent = {
  id: '0b6f3c52-7e0b-4b8e-9c59-7d1e0e3a9a11',
  name: 'Festival',
  description: '',
  status: 'ACTIVE',
  startDate: '2027-06-06T19:00:00.000Z',
  endDate: '2027-06-16T07:00:00.000Z',
  location: 'Honolulu',
  timezone: 'Pacific/Honolulu',
  bannerImage: '/media/demo/banner.svg',
  bannerImageVariants: [],
  logoImage: '/media/demo/logo.svg',
  refLink: '',
  capacity: 10,
  registrationFee: 0,
  requiresReview: false,
  maxAttendeesPerRegistration: 10,
};

const events = (data: MainEvent[]): ListResult<MainEvent> => ({
  data,
  hasNext: false,
  payloadSize: data.length,
  totalRecords: data.length,
});

describe('renderHomeShell', () => {
  it('offers the banner in its WebP sizes (srcset) and preloads it right after the charset', () => {
    const html = renderHomeShell({
      template: TEMPLATE,
      events: events([
        {
          ...festival,
          bannerImageVariants: [
            { url: '/media/demo/banner-1600w.webp', width: 1600 },
            { url: '/media/demo/banner-640w.webp', width: 640 },
            { url: '/media/demo/banner-960w.webp', width: 960 },
          ],
        },
      ]),
    });
    const srcset =
      '/media/demo/banner-640w.webp 640w, /media/demo/banner-960w.webp 960w, /media/demo/banner-1600w.webp 1600w';
    expect(html).toContain(
      `<meta charset="UTF-8" /><link rel="preload" as="image" href="/media/demo/banner-960w.webp" imagesrcset="${srcset}" imagesizes=`,
    );
    expect(html.indexOf('rel="preload"')).toBeLessThan(html.indexOf('<script type="module"'));
    expect(html).toContain(`<img src="/media/demo/banner-960w.webp" srcset="${srcset}" sizes=`);
    expect(html).toContain('fetchpriority="high"');
  });

  it('without sizes, shows and preloads the banner as stored', () => {
    const html = renderHomeShell({ template: TEMPLATE, events: events([festival]) });
    expect(html).toContain('<link rel="preload" as="image" href="/media/demo/banner.svg" fetchpriority="high">');
    expect(html).toContain('<img src="/media/demo/banner.svg" alt="Banner of Festival" fetchpriority="high">');
    expect(html).not.toContain('srcset');
  });

  it('leaves the template as it is with no active festival, or with a #root that is not empty', () => {
    expect(renderHomeShell({ template: TEMPLATE, events: events([]) })).toBe(TEMPLATE);
    const other = TEMPLATE.replace('<div id="root"></div>', '<div id="root">app</div>');
    expect(renderHomeShell({ template: other, events: events([festival]) })).toBe(other);
  });
});
