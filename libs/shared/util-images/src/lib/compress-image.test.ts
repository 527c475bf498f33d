import { IMAGE_COMPRESSION } from '@festival/shared-util-form-schemas';
import { compressImage, fitWithin } from './compress-image';

/** A canvas that records what it was asked to draw and encode, and returns `encodedSize` bytes. */
function fakeCanvas(encodedSize: number) {
  const calls: { canvas: [number, number]; draw: number[]; encode: { type: string; quality: number } }[] = [];
  class FakeOffscreenCanvas {
    constructor(
      readonly width: number,
      readonly height: number,
    ) {}
    getContext() {
      return {
        drawImage: (_image: unknown, x: number, y: number, w: number, h: number) => {
          calls.push({ canvas: [this.width, this.height], draw: [x, y, w, h], encode: { type: '', quality: 0 } });
        },
      };
    }
    async convertToBlob({ type, quality }: { type: string; quality: number }) {
      calls[calls.length - 1].encode = { type, quality };
      return new Blob([new Uint8Array(encodedSize)], { type });
    }
  }
  return { calls, FakeOffscreenCanvas };
}

function stubImage(width: number, height: number, encodedSize: number) {
  const { calls, FakeOffscreenCanvas } = fakeCanvas(encodedSize);
  const close = vi.fn();
  vi.stubGlobal('OffscreenCanvas', FakeOffscreenCanvas);
  vi.stubGlobal(
    'createImageBitmap',
    vi.fn(async () => ({ width, height, close })),
  );
  return { calls, close };
}

const image = (name: string, type: string, size: number) =>
  new File([new Uint8Array(size)], name, { type, lastModified: 1 });

describe('compressImage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('fits a large photo within 1280 × 1280 keeping its aspect ratio, at quality 0.85, under the same name', async () => {
    const { calls, close } = stubImage(4000, 3000, 500);
    const result = await compressImage(image('beach.jpeg', 'image/jpeg', 5000), IMAGE_COMPRESSION);
    expect(calls).toEqual([
      { canvas: [1280, 960], draw: [0, 0, 1280, 960], encode: { type: 'image/jpeg', quality: 0.85 } },
    ]);
    expect(result).toBeInstanceOf(File);
    expect(result).toMatchObject({ name: 'beach.jpeg', type: 'image/jpeg', size: 500 });
    expect(close).toHaveBeenCalled();
  });

  it('never upscales, and keeps a small original that would not get smaller', async () => {
    const { calls } = stubImage(300, 200, 900);
    const original = image('small.png', 'image/png', 800);
    expect(await compressImage(original, IMAGE_COMPRESSION)).toBe(original);
    expect(calls[0].canvas).toEqual([300, 200]);
  });

  it('recompresses a small image when that saves bytes', async () => {
    stubImage(300, 200, 100);
    expect(await compressImage(image('small.webp', 'image/webp', 800), IMAGE_COMPRESSION)).toMatchObject({
      name: 'small.webp',
      size: 100,
    });
  });

  it('passes non-images and undecodable images through', async () => {
    const { calls } = stubImage(10, 10, 1);
    const pdf = image('programme.pdf', 'application/pdf', 10);
    expect(await compressImage(pdf, IMAGE_COMPRESSION)).toBe(pdf);
    expect(calls).toEqual([]);
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async () => Promise.reject(new Error('broken'))),
    );
    const broken = image('broken.jpg', 'image/jpeg', 10);
    expect(await compressImage(broken, IMAGE_COMPRESSION)).toBe(broken);
  });
});

describe('fitWithin', () => {
  it.each([
    [
      [4000, 3000],
      [1280, 960],
    ],
    [
      [1000, 5000],
      [256, 1280],
    ],
    [
      [1280, 1280],
      [1280, 1280],
    ],
    [
      [20, 10],
      [20, 10],
    ],
  ])('%o → %o', ([w, h], expected) => {
    expect(fitWithin(w, h, 1280, 1280)).toEqual({ width: expected[0], height: expected[1] });
  });
});
