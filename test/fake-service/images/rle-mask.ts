import { SeededRandom } from '../core/deterministic.ts';

/**
 * Run-length encoded mask over the row-major pixel index y*width+x (0-based).
 * Only marked pixels are encoded; runs are sorted, disjoint and in bounds.
 */
export interface RleMask {
  starts: number[];
  lengths: number[];
}

/** Where the fake "sees" AI: nothing, the whole frame, or one ellipse. */
export type MaskShape =
  | { kind: 'none' }
  | { kind: 'full' }
  | { kind: 'ellipse'; cx: number; cy: number; rx: number; ry: number };

export type Verdict = 'ai' | 'human' | 'auto';

/**
 * Picks the shape from the image hash. A forced verdict ('ai' or 'human')
 * comes from the file name convention described in the README.
 */
export function chooseMaskShape(
  width: number,
  height: number,
  seed: Buffer,
  verdict: Verdict,
): MaskShape {
  const random = new SeededRandom('mask', seed);
  const roll = random.next();
  if (verdict === 'human' || (verdict === 'auto' && roll < 0.4)) return { kind: 'none' };
  if (verdict === 'auto' && roll > 0.85) return { kind: 'full' };
  return ellipse(width, height, random);
}

function ellipse(width: number, height: number, random: SeededRandom): MaskShape {
  const rx = Math.max(1, Math.floor(width * (0.15 + random.next() * 0.25)));
  const ry = Math.max(1, Math.floor(height * (0.15 + random.next() * 0.25)));
  const cx = random.int(rx, Math.max(rx, width - 1 - rx));
  const cy = random.int(ry, Math.max(ry, height - 1 - ry));
  return { kind: 'ellipse', cx, cy, rx, ry };
}

/** The half-width of the ellipse on row y, or -1 when the row misses it. */
function halfWidth(shape: { cy: number; rx: number; ry: number }, y: number): number {
  const t = (y - shape.cy) / shape.ry;
  return t * t > 1 ? -1 : shape.rx * Math.sqrt(1 - t * t);
}

export function encodeMask(width: number, height: number, shape: MaskShape): RleMask {
  if (shape.kind === 'none') return { starts: [], lengths: [] };
  if (shape.kind === 'full') return { starts: [0], lengths: [width * height] };
  const mask: RleMask = { starts: [], lengths: [] };
  const top = Math.max(0, shape.cy - shape.ry);
  const bottom = Math.min(height - 1, shape.cy + shape.ry);
  for (let y = top; y <= bottom; y += 1) {
    const half = halfWidth(shape, y);
    if (half < 0) continue;
    const x0 = Math.max(0, Math.ceil(shape.cx - half));
    const x1 = Math.min(width - 1, Math.floor(shape.cx + half));
    if (x1 < x0) continue;
    mask.starts.push(y * width + x0);
    mask.lengths.push(x1 - x0 + 1);
  }
  return mask;
}

/** A rectangle mask, for detected objects. */
export function rectangleMask(width: number, height: number, random: SeededRandom): RleMask {
  const w = Math.max(1, Math.floor(width * (0.1 + random.next() * 0.3)));
  const h = Math.max(1, Math.floor(height * (0.1 + random.next() * 0.3)));
  const x = random.int(0, width - w);
  const y0 = random.int(0, height - h);
  const mask: RleMask = { starts: [], lengths: [] };
  for (let y = y0; y < y0 + h; y += 1) {
    mask.starts.push(y * width + x);
    mask.lengths.push(w);
  }
  return mask;
}

export function maskedPixels(mask: RleMask): number {
  return mask.lengths.reduce((sum, length) => sum + length, 0);
}

/**
 * The heatmap for a shape: one byte per pixel, row-major. Inside the AI area
 * values fall from 255 at the centre to 160 at the edge; outside they fall
 * from 120 at the edge towards 0 with distance, so "hotter" means "more AI".
 */
export function heatmapValues(width: number, height: number, shape: MaskShape): Buffer {
  const values = Buffer.alloc(width * height);
  if (shape.kind === 'none') return values.fill(8);
  if (shape.kind === 'full') return values.fill(230);
  for (let y = 0; y < height; y += 1) {
    const dy = (y - shape.cy) / shape.ry;
    for (let x = 0; x < width; x += 1) {
      const dx = (x - shape.cx) / shape.rx;
      const distance = Math.sqrt(dx * dx + dy * dy);
      values[y * width + x] =
        distance <= 1
          ? Math.round(255 - 95 * distance)
          : Math.max(0, Math.round(120 - 60 * (distance - 1)));
    }
  }
  return values;
}
