import { topLevel } from './css-images.ts';

/**
 * Whether a computed `clip-path` leaves nothing of a box of `width` × `height` px: `circle(0)`,
 * an ellipse with a zero radius, `inset()` meeting itself (`inset(50%)`), a polygon of no area,
 * an empty `rect()` or `xywh()`. What it cannot size (`calc()`, `url()`, `path()`) it does not
 * judge. Pure.
 */
export function clipsToNothing(value: string, width: number, height: number): boolean {
  const match = /^([a-z]+)\((.*)\)/is.exec(value.trim());
  if (!match) return false;
  const name = match[1]!.toLowerCase();
  const body = match[2]!.split(/\bat\b|\bround\b/)[0]!;
  const words = body.split(/[\s,]+/).filter(Boolean);
  /** A length: px, or % of `of`; undefined when it cannot be sized. */
  const px = (word: string | undefined, of: number): number | undefined => {
    const m = /^([+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?)(px|%)?$/i.exec(word ?? '');
    if (!m) return undefined;
    return m[2] === '%' ? (Number(m[1]) / 100) * of : Number(m[1]);
  };
  switch (name) {
    case 'circle':
      return px(words[0], Math.hypot(width, height) / Math.SQRT2) === 0;
    case 'ellipse':
      return px(words[0], width) === 0 || px(words[1], height) === 0;
    case 'inset': {
      const [t, r = t, b = t, l = r] = words;
      const sides = [px(t, height), px(r, width), px(b, height), px(l, width)];
      if (sides.some((s) => s === undefined)) return false;
      const [top, right, bottom, left] = sides as [number, number, number, number];
      return top + bottom >= height || left + right >= width;
    }
    case 'rect': {
      const [top, right, bottom, left] = [
        px(words[0], height),
        px(words[1], width),
        px(words[2], height),
        px(words[3], width),
      ];
      return (
        (top !== undefined && bottom !== undefined && top >= bottom) ||
        (left !== undefined && right !== undefined && left >= right)
      );
    }
    case 'xywh': {
      const [w, h] = [px(words[2], width), px(words[3], height)];
      return (w !== undefined && w <= 0) || (h !== undefined && h <= 0);
    }
    case 'polygon':
      return polygonArea(match[2]!, width, height, px) === 0;
    default:
      return false;
  }
}

function polygonArea(
  body: string,
  width: number,
  height: number,
  px: (word: string | undefined, of: number) => number | undefined,
): number | undefined {
  const points: [number, number][] = [];
  for (const pair of topLevel(body)) {
    const words = pair.split(/\s+/);
    if (words[0] === 'nonzero' || words[0] === 'evenodd') continue;
    const [x, y] = [px(words[0], width), px(words[1], height)];
    if (x === undefined || y === undefined) return undefined;
    points.push([x, y]);
  }
  let twice = 0;
  for (let i = 0; i < points.length; i++) {
    const [x1, y1] = points[i]!;
    const [x2, y2] = points[(i + 1) % points.length]!;
    twice += x1 * y2 - x2 * y1;
  }
  // Under a tenth of a pixel shows nothing readable.
  return Math.abs(twice / 2) < 0.1 ? 0 : Math.abs(twice / 2);
}
