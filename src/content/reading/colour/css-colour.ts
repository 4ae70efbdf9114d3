import { labToSrgb, oklabToSrgb, polar, PREDEFINED, type Triple } from './colour-spaces.ts';
import { namedColour } from './named-colours.ts';

/** A colour in sRGB: channels 0–255 (clipped into the gamut), alpha 0 (transparent) to 1. */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

export const TRANSPARENT: Rgba = { r: 0, g: 0, b: 0, a: 0 };

/** One component as written: a number, with its unit (`%`, an angle's) or `none`. */
interface Component {
  value: number;
  unit: string;
}

const COMPONENT = /^([+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?)(%|deg|rad|grad|turn)?$/i;
const FUNCTION = /^([a-z-]+)\((.*)\)$/is;
const HEX = /^#([\da-f]{3,4}|[\da-f]{6}|[\da-f]{8})$/i;

function component(token: string): Component | undefined {
  if (token.toLowerCase() === 'none') return { value: 0, unit: '' };
  const match = COMPONENT.exec(token);
  return match ? { value: Number(match[1]), unit: (match[2] ?? '').toLowerCase() } : undefined;
}

/** A number, or a percentage of `full` (CSS Color 4's reference ranges). */
const scaled = (c: Component, full: number): number =>
  c.unit === '%' ? (c.value / 100) * full : c.value;

/** An angle in degrees. */
function degrees(c: Component): number {
  switch (c.unit) {
    case 'rad':
      return (c.value * 180) / Math.PI;
    case 'grad':
      return c.value * 0.9;
    case 'turn':
      return c.value * 360;
    default:
      return c.value;
  }
}

const clip = (x: number): number => Math.min(1, Math.max(0, Number.isFinite(x) ? x : 0));

const rgba = ([r, g, b]: Triple, a: number): Rgba => ({
  r: clip(r) * 255,
  g: clip(g) * 255,
  b: clip(b) * 255,
  a: clip(a),
});

/** HSL to sRGB (0–1): CSS Color 4's `hslToRgb`. */
function hslToSrgb(hue: number, sat: number, light: number): Triple {
  const h = ((hue % 360) + 360) % 360;
  const f = (n: number): number => {
    const k = (n + h / 30) % 12;
    const a = sat * Math.min(light, 1 - light);
    return light - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
  };
  return [f(0), f(8), f(4)];
}

function hwbToSrgb(hue: number, white: number, black: number): Triple {
  if (white + black >= 1) {
    const grey = white / (white + black);
    return [grey, grey, grey];
  }
  return hslToSrgb(hue, 1, 0.5).map((c) => c * (1 - white - black) + white) as Triple;
}

/** The components of a function's arguments, and its alpha (after `/`, or a fourth legacy one). */
function argumentsOf(body: string): { parts: Component[]; alpha: number } | undefined {
  const [main = '', slash, ...rest] = body.split('/');
  if (rest.length > 0) return undefined;
  const tokens = main.split(/[\s,]+/).filter(Boolean);
  let alphaToken = slash?.trim();
  if (alphaToken === undefined && tokens.length === 4) alphaToken = tokens.pop();
  const parts = tokens.map(component);
  if (parts.some((p) => p === undefined)) return undefined;
  const alpha = alphaToken === undefined ? { value: 1, unit: '' } : component(alphaToken);
  if (!alpha) return undefined;
  return { parts: parts as Component[], alpha: scaled(alpha, 1) };
}

/** A colour function's value (`rgb()`, `hsl()`, `oklch()`, `color()`…). */
function functionColour(name: string, body: string): Rgba | undefined {
  if (name === 'color') {
    const [space = '', ...others] = body.trim().split(/\s+/);
    const convert = PREDEFINED[space.toLowerCase()];
    const args = convert && argumentsOf(others.join(' '));
    if (!convert || !args || args.parts.length !== 3) return undefined;
    const [x, y, z] = args.parts.map((p) => scaled(p, 1)) as Triple;
    return rgba(convert([x, y, z]), args.alpha);
  }
  const args = argumentsOf(body);
  if (!args || args.parts.length !== 3) return undefined;
  const [p0, p1, p2] = args.parts as [Component, Component, Component];
  switch (name) {
    case 'rgb':
    case 'rgba':
      return rgba(
        [scaled(p0, 255) / 255, scaled(p1, 255) / 255, scaled(p2, 255) / 255],
        args.alpha,
      );
    case 'hsl':
    case 'hsla':
      return rgba(hslToSrgb(degrees(p0), scaled(p1, 100) / 100, scaled(p2, 100) / 100), args.alpha);
    case 'hwb':
      return rgba(hwbToSrgb(degrees(p0), scaled(p1, 100) / 100, scaled(p2, 100) / 100), args.alpha);
    case 'lab':
      return rgba(labToSrgb([scaled(p0, 100), scaled(p1, 125), scaled(p2, 125)]), args.alpha);
    case 'lch':
      return rgba(labToSrgb(polar([scaled(p0, 100), scaled(p1, 150), degrees(p2)])), args.alpha);
    case 'oklab':
      return rgba(oklabToSrgb([scaled(p0, 1), scaled(p1, 0.4), scaled(p2, 0.4)]), args.alpha);
    case 'oklch':
      return rgba(oklabToSrgb(polar([scaled(p0, 1), scaled(p1, 0.4), degrees(p2)])), args.alpha);
    default:
      return undefined;
  }
}

function hexColour(digits: string): Rgba {
  const full = digits.length <= 4 ? [...digits].map((d) => d + d).join('') : digits;
  const byte = (i: number): number => parseInt(full.slice(i * 2, i * 2 + 2), 16);
  return { r: byte(0), g: byte(1), b: byte(2), a: full.length === 8 ? byte(3) / 255 : 1 };
}

/**
 * A CSS colour in any of its syntaxes: named, hex, `rgb()`/`rgba()`, `hsl()`/`hsla()`, `hwb()`,
 * `lab()`, `lch()`, `oklab()`, `oklch()` and `color()` in each predefined space, with alpha;
 * colours outside sRGB are clipped into it (near enough to judge what a reader sees). Undefined
 * for what it cannot know (`currentcolor`, `color-mix()`, relative colours, system colours).
 */
export function parseColour(value: string): Rgba | undefined {
  const text = value.trim();
  if (text.toLowerCase() === 'transparent') return TRANSPARENT;
  const hex = HEX.exec(text);
  if (hex) return hexColour(hex[1]!);
  const fn = FUNCTION.exec(text);
  if (fn) return functionColour(fn[1]!.toLowerCase(), fn[2]!);
  const named = namedColour(text);
  return named === undefined
    ? undefined
    : { r: (named >> 16) & 255, g: (named >> 8) & 255, b: named & 255, a: 1 };
}
