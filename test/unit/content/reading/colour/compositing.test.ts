import { describe, expect, it } from 'vitest';
import {
  blendOver,
  over,
  type BlendMode,
} from '../../../../../src/content/reading/colour/compositing.ts';
import { parseColour, type Rgba } from '../../../../../src/content/reading/colour/css-colour.ts';

const c = (value: string): Rgba => parseColour(value)!;
const near = (got: Rgba, want: Rgba): void => {
  for (const key of ['r', 'g', 'b', 'a'] as const) expect(got[key]).toBeCloseTo(want[key], 1);
};

describe('over', () => {
  it('mixes a translucent paint into what is below it', () => {
    near(over(c('rgba(255, 0, 0, 0.5)'), c('white')), { r: 255, g: 127.5, b: 127.5, a: 1 });
    near(over(c('rgba(0, 0, 0, 0.5)'), c('rgba(255, 255, 255, 0.5)')), {
      r: 85,
      g: 85,
      b: 85,
      a: 0.75,
    });
    near(over(c('transparent'), c('transparent')), { r: 0, g: 0, b: 0, a: 0 });
  });
});

describe('blendOver', () => {
  const table: [BlendMode, string, string, string][] = [
    ['normal', 'black', 'white', 'black'],
    ['multiply', 'white', 'white', 'white'],
    ['multiply', 'rgb(128 128 128)', 'white', 'rgb(128 128 128)'],
    ['screen', 'black', 'white', 'white'],
    ['screen', 'rgb(51 51 51)', 'rgb(0 0 0)', 'rgb(51 51 51)'],
    ['lighten', 'black', 'white', 'white'],
    ['darken', 'white', 'black', 'black'],
    ['difference', 'white', 'white', 'black'],
    ['exclusion', 'white', 'white', 'black'],
    ['overlay', 'black', 'white', 'white'],
    ['color-dodge', 'black', 'white', 'white'],
    ['color-burn', 'white', 'black', 'black'],
    ['hard-light', 'white', 'black', 'white'],
    ['soft-light', 'black', 'white', 'white'],
    ['plus-lighter', 'black', 'white', 'white'],
    ['luminosity', 'white', 'red', 'white'],
    ['color', 'blue', 'white', 'white'],
    ['hue', 'red', 'grey', 'grey'],
    ['saturation', 'red', 'grey', 'grey'],
  ];
  it.each(table)('%s: %s over %s is %s', (mode, source, backdrop, want) => {
    near(blendOver(c(source), c(backdrop), mode), c(want));
  });

  it('is plain source-over where nothing is behind', () => {
    near(blendOver(c('black'), c('transparent'), 'screen'), c('black'));
  });
});
