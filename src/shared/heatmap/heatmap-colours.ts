/**
 * Colours a heatmap: a 256-entry table from heat to RGBA word (see packRgba), then one lookup per
 * pixel. Cold is blue and nearly clear so the image shows through; hot is opaque red.
 */
import { packRgba, type Rgba } from '../mask/rle.ts';

/** Heat stops of the ramp, 0-255, with their colours. */
const STOPS: readonly [number, Rgba][] = [
  [0, { r: 40, g: 80, b: 255, a: 0 }],
  [64, { r: 0, g: 190, b: 255, a: 70 }],
  [128, { r: 60, g: 220, b: 90, a: 130 }],
  [192, { r: 255, g: 210, b: 0, a: 190 }],
  [255, { r: 235, g: 30, b: 20, a: 235 }],
];

const mix = (a: number, b: number, t: number): number => a + (b - a) * t;

/** The ramp's colour at `heat` (0-255), alpha scaled by `opacity` (0-1). */
export function heatColour(heat: number, opacity = 1): Rgba {
  let index = 1;
  while (index < STOPS.length - 1 && heat > (STOPS[index] as [number, Rgba])[0]) index++;
  const [from, low] = STOPS[index - 1] as [number, Rgba];
  const [to, high] = STOPS[index] as [number, Rgba];
  const t = Math.min(1, Math.max(0, (heat - from) / (to - from)));
  return {
    r: mix(low.r, high.r, t),
    g: mix(low.g, high.g, t),
    b: mix(low.b, high.b, t),
    a: mix(low.a, high.a, t) * opacity,
  };
}

/** RGBA words for every heat value 0-255. */
export function heatPalette(opacity = 1): Uint32Array {
  const palette = new Uint32Array(256);
  for (let heat = 0; heat < 256; heat++) palette[heat] = packRgba(heatColour(heat, opacity));
  return palette;
}

/** Paints heat values into RGBA words through a palette; `target` may be reused. */
export function paintHeat(
  values: Uint8Array,
  palette: Uint32Array,
  target = new Uint32Array(values.length),
): Uint32Array {
  for (let i = 0; i < values.length; i++) target[i] = palette[values[i] as number] as number;
  return target;
}

/** The ramp as a CSS gradient, for the legend beside a heatmap. */
export function heatGradientCss(): string {
  const stops = STOPS.map(
    ([heat, c]) => `rgb(${c.r} ${c.g} ${c.b}) ${Math.round((heat / 255) * 100)}%`,
  );
  return `linear-gradient(to right, ${stops.join(', ')})`;
}
