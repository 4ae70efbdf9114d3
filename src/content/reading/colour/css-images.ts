import { parseColour, type Rgba } from './css-colour.ts';

/**
 * A computed `background-image` or `mask-image`, layer by layer: a gradient as the colours of
 * its stops (between them it only blends them), anything else (a picture, `image-set()`) as
 * unknown. Pure.
 */
export type ImageLayer = { stops: Rgba[] } | 'unknown';

/** Splits at the commas outside any parentheses. */
export function topLevel(value: string, separator = ','): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < value.length; i++) {
    const c = value[i];
    if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (depth === 0 && c === separator) {
      parts.push(value.slice(start, i).trim());
      start = i + 1;
    }
  }
  parts.push(value.slice(start).trim());
  return parts.filter((p) => p !== '');
}

const GRADIENT = /^(?:repeating-)?(?:linear|radial|conic)-gradient\((.*)\)$/is;

function gradientStops(body: string): Rgba[] | undefined {
  const stops: Rgba[] = [];
  for (const arg of topLevel(body)) {
    const first = topLevel(arg, ' ')[0] ?? '';
    const colour = parseColour(first);
    if (colour) stops.push(colour);
  }
  return stops.length > 0 ? stops : undefined;
}

/** The layers of an image list; `none` gives none. */
export function imageLayers(value: string): ImageLayer[] {
  const text = value.trim();
  if (text === '' || text === 'none') return [];
  return topLevel(text).map((layer) => {
    if (layer === 'none') return { stops: [] };
    const gradient = GRADIENT.exec(layer);
    const stops = gradient && gradientStops(gradient[1]!);
    return stops ? { stops } : 'unknown';
  });
}

/**
 * Whether a mask shows nothing: every layer a gradient whose every stop is transparent (an
 * alpha mask, the default for gradients). A picture's mask is not judged.
 */
export function maskHidesAll(value: string): boolean {
  const layers = imageLayers(value);
  return (
    layers.length > 0 &&
    layers.every((layer) => layer !== 'unknown' && layer.stops.every((stop) => stop.a < 0.01))
  );
}
