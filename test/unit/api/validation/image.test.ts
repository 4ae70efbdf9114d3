import { describe, expect, it } from 'vitest';
import { textMatching } from '../helpers/matchers.ts';
import { checkImage, sniffImage } from '../../../../src/api/index.ts';
import { bmp, heic, jpeg, png, webpExtended, webpLossless, webpLossy } from '../helpers/images.ts';

describe('sniffImage', () => {
  it.each([
    ['png', png(1024, 768)],
    ['jpeg', jpeg(1024, 768)],
    ['webp', webpLossy(1024, 768)],
    ['webp', webpLossless(1024, 768)],
    ['webp', webpExtended(1024, 768)],
    ['bmp', bmp(1024, 768)],
    ['heic', heic(1024, 768)],
  ])('reads %s type and size from the header', (format, bytes) => {
    expect(sniffImage(bytes)).toEqual({ format, width: 1024, height: 768 });
  });

  it('does not recognise other files', () => {
    expect(sniffImage(new TextEncoder().encode('GIF89a……………………………………'))).toBeUndefined();
    expect(sniffImage(new Uint8Array(0))).toBeUndefined();
  });
});

describe('sniffImage and AVIF', () => {
  it('does not take an AVIF file with the generic mif1 brand for HEIC', () => {
    // ftyp box of 24 bytes: major brand mif1, minor version 0, compatible mif1 and avif.
    const avif = Uint8Array.from([0, 0, 0, 24, ...Buffer.from('ftypmif1\0\0\0\0mif1avif')]);
    expect(sniffImage(avif)).toBeUndefined();
    expect(checkImage({ bytes: avif, filename: 'photo.heic' })).toMatchObject({
      ok: false,
      error: {
        kind: 'invalid-input',
        message: 'The file is not a PNG, JPEG, WebP, BMP or HEIC image.',
      },
    });
  });
});

describe('checkImage', () => {
  const ok = { bytes: png(1024, 1024), filename: 'photo.png' };

  it('accepts a valid image and reports its type', () => {
    const result = checkImage(ok);
    expect(result).toMatchObject({
      ok: true,
      value: { format: 'png', mime: 'image/png', width: 1024 },
    });
  });

  it('refuses an image smaller than 512x512 and says how big it is', () => {
    const result = checkImage({ bytes: jpeg(511, 800), filename: 'a.jpg' });
    expect(result).toEqual({
      ok: false,
      error: {
        kind: 'invalid-input',
        field: 'image',
        message: 'The image must be at least 512x512 px; this one is 511x800 px.',
        words: { key: 'error_imageTooSmall', args: ['512', '511', '800'] },
      },
    });
  });

  it('refuses an image larger than 6000x4500 in either orientation', () => {
    expect(checkImage({ bytes: png(6001, 1000), filename: 'a.png' }).ok).toBe(false);
    expect(checkImage({ bytes: png(4501, 4501), filename: 'a.png' }).ok).toBe(false);
    expect(checkImage({ bytes: png(6000, 4500), filename: 'a.png' }).ok).toBe(true);
    expect(checkImage({ bytes: png(4500, 6000), filename: 'a.png' }).ok).toBe(true);
  });

  it('uses the declared size when the header has none', () => {
    const headerless = Uint8Array.from([0xff, 0xd8, 0xff, 0xd9]);
    const result = checkImage({ bytes: headerless, filename: 'a.jpg', width: 100, height: 100 });
    expect(result.ok).toBe(false);
    expect(checkImage({ bytes: headerless, filename: 'a.jpg', width: 600, height: 600 }).ok).toBe(
      true,
    );
  });

  it('prefers the header over a wrong declared size', () => {
    expect(checkImage({ ...ok, width: 10, height: 10 }).ok).toBe(true);
  });

  it('refuses files of other formats, unless declared HEIF whose brands vary', () => {
    const gif = new TextEncoder().encode('GIF89a...........');
    expect(checkImage({ bytes: gif, filename: 'a.png' })).toMatchObject({
      ok: false,
      error: {
        field: 'image',
        message: textMatching(/not a PNG, JPEG, WebP, BMP or HEIC/),
      },
    });
    expect(checkImage({ bytes: gif, filename: 'a.heif', mime: 'image/heif' }).ok).toBe(true);
  });

  it('refuses an empty image and one of 32,000,000 bytes or more (the strict "32 MB")', () => {
    expect(checkImage({ bytes: new Uint8Array(0), filename: 'a.png' }).ok).toBe(false);
    const big = new Uint8Array(32_000_000);
    big.set(png(1024, 1024));
    const result = checkImage({ bytes: big, filename: 'a.png' });
    expect(result).toMatchObject({
      ok: false,
      error: { message: textMatching(/under 32,000,000 bytes \(32 MB\); this one is 32\.0 MB/) },
    });
    expect(checkImage({ bytes: big.subarray(0, big.length - 1), filename: 'a.png' }).ok).toBe(true);
  });

  it('checks the file name: present, at most 255 characters, accepted extension', () => {
    expect(checkImage({ ...ok, filename: '' })).toMatchObject({
      ok: false,
      error: { field: 'filename' },
    });
    expect(checkImage({ ...ok, filename: `${'a'.repeat(252)}.png` }).ok).toBe(false);
    expect(checkImage({ ...ok, filename: `${'a'.repeat(251)}.png` }).ok).toBe(true);
    expect(checkImage({ ...ok, filename: 'photo.gif' })).toMatchObject({
      ok: false,
      error: {
        field: 'filename',
        message: textMatching(/\.png \.jpg \.jpeg \.bmp \.webp \.heic \.heif/),
      },
    });
    expect(checkImage({ ...ok, filename: 'PHOTO.JPEG' }).ok).toBe(true);
  });
});
