import { crc32, deflateSync } from 'node:zlib';
import QRCode from 'qrcode';

const MARGIN = 2;
const SCALE = 4;
const SIGNATURE = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);

function chunk(type: string, data: Buffer): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'latin1');
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

/**
 * A QR code of `token` as a PNG: error correction M, a quiet zone of 2 modules, 4 pixels per
 * module (what qrcode's toDataURL drew before). The symbol is qrcode's own (segments, version and
 * mask chosen by it); only the picture is written here, as a 1-bit greyscale PNG, because
 * qrcode's PNG renderer (pngjs: RGBA pixels, five row filters tried on each row, an async zlib
 * stream) cost about 10–20 ms of CPU per code, most of the main-event registration's CPU.
 * The token is one byte segment: a signed token is base64url text, which qrcode's own segment
 * search (a shortest-path over every split into numeric, alphanumeric and byte runs) also ends in,
 * at several milliseconds a code.
 */
export function qrPng(token: string): Buffer {
  const { modules } = QRCode.create([{ data: Buffer.from(token, 'utf8'), mode: 'byte' }], {
    errorCorrectionLevel: 'M',
  });
  const size = (modules.size + 2 * MARGIN) * SCALE;
  const stride = 1 + Math.ceil(size / 8); // filter byte (0: none) + 1 bit per pixel
  // All white (bit set), then the dark modules cleared; each row of modules is drawn once and copied.
  const raw = Buffer.alloc(stride * size, 0xff);
  for (let y = 0; y < size; y += 1) raw[y * stride] = 0;
  for (let row = 0; row < modules.size; row += 1) {
    const first = (row + MARGIN) * SCALE * stride;
    for (let col = 0; col < modules.size; col += 1) {
      if (!modules.get(row, col)) continue;
      for (let x = (col + MARGIN) * SCALE; x < (col + MARGIN + 1) * SCALE; x += 1)
        raw[first + 1 + (x >> 3)] &= ~(0x80 >> (x & 7));
    }
    for (let k = 1; k < SCALE; k += 1) raw.copy(raw, first + k * stride, first, first + stride);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale; compression, filter and interlace methods 0
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
