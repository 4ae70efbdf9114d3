import { describe, expect, it } from 'vitest';
import { parseColour, type Rgba } from '../../../../../src/content/reading/colour/css-colour.ts';
import { parseFilter } from '../../../../../src/content/reading/colour/css-filter.ts';

const c = (value: string): Rgba => parseColour(value)!;
const near = (got: Rgba | undefined, want: Rgba): void => {
  expect(got).toBeDefined();
  for (const key of ['r', 'g', 'b', 'a'] as const) expect(got![key]).toBeCloseTo(want[key], 0);
};

describe('parseFilter', () => {
  it.each([
    ['none', 'rgb(10 20 30)', 'rgb(10 20 30)'],
    ['opacity(0)', 'black', 'rgb(0 0 0 / 0)'],
    ['opacity(50%)', 'black', 'rgb(0 0 0 / 0.5)'],
    ['opacity(0.5) opacity(0.5)', 'black', 'rgb(0 0 0 / 0.25)'],
    ['brightness(0)', 'white', 'black'],
    ['brightness(2)', 'rgb(100 100 100)', 'rgb(200 200 200)'],
    ['contrast(0)', 'black', 'rgb(127.5 127.5 127.5)'],
    ['invert(1)', 'black', 'white'],
    ['invert(100%)', 'white', 'black'],
    ['grayscale(1)', 'rgb(255 0 0)', 'rgb(54.2 54.2 54.2)'],
    ['sepia(0)', 'rgb(255 0 0)', 'rgb(255 0 0)'],
    ['saturate(1)', 'rgb(255 0 0)', 'rgb(255 0 0)'],
    ['hue-rotate(0deg)', 'rgb(10 200 30)', 'rgb(10 200 30)'],
    ['hue-rotate(360deg)', 'rgb(10 200 30)', 'rgb(10 200 30)'],
    ['blur(4px) brightness(0)', 'white', 'black'],
  ])('%s makes %s %s', (filter, colour, want) => {
    near(parseFilter(filter)?.apply(c(colour)), c(want));
  });

  it('adds up blur radii', () => {
    expect(parseFilter('blur(4px) blur(6px)')?.blurPx).toBe(10);
  });

  it.each(['url(#f)', 'drop-shadow(rgb(0, 0, 0) 2px 2px 0px)', 'wobble(2)'])(
    'does not judge %s',
    (filter) => expect(parseFilter(filter)).toBeUndefined(),
  );
});
