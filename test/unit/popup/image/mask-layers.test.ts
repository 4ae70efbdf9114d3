import { describe, expect, it } from 'vitest';
import {
  composeLayers,
  cssColour,
  previewMask,
  previewSize,
} from '../../../../src/popup/image/mask-layers.ts';
import { packRgba } from '../../../../src/shared/mask/rle.ts';

describe('previewSize', () => {
  it('shrinks the long side to the preview limit, keeping the shape', () => {
    expect(previewSize({ width: 6000, height: 4500 })).toEqual({ width: 760, height: 570 });
    expect(previewSize({ width: 4500, height: 6000 })).toEqual({ width: 570, height: 760 });
  });

  it('never enlarges a small image', () => {
    expect(previewSize({ width: 600, height: 512 })).toEqual({ width: 600, height: 512 });
  });

  it('keeps at least one pixel on a very thin image', () => {
    expect(previewSize({ width: 100_000, height: 10 })).toEqual({ width: 760, height: 1 });
  });
});

describe('previewMask', () => {
  it('decodes, scales down and reports the share at full size', () => {
    // 4x4, left half AI; previewed at 2x2.
    const runs = { starts: [0, 4, 8, 12], lengths: [2, 2, 2, 2] };
    const result = previewMask(runs, { width: 4, height: 4 }, { width: 2, height: 2 });
    expect(result).toEqual({
      ok: true,
      value: { mask: Uint8Array.from([1, 0, 1, 0]), share: 0.5 },
    });
  });

  it('passes on a malformed mask as an error', () => {
    const runs = { starts: [3, 1], lengths: [1, 1] };
    const result = previewMask(runs, { width: 4, height: 1 }, { width: 4, height: 1 });
    expect(result).toMatchObject({ ok: false, error: { kind: 'service', code: 'mask-unsorted' } });
  });

  it('says so when there is no mask at all', () => {
    const result = previewMask(undefined, { width: 4, height: 1 }, { width: 4, height: 1 });
    expect(result).toMatchObject({ ok: false, error: { kind: 'service' } });
  });
});

describe('composeLayers', () => {
  const red = { r: 255, g: 0, b: 0, a: 255 };
  const blue = { r: 0, g: 0, b: 255, a: 255 };

  it('paints each layer in its colour, later layers on top, the rest transparent', () => {
    const words = composeLayers(
      [
        { mask: Uint8Array.from([1, 1, 0, 0]), colour: red },
        { mask: Uint8Array.from([0, 1, 1, 0]), colour: blue },
      ],
      { width: 2, height: 2 },
    );
    expect(Array.from(words)).toEqual([packRgba(red), packRgba(blue), packRgba(blue), 0]);
  });

  it('is fully transparent without layers', () => {
    expect(Array.from(composeLayers([], { width: 2, height: 1 }))).toEqual([0, 0]);
  });

  it('names colours for CSS', () => {
    expect(cssColour(blue)).toBe('rgb(0 0 255)');
  });
});
