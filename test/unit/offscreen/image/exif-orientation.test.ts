import { describe, expect, it } from 'vitest';
import { readOrientation } from '../../../../src/offscreen/image/exif-orientation.ts';
import {
  jpegWithOrientation,
  pngWithOrientation,
  webpWithOrientation,
} from '../../../support/exif.ts';
import { jpeg, png, webpLossy } from '../../api/helpers/images.ts';

describe('readOrientation', () => {
  it.each([1, 2, 3, 4, 5, 6, 7, 8])(
    'reads orientation %i from a JPEG, in either byte order',
    (o) => {
      expect(readOrientation(jpegWithOrientation(jpeg(800, 600), o))).toBe(o);
      expect(readOrientation(jpegWithOrientation(jpeg(800, 600), o, true))).toBe(o);
    },
  );

  it('reads it from a PNG eXIf chunk and a WebP EXIF chunk', () => {
    expect(readOrientation(pngWithOrientation(png(800, 600), 6))).toBe(6);
    // A WebP whose first chunk is as long as it says (10 bytes of VP8 frame header).
    const webp = webpLossy(800, 600).slice(0, 30);
    new DataView(webp.buffer).setUint32(16, 10, true);
    expect(readOrientation(webpWithOrientation(webp, 8))).toBe(8);
  });

  it('says nothing for files without one, or with a value out of range', () => {
    expect(readOrientation(jpeg(800, 600))).toBeUndefined();
    expect(readOrientation(png(800, 600))).toBeUndefined();
    expect(readOrientation(jpegWithOrientation(jpeg(800, 600), 9))).toBeUndefined();
    expect(readOrientation(new Uint8Array([0xff, 0xd8, 0xff, 0xe1, 0, 4]))).toBeUndefined();
  });
});
