/** The options of `compressImage`; `IMAGE_COMPRESSION` of util-form-schemas holds the SPEC's values. */
export interface ImageCompression {
  /** 0 to 1, for JPEG and WebP (PNG is lossless and ignores it). */
  quality: number;
  maxWidth: number;
  maxHeight: number;
}

/** Types the browser can both decode and encode again; anything else (PDF, Word, GIF) passes through. */
const COMPRESSIBLE = ['image/jpeg', 'image/png', 'image/webp'];

/** The largest size within the bounds that keeps the aspect ratio; never larger than the original. */
export function fitWithin(
  width: number,
  height: number,
  maxWidth: number,
  maxHeight: number,
): { width: number; height: number } {
  const scale = Math.min(1, maxWidth / width, maxHeight / height);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

async function encode(
  bitmap: ImageBitmap,
  width: number,
  height: number,
  type: string,
  quality: number,
): Promise<Blob | null> {
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    if (!context) return null;
    context.drawImage(bitmap, 0, 0, width, height);
    return canvas.convertToBlob({ type, quality });
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.drawImage(bitmap, 0, 0, width, height);
  return new Promise((resolve) => canvas.toBlob(resolve, type, quality));
}

/**
 * Recompresses an image before upload (SPEC.md §5 "Files", §9): fit within the bounds keeping
 * the aspect ratio (never upscaled), re-encoded in its own type at the given quality, under
 * the same name. Other files, images the browser cannot decode, and results that would be
 * no smaller than an original that needed no resizing come back unchanged.
 */
export async function compressImage(file: File, options: ImageCompression): Promise<File> {
  const type = file.type.toLowerCase();
  if (!COMPRESSIBLE.includes(type) || typeof createImageBitmap === 'undefined') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return file;
  }
  try {
    const { width, height } = fitWithin(bitmap.width, bitmap.height, options.maxWidth, options.maxHeight);
    const resized = width !== bitmap.width || height !== bitmap.height;
    const blob = await encode(bitmap, width, height, type, options.quality);
    if (!blob || blob.type !== type || (!resized && blob.size >= file.size)) return file;
    return new File([blob], file.name, { type, lastModified: file.lastModified });
  } finally {
    bitmap.close();
  }
}
