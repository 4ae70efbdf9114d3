import { describe, expect, it } from 'vitest';
import {
  chromaDistance,
  contrastRatio,
  indistinguishable,
} from '../../../../../src/content/reading/colour/colour-difference.ts';
import { parseColour, type Rgba } from '../../../../../src/content/reading/colour/css-colour.ts';

const c = (value: string): Rgba => parseColour(value)!;

describe('indistinguishable', () => {
  it.each([
    ['white', 'white'],
    ['#fafafa', 'white'],
    ['#fff5f5', 'white'],
    ['oklch(0.99 0.005 90)', 'white'],
    ['#f3efe6', '#f3efe6'],
    ['rgb(20, 32, 46)', 'rgb(19, 32, 46)'],
    ['#0a0a0a', 'black'],
  ])('cannot tell %s from %s', (text, behind) => {
    expect(indistinguishable(c(text), c(behind))).toBe(true);
  });

  it.each([
    // Hue tells these apart though their lightness hardly differs (issue 44: yellow on white).
    ['yellow', 'white'],
    ['#ffffcc', 'white'],
    ['cyan', 'white'],
    ['blue', 'navy'],
    // Lightness does.
    ['#ccc', 'white'],
    ['white', 'rgb(19, 32, 46)'],
    ['#222', 'white'],
    ['#777', '#555'],
  ])('tells %s from %s', (text, behind) => {
    expect(indistinguishable(c(text), c(behind))).toBe(false);
  });

  it('measures lightness by WCAG contrast and hue by OKLab distance', () => {
    expect(contrastRatio(c('black'), c('white'))).toBeCloseTo(21, 5);
    expect(contrastRatio(c('white'), c('black'))).toBeCloseTo(21, 5);
    expect(contrastRatio(c('yellow'), c('white'))).toBeCloseTo(1.07, 2);
    expect(chromaDistance(c('grey'), c('white'))).toBeCloseTo(0, 5);
    expect(chromaDistance(c('yellow'), c('white'))).toBeCloseTo(0.21, 2);
  });
});
