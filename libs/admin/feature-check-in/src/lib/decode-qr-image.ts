import { BrowserQRCodeReader } from '@zxing/browser';
import { DecodeHintType } from '@zxing/library';

// TRY_HARDER: a pass's QR code is dense (a signed token), and photos are often small or skewed.
export const qrReader = () => new BrowserQRCodeReader(new Map([[DecodeHintType.TRY_HARDER, true]]));

/**
 * zxing-js misses some dense codes at one scale and finds them at another (a clean 640 px picture
 * of a pass failed about a third of the time in our trials, and a half-size copy of it rarely), so
 * a picture is tried at a few sizes.
 */
const SCALES = [1, 0.5, 0.75, 0.35];

interface NativeBarcodeDetector {
  detect(image: ImageBitmapSource): Promise<{ rawValue: string }[]>;
}
type BarcodeDetectorClass = new (options: { formats: string[] }) => NativeBarcodeDetector;

/** The text of the QR code in a picture, or null: the browser's BarcodeDetector where present, else @zxing/browser. */
export async function decodeQrImage(file: Blob): Promise<string | null> {
  const bitmap = await createImageBitmap(file);
  try {
    const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
    if (Detector) {
      try {
        const [code] = await new Detector({ formats: ['qr_code'] }).detect(bitmap);
        if (code) return code.rawValue;
      } catch {
        // Not supported for this format or image: zxing below.
      }
    }
    const reader = qrReader();
    for (const scale of SCALES) {
      const canvas = document.createElement('canvas');
      canvas.width = Math.max(1, Math.round(bitmap.width * scale));
      canvas.height = Math.max(1, Math.round(bitmap.height * scale));
      const context = canvas.getContext('2d');
      if (!context) return null;
      context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
      try {
        return reader.decodeFromCanvas(canvas).getText();
      } catch {
        // Not found at this size: try the next.
      }
    }
    return null;
  } finally {
    bitmap.close();
  }
}
