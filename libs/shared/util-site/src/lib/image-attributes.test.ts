import { ACTIVITY_IMAGE_SIZES, activityImageAttributes } from './image-attributes';

describe('activityImageAttributes', () => {
  it("offers an activity picture's variants with the card's sizes", () => {
    const variants = [
      { url: '/p-960w.webp', width: 960 },
      { url: '/p-640w.webp', width: 640 },
    ];
    expect(activityImageAttributes('/p.png', variants)).toEqual({
      src: '/p-640w.webp',
      srcSet: '/p-640w.webp 640w, /p-960w.webp 960w',
      sizes: ACTIVITY_IMAGE_SIZES,
    });
    expect(activityImageAttributes('/p.png', [])).toEqual({ src: '/p.png' });
  });
});
