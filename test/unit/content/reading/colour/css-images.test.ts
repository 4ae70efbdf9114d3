import { describe, expect, it } from 'vitest';
import { imageLayers, maskHidesAll } from '../../../../../src/content/reading/colour/css-images.ts';

describe('imageLayers', () => {
  it('reads each gradient as its stops, and pictures as unknown', () => {
    expect(imageLayers('none')).toEqual([]);
    expect(
      imageLayers(
        'linear-gradient(to right, rgb(255, 255, 255) 0%, rgba(255, 255, 255, 0.5) 50%), url("a.png")',
      ),
    ).toEqual([
      {
        stops: [
          { r: 255, g: 255, b: 255, a: 1 },
          { r: 255, g: 255, b: 255, a: 0.5 },
        ],
      },
      'unknown',
    ]);
    expect(
      imageLayers('radial-gradient(circle at 50% 50%, oklch(1 0 0), white 40%, 60%, #fff)'),
    ).toHaveLength(1);
    expect(imageLayers('repeating-conic-gradient(from 45deg, red, blue 10%)')).toEqual([
      {
        stops: [
          { r: 255, g: 0, b: 0, a: 1 },
          { r: 0, g: 0, b: 255, a: 1 },
        ],
      },
    ]);
    expect(imageLayers('image-set(url("a.png") 1x)')).toEqual(['unknown']);
  });
});

describe('maskHidesAll', () => {
  it.each([
    ['linear-gradient(transparent, transparent)', true],
    ['linear-gradient(rgba(0, 0, 0, 0) 0%, rgba(0, 0, 0, 0) 100%)', true],
    [
      'linear-gradient(transparent, transparent), radial-gradient(rgb(0 0 0 / 0), transparent)',
      true,
    ],
    ['linear-gradient(black, transparent)', false],
    ['linear-gradient(transparent, transparent), url("m.svg")', false],
    ['url("m.svg")', false],
    ['none', false],
  ])('%s hides all: %s', (mask, hides) => expect(maskHidesAll(mask)).toBe(hides));
});
