import { readFileSync } from 'node:fs';
import { demoMainEvent } from './demo-festival';
import { demoImageVariants, demoMediaFolder } from './demo-media';

// The folder as a build leaves it (apps/api/build.mjs writes the WebP sizes beside the pictures),
// listed in no particular order; the source tree has no WebP files.
vi.mock('node:fs', async (importOriginal) => ({
  ...(await importOriginal<typeof import('node:fs')>()),
  readdirSync: () => ['banner.svg', 'banner-960w.webp', 'logo.svg', 'banner-640w.webp', 'banner-1600w.webp'],
}));

describe('the demo festival pictures', () => {
  // Issue 13.14: the banner had the festival's name baked in; a narrow crop cut it and the page
  // repeated it below as text. The pages show the name once, as text (translatable, never cropped).
  it.each(['banner.svg', 'logo.svg'])('%s carries no words, the festival name least of all', (file) => {
    const svg = readFileSync(`${demoMediaFolder()}/${file}`, 'utf8');
    expect(svg).not.toMatch(/<text\b/);
    const title = /<title[^>]*>([^<]*)<\/title>/.exec(svg)?.[1] ?? '';
    expect(title).not.toMatch(/festival/i);
    expect(svg).not.toContain(demoMainEvent.name.replace('&', '&amp;'));
  });
});

describe('demoImageVariants', () => {
  it("lists a demo picture's WebP sizes narrowest first, none for a picture without them or not of the demo", () => {
    expect(demoImageVariants('/media/demo/banner.svg')).toEqual([
      { url: '/media/demo/banner-640w.webp', width: 640 },
      { url: '/media/demo/banner-960w.webp', width: 960 },
      { url: '/media/demo/banner-1600w.webp', width: 1600 },
    ]);
    expect(demoImageVariants('/media/demo/logo.svg')).toEqual([]);
    expect(demoImageVariants('/files/event-images/banner.jpg')).toEqual([]);
  });
});
