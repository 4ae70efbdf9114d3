import { describe, expect, it } from 'vitest';
import { ImageFormatError, readImageDimensions } from '../images/image-dimensions.ts';
import { readProvenance } from '../images/image-provenance.ts';
import { bmp, heic, jpeg, png, webpVp8, webpVp8l, webpVp8x } from './helpers/images.ts';

describe('image header parsing', () => {
  it.each([
    ['png', png(1024, 768)],
    ['jpeg', jpeg(1024, 768)],
    ['webp VP8', webpVp8(1024, 768)],
    ['webp VP8L', webpVp8l(1024, 768)],
    ['webp VP8X', webpVp8x(1024, 768)],
    ['bmp', bmp(1024, 768)],
    ['heic (largest ispe)', heic(1024, 768)],
  ])('reads %s dimensions', (_name, bytes) => {
    expect(readImageDimensions(bytes)).toMatchObject({ width: 1024, height: 768 });
  });

  it('reads large VP8X and VP8L sizes', () => {
    expect(readImageDimensions(webpVp8x(6000, 4500))).toMatchObject({ width: 6000, height: 4500 });
    expect(readImageDimensions(webpVp8l(5000, 4000))).toMatchObject({ width: 5000, height: 4000 });
  });

  it('rejects unknown or truncated data', () => {
    expect(() => readImageDimensions(Buffer.from('GIF89a......'))).toThrow(ImageFormatError);
    expect(() => readImageDimensions(png(600, 600).subarray(0, 18))).toThrow(ImageFormatError);
    expect(() => readImageDimensions(jpeg(600, 600).subarray(0, 25))).toThrow(ImageFormatError);
  });

  it('reads c2pa provenance from PNG tEXt, iTXt and JPEG comments', () => {
    const meta = {
      issuedBy: 'Example CA',
      appOrDeviceUsed: 'Camera X',
      issuedTime: '2025-01-01T00:00:00Z',
      contentSummary: 'Edited',
    };
    expect(readProvenance(png(600, 600, { c2pa: meta }))).toEqual(meta);
    expect(readProvenance(png(600, 600, { c2paItxt: meta }))).toEqual(meta);
    expect(readProvenance(jpeg(600, 600, { comment: `c2pa:${JSON.stringify(meta)}` }))).toEqual(
      meta,
    );
    expect(readProvenance(png(600, 600))).toBeUndefined();
  });
});
