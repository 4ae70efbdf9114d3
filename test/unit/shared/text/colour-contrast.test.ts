import { describe, expect, it } from 'vitest';
import {
  composite,
  contrastRatio,
  parseRgb,
  sameColour,
} from '../../../../src/shared/text/colour-contrast.ts';

const rgb = (value: string) => {
  const colour = parseRgb(value);
  if (!colour) throw new Error(`not a colour: ${value}`);
  return colour;
};
const WHITE = rgb('rgb(255, 255, 255)');

describe('parseRgb', () => {
  it('reads the forms browsers compute, with or without alpha', () => {
    expect(parseRgb('rgb(18, 52, 86)')).toEqual({ r: 18, g: 52, b: 86, a: 1 });
    expect(parseRgb('rgba(0, 0, 0, 0.5)')).toEqual({ r: 0, g: 0, b: 0, a: 0.5 });
    expect(parseRgb('rgb(0 0 0 / 25%)')).toEqual({ r: 0, g: 0, b: 0, a: 0.25 });
  });

  it('does not judge colours it cannot read', () => {
    expect(parseRgb('oklch(0.7 0.1 200)')).toBeUndefined();
    expect(parseRgb('color(srgb 1 1 1)')).toBeUndefined();
    expect(parseRgb('transparent')).toBeUndefined();
  });
});

describe('sameColour', () => {
  it('finds white on white, near-white on white, and a page’s own colour on itself', () => {
    expect(sameColour(WHITE, WHITE)).toBe(true);
    expect(sameColour(rgb('rgb(250, 250, 250)'), WHITE)).toBe(true);
    const beige = rgb('rgb(243, 239, 230)');
    expect(sameColour(beige, beige)).toBe(true);
    // Dark on dark too.
    expect(sameColour(rgb('rgb(20, 32, 46)'), rgb('rgb(19, 32, 46)'))).toBe(true);
  });

  it('leaves readable text alone: faint grey, white on dark, dark on white', () => {
    expect(sameColour(rgb('rgb(204, 204, 204)'), WHITE)).toBe(false);
    expect(sameColour(WHITE, rgb('rgb(19, 32, 46)'))).toBe(false);
    expect(sameColour(rgb('rgb(34, 34, 34)'), WHITE)).toBe(false);
  });

  it('blends translucent text into its background first', () => {
    // Black at 3% on white is a ghost; black at 60% is grey, readable.
    expect(sameColour(rgb('rgba(0, 0, 0, 0.03)'), WHITE)).toBe(true);
    expect(sameColour(rgb('rgba(0, 0, 0, 0.6)'), WHITE)).toBe(false);
  });
});

describe('contrastRatio', () => {
  it('is 21 for black on white and 1 for a colour on itself, either way round', () => {
    const black = rgb('rgb(0, 0, 0)');
    expect(contrastRatio(black, WHITE)).toBeCloseTo(21, 5);
    expect(contrastRatio(WHITE, black)).toBeCloseTo(21, 5);
    expect(contrastRatio(WHITE, WHITE)).toBe(1);
    expect(composite(rgb('rgba(255, 0, 0, 0.5)'), WHITE)).toEqual({
      r: 255,
      g: 127.5,
      b: 127.5,
      a: 1,
    });
  });
});
