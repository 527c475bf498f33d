/** How many leading bytes `matchesMagicBytes` needs. */
export const MAGIC_BYTES_LENGTH = 12;

const startsWith = (head: Uint8Array, bytes: number[], offset = 0) =>
  bytes.every((byte, i) => head[offset + i] === byte);

const SIGNATURES: Record<string, (head: Uint8Array) => boolean> = {
  'image/png': (head) => startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  'image/jpeg': (head) => startsWith(head, [0xff, 0xd8, 0xff]),
  // RIFF....WEBP
  'image/webp': (head) => startsWith(head, [0x52, 0x49, 0x46, 0x46]) && startsWith(head, [0x57, 0x45, 0x42, 0x50], 8),
  'application/pdf': (head) => startsWith(head, [0x25, 0x50, 0x44, 0x46, 0x2d]),
  // A .docx is a zip archive: PK\x03\x04.
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': (head) =>
    startsWith(head, [0x50, 0x4b, 0x03, 0x04]),
};

/** True when the file's first bytes are those of the declared type; an unknown type never matches. */
export function matchesMagicBytes(contentType: string, head: Uint8Array): boolean {
  return SIGNATURES[contentType.toLowerCase()]?.(head) ?? false;
}
