import { BinaryBitmap, DecodeHintType, HybridBinarizer, QRCodeReader, RGBLuminanceSource } from '@zxing/library';
import { createRequire } from 'node:module';

// pngjs (qrcode's own PNG codec) ships no types: the one call the tests make, typed here.
const { PNG } = createRequire(import.meta.url)('pngjs') as {
  PNG: { sync: { read(buffer: Buffer): { width: number; height: number; data: Buffer } } };
};

/** The data-URI PNG of the first QR code in an email's HTML, if any. */
export const qrDataUriIn = (html: string): string | undefined =>
  html.match(/<img src="(data:image\/png;base64,[^"]+)"/)?.[1];

/** The text of the QR code in a data-URI PNG, read with zxing (as the check-in desk reads a pass). */
export function decodeQrDataUri(uri: string): string {
  const png = PNG.sync.read(Buffer.from(uri.replace(/^data:image\/png;base64,/, ''), 'base64'));
  const luminance = new Uint8ClampedArray(png.width * png.height);
  for (let i = 0; i < luminance.length; i++) luminance[i] = png.data[i * 4];
  const bitmap = new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(luminance, png.width, png.height)));
  // A generated code is a pure barcode (no perspective, no noise): read it as such, as zxing advises.
  const hints = new Map<DecodeHintType, unknown>([[DecodeHintType.PURE_BARCODE, true]]);
  return new QRCodeReader().decode(bitmap, hints).getText();
}
