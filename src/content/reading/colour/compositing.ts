import type { Rgba } from './css-colour.ts';

/**
 * How a browser puts one paint over another (Compositing and Blending Level 1): source-over,
 * with each `mix-blend-mode`. Colours are not premultiplied; channels 0–255. Pure.
 */
export const BLEND_MODES = [
  'normal',
  'multiply',
  'screen',
  'overlay',
  'darken',
  'lighten',
  'color-dodge',
  'color-burn',
  'hard-light',
  'soft-light',
  'difference',
  'exclusion',
  'hue',
  'saturation',
  'color',
  'luminosity',
  'plus-lighter',
] as const;
export type BlendMode = (typeof BLEND_MODES)[number];

export const isBlendMode = (value: string): value is BlendMode =>
  (BLEND_MODES as readonly string[]).includes(value);

type Rgb = [number, number, number];

/** `top` drawn over `bottom` (either may be translucent). */
export function over(top: Rgba, bottom: Rgba): Rgba {
  const a = top.a + bottom.a * (1 - top.a);
  if (a <= 0) return { r: 0, g: 0, b: 0, a: 0 };
  const mix = (t: number, b: number): number => (t * top.a + b * bottom.a * (1 - top.a)) / a;
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a };
}

function hardLight(b: number, s: number): number {
  return s <= 0.5 ? b * 2 * s : screen(b, 2 * s - 1);
}
function screen(b: number, s: number): number {
  return b + s - b * s;
}
function softLight(b: number, s: number): number {
  if (s <= 0.5) return b - (1 - 2 * s) * b * (1 - b);
  const d = b <= 0.25 ? ((16 * b - 12) * b + 4) * b : Math.sqrt(b);
  return b + (2 * s - 1) * (d - b);
}

const SEPARABLE: Partial<Record<BlendMode, (b: number, s: number) => number>> = {
  normal: (_, s) => s,
  multiply: (b, s) => b * s,
  screen,
  overlay: (b, s) => hardLight(s, b),
  darken: Math.min,
  lighten: Math.max,
  'color-dodge': (b, s) => (b === 0 ? 0 : s >= 1 ? 1 : Math.min(1, b / (1 - s))),
  'color-burn': (b, s) => (b >= 1 ? 1 : s <= 0 ? 0 : 1 - Math.min(1, (1 - b) / s)),
  'hard-light': hardLight,
  'soft-light': softLight,
  difference: (b, s) => Math.abs(b - s),
  exclusion: (b, s) => b + s - 2 * b * s,
  'plus-lighter': (b, s) => Math.min(1, b + s),
};

const lum = ([r, g, b]: Rgb): number => 0.3 * r + 0.59 * g + 0.11 * b;
function clipColour(c: Rgb): Rgb {
  const l = lum(c);
  const n = Math.min(...c);
  const x = Math.max(...c);
  return c.map((v) => {
    let out = v;
    if (n < 0) out = l + ((out - l) * l) / (l - n);
    if (x > 1) out = l + ((out - l) * (1 - l)) / (x - l);
    return out;
  }) as Rgb;
}
const setLum = (c: Rgb, l: number): Rgb => {
  const d = l - lum(c);
  return clipColour([c[0] + d, c[1] + d, c[2] + d]);
};
const sat = (c: Rgb): number => Math.max(...c) - Math.min(...c);
function setSat(c: Rgb, s: number): Rgb {
  const max = Math.max(...c);
  const min = Math.min(...c);
  return c.map((v) => (max === min ? 0 : ((v - min) * s) / (max - min))) as Rgb;
}

const NON_SEPARABLE: Partial<Record<BlendMode, (b: Rgb, s: Rgb) => Rgb>> = {
  hue: (b, s) => setLum(setSat(s, sat(b)), lum(b)),
  saturation: (b, s) => setLum(setSat(b, sat(s)), lum(b)),
  color: (b, s) => setLum(s, lum(b)),
  luminosity: (b, s) => setLum(b, lum(s)),
};

/** The colour `mode` makes of a source over a backdrop, both opaque (0–1 channels). */
function blend(mode: BlendMode, b: Rgb, s: Rgb): Rgb {
  const whole = NON_SEPARABLE[mode];
  if (whole) return whole(b, s);
  const each = SEPARABLE[mode] ?? SEPARABLE.normal!;
  return [each(b[0], s[0]), each(b[1], s[1]), each(b[2], s[2])];
}

/** `source` drawn over `backdrop` with a blend mode: where the backdrop is, the blend shows. */
export function blendOver(source: Rgba, backdrop: Rgba, mode: BlendMode): Rgba {
  if (mode === 'normal' || backdrop.a <= 0) return over(source, backdrop);
  const s: Rgb = [source.r / 255, source.g / 255, source.b / 255];
  const b: Rgb = [backdrop.r / 255, backdrop.g / 255, backdrop.b / 255];
  const mixed = blend(mode, b, s);
  // The source's colour becomes the blend where the backdrop is opaque (Compositing 1, §5.2).
  const at = (i: 0 | 1 | 2): number => ((1 - backdrop.a) * s[i] + backdrop.a * mixed[i]) * 255;
  return over({ r: at(0), g: at(1), b: at(2), a: source.a }, backdrop);
}
