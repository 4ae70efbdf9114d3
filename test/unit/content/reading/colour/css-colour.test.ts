import { describe, expect, it } from 'vitest';
import { parseColour, type Rgba } from '../../../../../src/content/reading/colour/css-colour.ts';

const near = (got: Rgba | undefined, want: Rgba): void => {
  expect(got, 'parsed').toBeDefined();
  for (const key of ['r', 'g', 'b'] as const) expect(got![key]).toBeCloseTo(want[key], 0);
  expect(got!.a).toBeCloseTo(want.a, 3);
};
const WHITE = { r: 255, g: 255, b: 255, a: 1 };

describe('parseColour', () => {
  it.each([
    // Every syntax's white: what a page may hide text in.
    ['white', WHITE],
    ['WHITE', WHITE],
    ['#fff', WHITE],
    ['#ffff', WHITE],
    ['#ffffff', WHITE],
    ['#FFFFFFFF', WHITE],
    ['rgb(255, 255, 255)', WHITE],
    ['rgb(255 255 255)', WHITE],
    ['rgb(100% 100% 100%)', WHITE],
    ['rgba(255,255,255,1)', WHITE],
    ['hsl(0, 0%, 100%)', WHITE],
    ['hsl(0 0 100)', WHITE],
    ['hsla(120deg 50% 100% / 1)', WHITE],
    ['hwb(0 100% 0%)', WHITE],
    ['lab(100 0 0)', WHITE],
    ['lab(100% 0 0)', WHITE],
    ['lch(100 0 0)', WHITE],
    ['oklab(1 0 0)', WHITE],
    ['oklab(100% 0 0)', WHITE],
    ['oklch(1 0 0)', WHITE],
    ['oklch(100% 0 none)', WHITE],
    ['color(srgb 1 1 1)', WHITE],
    ['color(srgb-linear 1 1 1)', WHITE],
    ['color(display-p3 1 1 1)', WHITE],
    ['color(a98-rgb 1 1 1)', WHITE],
    ['color(prophoto-rgb 1 1 1)', WHITE],
    ['color(rec2020 1 1 1)', WHITE],
    ['color(xyz-d65 0.9505 1 1.089)', WHITE],
    ['color(xyz 0.9505 1 1.089)', WHITE],
    ['color(xyz-d50 0.9642 1 0.8251)', WHITE],
  ])('reads %s as white', (value, want) => near(parseColour(value), want));

  it.each([
    ['yellow', { r: 255, g: 255, b: 0, a: 1 }],
    ['rebeccapurple', { r: 102, g: 51, b: 153, a: 1 }],
    ['#12345680', { r: 18, g: 52, b: 86, a: 128 / 255 }],
    ['#1238', { r: 17, g: 34, b: 51, a: 136 / 255 }],
    ['rgb(18, 52, 86)', { r: 18, g: 52, b: 86, a: 1 }],
    ['rgba(0, 0, 0, 0.5)', { r: 0, g: 0, b: 0, a: 0.5 }],
    ['rgb(0 0 0 / 25%)', { r: 0, g: 0, b: 0, a: 0.25 }],
    ['hsl(120 100% 25%)', { r: 0, g: 127.5, b: 0, a: 1 }],
    ['hsl(0.5turn 100% 50% / .5)', { r: 0, g: 255, b: 255, a: 0.5 }],
    ['hsl(3.14159rad 100% 50%)', { r: 0, g: 255, b: 255, a: 1 }],
    ['hwb(240 0% 0%)', { r: 0, g: 0, b: 255, a: 1 }],
    ['hwb(0 60% 60%)', { r: 127.5, g: 127.5, b: 127.5, a: 1 }],
    ['lab(0 0 0 / 0.5)', { r: 0, g: 0, b: 0, a: 0.5 }],
    ['lab(54.29 80.8 69.89)', { r: 255, g: 0, b: 0, a: 1 }],
    ['lch(54.29 106.84 40.85)', { r: 255, g: 0, b: 0, a: 1 }],
    ['oklab(0.628 0.225 0.126)', { r: 255, g: 0, b: 0, a: 1 }],
    ['oklch(0.628 0.2577 29.23)', { r: 255, g: 0, b: 0, a: 1 }],
    ['oklch(0.968 0.211 109.77)', { r: 255, g: 255, b: 0, a: 1 }],
    ['color(srgb 1 0 0 / 0.3)', { r: 255, g: 0, b: 0, a: 0.3 }],
    ['color(display-p3 0 0 0)', { r: 0, g: 0, b: 0, a: 1 }],
    ['transparent', { r: 0, g: 0, b: 0, a: 0 }],
  ])('reads %s', (value, want) => near(parseColour(value), want));

  it('clips colours outside sRGB into it', () => {
    near(parseColour('color(display-p3 0 1 0)'), { r: 0, g: 255, b: 0, a: 1 });
    near(parseColour('rgb(300 -5 0 / 2)'), { r: 255, g: 0, b: 0, a: 1 });
  });

  it.each([
    'currentcolor',
    'color-mix(in srgb, red, blue)',
    'rgb(from red r g b)',
    'nonsense',
    'rgb(1 2)',
    '#12',
    'color(unknown 1 1 1)',
  ])('does not guess %s', (value) => expect(parseColour(value)).toBeUndefined());
});
