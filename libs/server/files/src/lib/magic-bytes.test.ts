import { matchesMagicBytes } from './magic-bytes';

const bytes = (...values: number[]) => Uint8Array.from(values);

describe('matchesMagicBytes', () => {
  it.each([
    ['image/png', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0)],
    ['image/jpeg', bytes(0xff, 0xd8, 0xff, 0xe0)],
    ['image/webp', Uint8Array.from(Buffer.from('RIFF\0\0\0\0WEBP'))],
    ['application/pdf', Uint8Array.from(Buffer.from('%PDF-1.4'))],
    ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', bytes(0x50, 0x4b, 0x03, 0x04)],
  ])('knows %s', (type, head) => {
    expect(matchesMagicBytes(type, head)).toBe(true);
    expect(matchesMagicBytes(type, Uint8Array.from(Buffer.from('<html><script>')))).toBe(false);
  });

  it('refuses other types, empty files and RIFF files that are not WebP', () => {
    expect(matchesMagicBytes('image/gif', Uint8Array.from(Buffer.from('GIF89a')))).toBe(false);
    expect(matchesMagicBytes('image/png', new Uint8Array())).toBe(false);
    expect(matchesMagicBytes('image/webp', Uint8Array.from(Buffer.from('RIFF\0\0\0\0WAVE')))).toBe(false);
  });
});
