import { describe, expect, it } from 'vitest';
import { pictureHeat } from '../../../../src/offscreen/heatmap/picture-heat.ts';

const rgba = (...pixels: [number, number, number, number][]): Uint8ClampedArray =>
  new Uint8ClampedArray(pixels.flat());

describe('pictureHeat', () => {
  it('reads a grey picture as brightness, scaled down by transparency', () => {
    const heat = pictureHeat(rgba([0, 0, 0, 255], [128, 128, 128, 255], [255, 255, 255, 128]));
    expect([...heat]).toEqual([0, 128, 128]);
  });

  it('reads a rainbow picture by hue: blue cold, green middle, red hot', () => {
    const heat = pictureHeat(
      rgba([0, 0, 255, 255], [0, 255, 0, 255], [255, 255, 0, 255], [255, 0, 0, 255]),
    );
    expect([...heat]).toEqual([0, 128, 191, 255]);
  });

  it('counts purples past blue as cold and magenta-reds as hot', () => {
    const heat = pictureHeat(rgba([128, 0, 255, 255], [255, 0, 40, 255]));
    expect([...heat]).toEqual([0, 255]);
  });
});
