import { encodePng } from './png';

/** The festival's colours (libs/shared/ui-kit theme: brand 700 on which white text reads, brand 50, ocean 500). */
export const PASS_COLORS = {
  background: [180, 44, 9],
  foreground: [255, 255, 255],
  label: [255, 244, 237],
  sun: [254, 199, 166],
  sea: [34, 167, 170],
} as const;

export const rgb = ([r, g, b]: readonly [number, number, number]) => `rgb(${r}, ${g}, ${b})`;

/** The festival's mark, a sun setting over the sea, drawn at `size` pixels square. */
export function festivalMark(size: number): Buffer {
  const horizon = Math.round(size * 0.68);
  const [cx, cy, r] = [size / 2, horizon, size * 0.3];
  return encodePng(size, size, (x, y) => {
    if (y >= horizon) return PASS_COLORS.sea;
    const [dx, dy] = [x + 0.5 - cx, y + 0.5 - cy];
    return dx * dx + dy * dy <= r * r ? PASS_COLORS.sun : PASS_COLORS.background;
  });
}

/**
 * The images a pass carries, made once per process: Wallet needs icon.png (29 pt, shown on the
 * lock screen and in mail), and shows logo.png at the top left of the pass (here the same mark).
 */
let images: Record<string, Buffer> | null = null;
export function passImages(): Record<string, Buffer> {
  images ??= {
    'icon.png': festivalMark(29),
    'icon@2x.png': festivalMark(58),
    'icon@3x.png': festivalMark(87),
    'logo.png': festivalMark(50),
    'logo@2x.png': festivalMark(100),
  };
  return images;
}
