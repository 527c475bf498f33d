import { BANNER_SIZES, bannerImageAttributes } from './banner-image';

describe('bannerImageAttributes', () => {
  it('offers the variants narrowest first, the middle one as the src', () => {
    const variants = [
      { url: '/media/demo/banner-1600w.webp', width: 1600 },
      { url: '/media/demo/banner-640w.webp', width: 640 },
      { url: '/media/demo/banner-960w.webp', width: 960 },
    ];
    expect(bannerImageAttributes('/media/demo/banner.svg', variants)).toEqual({
      src: '/media/demo/banner-960w.webp',
      srcSet:
        '/media/demo/banner-640w.webp 640w, /media/demo/banner-960w.webp 960w, /media/demo/banner-1600w.webp 1600w',
      sizes: BANNER_SIZES,
    });
  });

  it('keeps the picture as stored when it has no variants', () => {
    expect(bannerImageAttributes('/files/event-images/banner.jpg', [])).toEqual({
      src: '/files/event-images/banner.jpg',
    });
  });
});
