/**
 * Draws the toolbar icons (a magnifying lens over a teal tile) into public/icons as PNG files.
 * Run once after changing the design: `npx tsx scripts/make-icons.ts`. The PNGs are committed.
 */
import { writeFileSync, mkdirSync } from 'node:fs';
import { encodePng } from './png-encode.ts';

const SIZES = [16, 32, 48, 128];

/** Coverage of a pixel by a shape, sampled 4x4 for smooth edges at small sizes. */
function coverage(inside: (x: number, y: number) => boolean, px: number, py: number): number {
  let hits = 0;
  for (let sy = 0; sy < 4; sy++)
    for (let sx = 0; sx < 4; sx++) if (inside(px + (sx + 0.5) / 4, py + (sy + 0.5) / 4)) hits++;
  return hits / 16;
}

function draw(size: number): Uint8Array {
  const s = size / 128;
  const out = new Uint8Array(size * size * 4);
  const tile = (x: number, y: number): boolean => {
    const r = 24 * s;
    const cx = Math.min(Math.max(x, r + 4 * s), size - r - 4 * s);
    const cy = Math.min(Math.max(y, r + 4 * s), size - r - 4 * s);
    return (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
  };
  const ring = (x: number, y: number): boolean => {
    const d = Math.hypot(x - 54 * s, y - 54 * s);
    return d <= 34 * s && d >= 22 * s;
  };
  const handle = (x: number, y: number): boolean => {
    // A thick segment from the ring towards the lower right corner.
    const t = (x - 78 * s + (y - 78 * s)) / 2;
    const along = Math.max(0, Math.min(t, 26 * s));
    const dx = x - (78 * s + along);
    const dy = y - (78 * s + along);
    return Math.hypot(dx, dy) <= 9 * s;
  };
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) {
      const base = coverage(tile, x, y);
      const mark = Math.max(coverage(ring, x, y), coverage(handle, x, y));
      const i = (y * size + x) * 4;
      // Teal tile, white lens.
      out[i] = Math.round(13 * (1 - mark) + 255 * mark);
      out[i + 1] = Math.round(122 * (1 - mark) + 255 * mark);
      out[i + 2] = Math.round(120 * (1 - mark) + 255 * mark);
      out[i + 3] = Math.round(255 * base);
    }
  return out;
}

mkdirSync('public/icons', { recursive: true });
for (const size of SIZES)
  writeFileSync(`public/icons/icon-${size}.png`, encodePng(size, size, draw(size)));
console.log(`wrote ${SIZES.length} icons to public/icons`);
