import type { Rgba } from './css-colour.ts';

/**
 * A computed CSS `filter` as what it does to a colour: its opacity, its colour functions in
 * order, and how far it blurs. Pure.
 */
export interface ColourFilter {
  /** What the colour functions make of one colour (opacity() included). */
  apply(colour: Rgba): Rgba;
  /** Blur radii added up, in px. */
  blurPx: number;
}

type Row = [number, number, number];
type Matrix = [Row, Row, Row];

const clamp = (x: number): number => Math.min(1, Math.max(0, x));

/** A filter function's amount: a number or a percentage. */
function amount(arg: string): number | undefined {
  const match = /^([+-]?(?:\d+\.?\d*|\.\d+))(%)?$/.exec(arg.trim());
  if (!match) return arg.trim() === '' ? 1 : undefined;
  return Number(match[1]) / (match[2] ? 100 : 1);
}

function angle(arg: string): number | undefined {
  const match = /^([+-]?(?:\d+\.?\d*|\.\d+))(deg|rad|grad|turn)?$/.exec(arg.trim());
  if (!match) return arg.trim() === '' ? 0 : undefined;
  const value = Number(match[1]);
  const unit = match[2] ?? 'deg';
  return unit === 'rad'
    ? value
    : ((unit === 'grad' ? value * 0.9 : unit === 'turn' ? value * 360 : value) * Math.PI) / 180;
}

const matrixOp =
  (m: Matrix) =>
  (c: Row): Row =>
    m.map((row) => clamp(row[0] * c[0] + row[1] * c[1] + row[2] * c[2])) as Row;

/** Filter Effects 1's matrices for the shorthand functions. */
function colourOp(name: string, arg: string): ((c: Row) => Row) | undefined {
  if (name === 'hue-rotate') {
    const theta = angle(arg);
    if (theta === undefined) return undefined;
    const [cos, sin] = [Math.cos(theta), Math.sin(theta)];
    return matrixOp([
      [
        0.213 + cos * 0.787 - sin * 0.213,
        0.715 - cos * 0.715 - sin * 0.715,
        0.072 - cos * 0.072 + sin * 0.928,
      ],
      [
        0.213 - cos * 0.213 + sin * 0.143,
        0.715 + cos * 0.285 + sin * 0.14,
        0.072 - cos * 0.072 - sin * 0.283,
      ],
      [
        0.213 - cos * 0.213 - sin * 0.787,
        0.715 - cos * 0.715 + sin * 0.715,
        0.072 + cos * 0.928 + sin * 0.072,
      ],
    ]);
  }
  const a = amount(arg);
  if (a === undefined) return undefined;
  const u = 1 - clamp(a);
  switch (name) {
    case 'brightness':
      return (c) => c.map((v) => clamp(v * a)) as Row;
    case 'contrast':
      return (c) => c.map((v) => clamp((v - 0.5) * a + 0.5)) as Row;
    case 'invert':
      return (c) => c.map((v) => clamp(v + (1 - 2 * v) * clamp(a))) as Row;
    case 'grayscale':
      return matrixOp([
        [0.2126 + 0.7874 * u, 0.7152 - 0.7152 * u, 0.0722 - 0.0722 * u],
        [0.2126 - 0.2126 * u, 0.7152 + 0.2848 * u, 0.0722 - 0.0722 * u],
        [0.2126 - 0.2126 * u, 0.7152 - 0.7152 * u, 0.0722 + 0.9278 * u],
      ]);
    case 'sepia':
      return matrixOp([
        [0.393 + 0.607 * u, 0.769 - 0.769 * u, 0.189 - 0.189 * u],
        [0.349 - 0.349 * u, 0.686 + 0.314 * u, 0.168 - 0.168 * u],
        [0.272 - 0.272 * u, 0.534 - 0.534 * u, 0.131 + 0.869 * u],
      ]);
    case 'saturate':
      return matrixOp([
        [0.213 + 0.787 * a, 0.715 - 0.715 * a, 0.072 - 0.072 * a],
        [0.213 - 0.213 * a, 0.715 + 0.285 * a, 0.072 - 0.072 * a],
        [0.213 - 0.213 * a, 0.715 - 0.715 * a, 0.072 + 0.928 * a],
      ]);
    default:
      return undefined;
  }
}

const FUNCTIONS = /([a-z-]+)\(([^()]*)\)/gi;

/**
 * A computed `filter`; `none` is no filter. Undefined when it paints what a colour cannot say
 * (`drop-shadow()` adds a shadow, `url()` an SVG filter): not judged then.
 */
export function parseFilter(value: string): ColourFilter | undefined {
  const text = value.trim();
  if (text === '' || text === 'none') return { apply: (c) => c, blurPx: 0 };
  const ops: ((c: Row) => Row)[] = [];
  let opacity = 1;
  let blurPx = 0;
  let rest = text;
  for (const match of text.matchAll(FUNCTIONS)) {
    rest = rest.replace(match[0], '');
    const name = match[1]!.toLowerCase();
    const arg = match[2]!;
    if (name === 'opacity') {
      const a = amount(arg);
      if (a === undefined) return undefined;
      opacity *= clamp(a);
    } else if (name === 'blur') {
      const px = /^([\d.]+)px$/.exec(arg.trim());
      blurPx += px ? Number(px[1]) : 0;
    } else {
      const op = colourOp(name, arg);
      if (!op) return undefined;
      ops.push(op);
    }
  }
  if (rest.trim() !== '') return undefined;
  return {
    blurPx,
    apply: (colour) => {
      let c: Row = [colour.r / 255, colour.g / 255, colour.b / 255];
      for (const op of ops) c = op(c);
      return { r: c[0] * 255, g: c[1] * 255, b: c[2] * 255, a: colour.a * opacity };
    },
  };
}
