import { describe, expect, it } from 'vitest';
import {
  heatColour,
  heatGradientCss,
  heatPalette,
  paintHeat,
} from '../../../../src/shared/heatmap/heatmap-colours.ts';
import { packRgba } from '../../../../src/shared/mask/rle.ts';

describe('heat colours', () => {
  it('runs from clear blue to nearly opaque red, alpha never falling', () => {
    expect(heatColour(0)).toMatchObject({ b: 255, a: 0 });
    expect(heatColour(255)).toMatchObject({ r: 235, a: 235 });
    let previous = -1;
    for (let heat = 0; heat < 256; heat++) {
      const { a } = heatColour(heat);
      expect(a).toBeGreaterThanOrEqual(previous);
      previous = a;
    }
  });

  it('scales alpha by the opacity asked for', () => {
    expect(heatColour(255, 0.5).a).toBeCloseTo(117.5);
  });

  it('paints each value through the palette', () => {
    const palette = heatPalette();
    const words = paintHeat(new Uint8Array([0, 255, 128]), palette);
    expect([...words]).toEqual([
      packRgba(heatColour(0)),
      packRgba(heatColour(255)),
      packRgba(heatColour(128)),
    ]);
  });

  it('describes the same ramp as a CSS gradient for the legend', () => {
    expect(heatGradientCss()).toBe(
      'linear-gradient(to right, rgb(40 80 255) 0%, rgb(0 190 255) 25%, rgb(60 220 90) 50%, rgb(255 210 0) 75%, rgb(235 30 20) 100%)',
    );
  });
});
