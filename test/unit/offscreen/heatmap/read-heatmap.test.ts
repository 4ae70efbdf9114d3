import { describe, expect, it } from 'vitest';
import { toBase64 } from '../../../../src/core/base64.ts';
import { readHeatmap, type HeatmapFound } from '../../../../src/offscreen/heatmap/read-heatmap.ts';

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];
const shape = { imageInfo: { shape: { width: 3, height: 2 } } };

function grid(found: ReturnType<typeof readHeatmap>) {
  expect(found.ok).toBe(true);
  const value = found.ok ? found.value : undefined;
  expect(value?.kind).toBe('grid');
  const g = (value as Extract<HeatmapFound, { kind: 'grid' }>).grid;
  return { width: g.width, height: g.height, values: [...g.values] };
}

describe('readHeatmap', () => {
  it('reads the fake service form: bytes in base64 with their own size', () => {
    const values = new Uint8Array([0, 10, 20, 30, 40, 255]);
    const payload = {
      summary: { ai: 0.2, human: 0.8 },
      heatmap: { width: 3, height: 2, encoding: 'u8-row-major-base64', values: toBase64(values) },
    };
    expect(grid(readHeatmap(payload))).toEqual({ width: 3, height: 2, values: [...values] });
  });

  it('reads rows of probabilities under any spelling of the field, scaled to 0-255', () => {
    const payload = {
      heatMap: [
        [0, 0.5, 1],
        [1, 0.5, 0],
      ],
    };
    expect(grid(readHeatmap(payload))).toEqual({
      width: 3,
      height: 2,
      values: [0, 128, 255, 255, 128, 0],
    });
    expect(grid(readHeatmap({ result: { heat_map: [[0, 1]] } })).values).toEqual([0, 255]);
  });

  it('reads a flat list with the image shape, and scales numbers above 255 by the largest', () => {
    expect(grid(readHeatmap({ ...shape, heatmap: [0, 1, 2, 3, 4, 5] })).values).toEqual([
      0, 1, 2, 3, 4, 5,
    ]);
    expect(grid(readHeatmap({ ...shape, heatmap: [0, 0, 0, 0, 500, 1000] })).values).toEqual([
      0, 0, 0, 0, 128, 255,
    ]);
  });

  it('reads base64 float32 values (numpy tobytes) when the size fits four bytes a pixel', () => {
    const floats = new Float32Array([0, 0.25, 0.5, 0.75, 1, 0]);
    const payload = { ...shape, heatmap: toBase64(new Uint8Array(floats.buffer)) };
    expect(grid(readHeatmap(payload)).values).toEqual([0, 64, 128, 191, 255, 0]);
  });

  it('takes a non-RLE `result` as the heatmap when nothing else is named so', () => {
    expect(grid(readHeatmap({ result: [[1, 0]] })).values).toEqual([255, 0]);
    expect(readHeatmap({ result: { starts: [0], lengths: [1] } })).toEqual({
      ok: true,
      value: { kind: 'absent' },
    });
  });

  it('hands pictures (data: URL or base64 PNG) and addresses to the caller to decode', () => {
    const png = new Uint8Array(PNG_HEAD);
    const fromDataUrl = readHeatmap({ heatmap: `data:image/png;base64,${toBase64(png)}` });
    expect(fromDataUrl.ok && fromDataUrl.value).toMatchObject({
      kind: 'picture',
      mime: 'image/png',
    });
    const fromBase64 = readHeatmap({ heatmapImage: toBase64(png) });
    expect(fromBase64.ok && fromBase64.value).toMatchObject({ kind: 'picture', mime: 'image/png' });
    const address = readHeatmap({ heatmap: { url: 'x', image: 'https://cdn.example/h.png' } });
    expect(address.ok && address.value).toEqual({
      kind: 'address',
      url: 'https://cdn.example/h.png',
    });
  });

  it('says absent when the answer has no heatmap', () => {
    expect(readHeatmap({ summary: { ai: 0, human: 1 } })).toEqual({
      ok: true,
      value: { kind: 'absent' },
    });
  });

  it('refuses what it cannot place, with the reason, instead of drawing a guess', () => {
    const cases: [unknown, RegExp][] = [
      [{ heatmap: [[0, 1], [1]] }, /not all the same length/],
      [{ heatmap: [0, 1, 2] }, /without a size/],
      [{ ...shape, heatmap: [0, 1, -2, 0, 0, 0] }, /value 2 is -2/],
      [{ ...shape, heatmap: [0, 1, 'x', 0, 0, 0] }, /value 2 is string/],
      [{ ...shape, heatmap: toBase64(new Uint8Array(7)) }, /7 bytes do not fit 3x2/],
      [{ heatmap: { colour: 'red' } }, /an object with colour/],
      [{ heatmap: true }, /a boolean/],
      [{ heatmap: [] }, /empty/],
      ['text', /not an object/],
    ];
    for (const [payload, reason] of cases) {
      const read = readHeatmap(payload);
      expect(read.ok).toBe(false);
      if (!read.ok) {
        expect(read.error.code).toBe('heatmap-format');
        expect(read.error.message).toMatch(reason);
      }
    }
  });

  it('refuses a grid beyond the largest image size rather than allocating it', () => {
    const read = readHeatmap({ heatmap: { width: 20000, height: 20000, values: [1] } });
    expect(read.ok).toBe(false);
  });
});
