import { describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES } from '../../../../src/api/validation/image.ts';
import {
  acceptedFormat,
  fitToLimits,
  WEB_SEARCH_LIMITS,
  type FitPlan,
  type ImageFacts,
} from '../../../../src/offscreen/image/fit-to-limits.ts';
import { bmp, gif, heic, icoWithPng, jpeg, png, webpLossy } from '../../api/helpers/images.ts';

const MB = 1024 * 1024;
const bytes = (text: string): Uint8Array => Uint8Array.from(text, (c) => c.charCodeAt(0));
const GIF = bytes('GIF89a\x00\x04\x00\x04');
const SVG = bytes('<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800">');
const ICO = Uint8Array.from([0, 0, 1, 0, 1, 0, 0, 0]);
/** An ftyp box: size, 'ftyp', major brand, minor version, compatible brands. */
function ftyp(major: string, ...compatible: string[]): Uint8Array {
  const size = 16 + 4 * compatible.length;
  return Uint8Array.from([0, 0, 0, size, ...bytes(`ftyp${major}\0\0\0\0${compatible.join('')}`)]);
}

function facts(head: Uint8Array, width: number, height: number, byteLength = 2 * MB): ImageFacts {
  return { head, width, height, byteLength };
}

function plan(input: ImageFacts): FitPlan {
  const result = fitToLimits(input);
  if (!result.ok) throw new Error(`expected a plan, got: ${result.error.message}`);
  return result.value;
}

describe('acceptedFormat', () => {
  it('recognises the formats the service takes from their bytes', () => {
    expect(acceptedFormat(png(1, 1))).toBe('png');
    expect(acceptedFormat(jpeg(1, 1))).toBe('jpeg');
    expect(acceptedFormat(webpLossy(1, 1))).toBe('webp');
    expect(acceptedFormat(bmp(1, 1))).toBe('bmp');
    expect(acceptedFormat(heic(1, 1))).toBe('heic');
  });

  it('refuses GIF, SVG, ICO and AVIF, whatever the declared type says', () => {
    expect(acceptedFormat(GIF, 'image/png')).toBeUndefined();
    expect(acceptedFormat(SVG)).toBeUndefined();
    expect(acceptedFormat(ICO)).toBeUndefined();
    expect(acceptedFormat(ftyp('avif', 'avif', 'mif1', 'miaf'))).toBeUndefined();
  });

  it('tells AVIF from HEIF when both use the generic mif1 brand', () => {
    expect(acceptedFormat(ftyp('mif1', 'mif1', 'avif'))).toBeUndefined();
    expect(acceptedFormat(ftyp('mif1', 'mif1', 'heic'))).toBe('heic');
  });

  it('trusts a declared HEIF type only when the bytes say nothing', () => {
    expect(acceptedFormat(bytes('unknown header'), 'image/HEIF')).toBe('heic');
    expect(acceptedFormat(bytes('unknown header'), 'image/png')).toBeUndefined();
  });
});

describe('fitToLimits', () => {
  it('sends an image within every limit as it is', () => {
    expect(plan(facts(jpeg(4000, 3000), 4000, 3000))).toEqual({
      action: 'send',
      format: 'jpeg',
      width: 4000,
      height: 3000,
    });
  });

  it('sends the largest allowed sizes, in either orientation, and the smallest', () => {
    expect(plan(facts(png(1, 1), 6000, 4500)).action).toBe('send');
    expect(plan(facts(png(1, 1), 4500, 6000)).action).toBe('send');
    expect(plan(facts(png(1, 1), 512, 512)).action).toBe('send');
  });

  it('refuses an image under 512 px on a side, saying its size, with no plan to send', () => {
    expect(fitToLimits(facts(png(1, 1), 511, 2000))).toEqual({
      ok: false,
      error: {
        kind: 'invalid-input',
        field: 'image',
        message: 'The image must be at least 512x512 px; this one is 511x2000 px.',
        words: { key: 'error_imageTooSmall', args: ['512', '511', '2000'] },
      },
    });
  });

  it('refuses a size it cannot read', () => {
    for (const [width, height] of [
      [0, 800],
      [800, Number.NaN],
      [800.5, 800],
    ] as const) {
      const result = fitToLimits(facts(png(1, 1), width, height));
      expect(result).toMatchObject({ ok: false, error: { kind: 'invalid-input' } });
    }
  });

  it('scales a landscape image over 6000 px wide down to the limit, keeping its shape', () => {
    expect(plan(facts(jpeg(1, 1), 8000, 6000))).toEqual({
      action: 'encode',
      format: 'jpeg',
      mime: 'image/jpeg',
      width: 6000,
      height: 4500,
      reasons: ['dimensions'],
    });
  });

  it('scales a portrait image against the portrait limit (4500 wide, 6000 high)', () => {
    const result = plan(facts(png(1, 1), 5000, 9000));
    expect(result).toMatchObject({ action: 'encode', width: 3333, height: 6000 });
  });

  it('limits the short side too: 6200x5600 fits 6000x4500 by its height', () => {
    const result = plan(facts(webpLossy(1, 1), 6200, 5600));
    expect(result).toMatchObject({ format: 'webp', width: 4982, height: 4500 });
  });

  it('lands exactly on the limit despite float rounding (7000x3000 to 6000 wide)', () => {
    expect(plan(facts(png(1, 1), 7000, 3000))).toMatchObject({ width: 6000, height: 2571 });
  });

  it('keeps the aspect ratio within a pixel when scaling', () => {
    for (const [width, height] of [
      [12_345, 6789],
      [6001, 4501],
      [9999, 1200],
      [4600, 6100],
    ] as const) {
      const result = plan(facts(png(1, 1), width, height));
      if (result.action !== 'encode') throw new Error('expected a re-encode');
      // Flooring each side loses under a pixel: w'h - h'w stays under the longer side.
      const skew = Math.abs(result.width * height - result.height * width);
      expect(skew).toBeLessThan(Math.max(width, height));
      expect(Math.max(result.width, result.height)).toBeLessThanOrEqual(6000);
      expect(Math.min(result.width, result.height)).toBeLessThanOrEqual(4500);
    }
  });

  it('scales a same-format image of 32,000,000 bytes or more to about 90% of the limit', () => {
    const result = plan(facts(png(1, 1), 4000, 4000, 64_000_000));
    // Pixel count scaled by 0.9 * 32 / 64 = 0.45, so each side by sqrt(0.45).
    expect(result).toMatchObject({ action: 'encode', format: 'png', reasons: ['bytes'] });
    expect(result.width).toBe(Math.floor(4000 * Math.sqrt(0.45)));
    expect(plan(facts(png(1, 1), 4000, 4000, IMAGE_MAX_BYTES)).action).toBe('encode');
    expect(plan(facts(png(1, 1), 4000, 4000, IMAGE_MAX_BYTES - 1)).action).toBe('send');
  });

  it('converts a big BMP to PNG at full size first, since the new size is unknown', () => {
    expect(plan(facts(bmp(1, 1), 5000, 4000, 60 * MB))).toEqual({
      action: 'encode',
      format: 'png',
      mime: 'image/png',
      width: 5000,
      height: 4000,
      reasons: ['bytes'],
    });
  });

  it('converts refused formats to PNG, scaling them too when needed', () => {
    expect(plan(facts(GIF, 800, 600))).toEqual({
      action: 'encode',
      format: 'png',
      mime: 'image/png',
      width: 800,
      height: 600,
      reasons: ['format'],
    });
    expect(plan(facts(SVG, 12_000, 9000))).toMatchObject({
      format: 'png',
      width: 6000,
      height: 4500,
      reasons: ['format', 'dimensions'],
    });
  });

  it('turns an oversized HEIC into JPEG, which a canvas can write', () => {
    expect(plan(facts(heic(1, 1), 8000, 6000))).toMatchObject({ format: 'jpeg', width: 6000 });
  });

  it('refuses a panorama that would fall under 512 px once scaled into the limits', () => {
    const result = fitToLimits(facts(jpeg(1, 1), 20_000, 1000));
    expect(result).toMatchObject({ ok: false, error: { kind: 'invalid-input', field: 'image' } });
    expect(!result.ok && result.error.message).toMatch(/20000x1000 px.*6000x300 px.*512 px/);
  });

  it('settles when the caller re-encodes to each plan and asks again', () => {
    // A fake encoder: PNG bytes proportional to pixels, as for a noisy photo (3 bytes a pixel).
    let current: ImageFacts = facts(bmp(1, 1), 9000, 7000, 9000 * 7000 * 3);
    const steps: FitPlan[] = [];
    for (let round = 0; round < 20; round++) {
      const next = plan(current);
      steps.push(next);
      if (next.action === 'send') break;
      const head = next.format === 'png' ? png(1, 1) : jpeg(1, 1);
      current = facts(head, next.width, next.height, next.width * next.height * 3);
    }
    const last = steps.at(-1);
    expect(last?.action).toBe('send');
    expect(steps.length).toBeLessThan(6);
    expect((last?.width ?? 0) * (last?.height ?? 0) * 3).toBeLessThan(IMAGE_MAX_BYTES);
  });
});

describe('fitToLimits and EXIF orientation', () => {
  it('re-encodes a photo shown turned, at the size it is shown, in its own format', () => {
    expect(plan({ ...facts(jpeg(1, 1), 3024, 4032), orientation: 6 })).toEqual({
      action: 'encode',
      format: 'jpeg',
      mime: 'image/jpeg',
      width: 3024,
      height: 4032,
      reasons: ['orientation'],
    });
  });

  it('sends an upright photo as it is', () => {
    expect(plan({ ...facts(jpeg(1, 1), 4032, 3024), orientation: 1 }).action).toBe('send');
  });
});

describe('fitToLimits for the web search (its own limits)', () => {
  const web = (input: ImageFacts): FitPlan<string> => {
    const result = fitToLimits(input, WEB_SEARCH_LIMITS);
    if (!result.ok) throw new Error(`expected a plan, got: ${result.error.message}`);
    return result.value;
  };

  it('sends GIF and ICO as they are, which the AI check would convert', () => {
    expect(web(facts(gif(320, 240), 320, 240))).toEqual({
      action: 'send',
      format: 'gif',
      width: 320,
      height: 240,
    });
    expect(web(facts(icoWithPng(64, 64), 64, 64))).toMatchObject({ action: 'send', format: 'ico' });
    expect(plan(facts(gif(600, 600), 600, 600))).toMatchObject({ action: 'encode', format: 'png' });
  });

  it('has no minimum side: a 100 px thumbnail goes as it is', () => {
    expect(web(facts(jpeg(100, 80), 100, 80))).toMatchObject({ action: 'send', format: 'jpeg' });
    expect(fitToLimits(facts(jpeg(100, 80), 100, 80)).ok).toBe(false);
  });

  it('takes a 40 MP photo as it is, which the AI check scales down', () => {
    expect(web(facts(jpeg(1, 1), 7300, 5480))).toMatchObject({ action: 'send' });
    expect(plan(facts(jpeg(1, 1), 7300, 5480))).toMatchObject({ action: 'encode' });
  });

  it('scales past 75 megapixels to at most 75, keeping the format', () => {
    const result = web(facts(png(1, 1), 12_000, 8_000));
    expect(result).toMatchObject({ action: 'encode', format: 'png', reasons: ['dimensions'] });
    if (result.action !== 'encode') return;
    expect(result.width * result.height).toBeLessThanOrEqual(75_000_000);
    expect(result.width / result.height).toBeCloseTo(1.5, 2);
  });

  it('scales a file of 20 MB or more under 20 MB, which the AI check would send', () => {
    const result = web(facts(jpeg(1, 1), 6000, 4000, 24_000_000));
    expect(result).toMatchObject({ action: 'encode', format: 'jpeg', reasons: ['bytes'] });
    if (result.action !== 'encode') return;
    expect(result.width * result.height * (24_000_000 / (6000 * 4000))).toBeLessThan(20_000_000);
    expect(plan(facts(jpeg(1, 1), 6000, 4000, 24_000_000))).toMatchObject({ action: 'send' });
  });

  it('converts what it does not take (HEIC, AVIF) and ignores EXIF orientation', () => {
    expect(web(facts(heic(1, 1), 4000, 3000))).toMatchObject({
      action: 'encode',
      format: 'png',
      reasons: ['format'],
    });
    expect(web(facts(ftyp('avif', 'avif', 'mif1'), 800, 600))).toMatchObject({ action: 'encode' });
    expect(web({ ...facts(jpeg(1, 1), 800, 600), orientation: 6 })).toMatchObject({
      action: 'send',
    });
  });
});
