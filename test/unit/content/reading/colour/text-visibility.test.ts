import { describe, expect, it } from 'vitest';
import type { BlendMode } from '../../../../../src/content/reading/colour/compositing.ts';
import { parseColour, type Rgba } from '../../../../../src/content/reading/colour/css-colour.ts';
import { parseFilter } from '../../../../../src/content/reading/colour/css-filter.ts';
import { imageLayers } from '../../../../../src/content/reading/colour/css-images.ts';
import {
  textDistinguishable,
  type PaintLayer,
} from '../../../../../src/content/reading/colour/text-visibility.ts';

const c = (value: string): Rgba => parseColour(value)!;
const WHITE = c('white');

/** A box: its background colour and gradient, opacity, filter and blend mode, as CSS writes them. */
interface Box {
  background?: string;
  gradient?: string;
  picture?: boolean;
  opacity?: number;
  filter?: string;
  blend?: BlendMode;
}

const layer = ({
  background = 'transparent',
  gradient,
  picture,
  opacity,
  filter,
  blend,
}: Box): PaintLayer => {
  const base = c(background);
  const stops = gradient ? imageLayers(gradient) : [];
  const grouped = opacity !== undefined || filter !== undefined || blend !== undefined;
  return {
    background: picture
      ? undefined
      : stops.length > 0
        ? stops.flatMap((l) => (l === 'unknown' ? [] : l.stops))
        : [base],
    group: grouped
      ? {
          opacity: opacity ?? 1,
          filter: filter ? parseFilter(filter) : undefined,
          blend: blend ?? 'normal',
        }
      : undefined,
  };
};

const seen = (boxes: Box[], paints: string[], canvas: Rgba | 'unknown' = WHITE): boolean =>
  textDistinguishable(boxes.map(layer), canvas === 'unknown' ? undefined : canvas, paints.map(c));

describe('textDistinguishable', () => {
  it.each<[string, Box[], string[]]>([
    ['white on the white page', [{}], ['white']],
    ['white on a white box', [{ background: 'black' }, { background: 'white' }], ['white']],
    ['oklch white on white', [{}], ['oklch(1 0 0)']],
    [
      'white on a white gradient',
      [{ gradient: 'linear-gradient(white, rgb(254, 254, 254))' }],
      ['white'],
    ],
    ['white on half-transparent white', [{ background: 'rgba(255, 255, 255, 0.5)' }], ['white']],
    ['black at opacity .01', [{ opacity: 0.01 }], ['black']],
    ['black under filter: opacity(0)', [{ filter: 'opacity(0)' }], ['black']],
    ['black screened onto white', [{ blend: 'screen' }], ['black']],
    ['black lightened onto white', [{}, { blend: 'lighten' }], ['black']],
    ['white multiplied onto white', [{ blend: 'multiply' }], ['white']],
    ['white text with only a white shadow', [{}], ['rgba(0, 0, 0, 0)', 'white']],
    ['black turned white by invert(1)', [{ filter: 'invert(1)' }], ['black']],
    [
      'white in a white box over a picture',
      [{ picture: true }, { background: 'white' }],
      ['white'],
    ],
    [
      'a box drawn white by brightness',
      [{ background: 'rgb(10 10 10)', filter: 'brightness(100)' }, {}],
      ['grey'],
    ],
  ])('%s: not seen', (_, boxes, paints) => expect(seen(boxes, paints)).toBe(false));

  it.each<[string, Box[], string[]]>([
    ['dark on light', [{ background: '#fdf6e3' }], ['#333']],
    ['light on dark', [{ background: 'rgb(19, 32, 46)' }], ['white']],
    ['yellow on white', [{}], ['yellow']],
    ['white on a gradient to black', [{ gradient: 'linear-gradient(white, black)' }], ['white']],
    [
      'white on a quarter-transparent white over black',
      [{ background: 'black' }, { background: 'rgba(255, 255, 255, 0.25)' }],
      ['white'],
    ],
    ['black at opacity .5', [{ opacity: 0.5 }], ['black']],
    ['white with a black shadow', [{}], ['white', 'black']],
    ['black multiplied onto white', [{ blend: 'multiply' }], ['black']],
    ['white differenced onto white, which turns it black', [{ blend: 'difference' }], ['white']],
    ['white on a picture (not judged)', [{ picture: true }], ['white']],
    [
      'white half-seen over a picture (not judged)',
      [{ picture: true }, { background: 'rgba(255, 255, 255, 0.5)' }],
      ['white'],
    ],
    ['white where the canvas is not known (not judged)', [{}], ['white']],
  ])('%s: seen', (name, boxes, paints) =>
    expect(seen(boxes, paints, name.includes('canvas is not known') ? 'unknown' : WHITE)).toBe(
      true,
    ),
  );

  it('judges a gradient at its stops: hidden only when lost against every one', () => {
    const stops = (n: number) =>
      `linear-gradient(${Array.from({ length: n }, () => 'white').join(', ')})`;
    expect(seen([{ gradient: stops(8) }], ['white'])).toBe(false);
    // Too many ways to look (over 64 combinations): not judged.
    expect(seen([{ gradient: stops(9) }, { gradient: stops(9) }], ['white'])).toBe(true);
  });
});
