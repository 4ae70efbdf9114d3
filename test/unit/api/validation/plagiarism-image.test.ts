import { describe, expect, it } from 'vitest';
import { checkPlagiarismImage } from '../../../../src/api/index.ts';
import { bmp, gif, heic, icoWithPng, jpeg, png, webpLossy } from '../helpers/images.ts';

describe('checkPlagiarismImage: the web search’s own limits, not the AI check’s', () => {
  it.each([
    ['jpeg', 'a.jpg', jpeg(300, 200)],
    ['png', 'a.png', png(40, 40)],
    ['gif', 'a.gif', gif(320, 240)],
    ['bmp', 'a.bmp', bmp(800, 600)],
    ['webp', 'a.webp', webpLossy(640, 480)],
    ['ico', 'favicon.ico', icoWithPng(1024, 1024)],
  ])('takes %s, with no minimum side, and reads its size', (format, filename, bytes) => {
    const checked = checkPlagiarismImage({ bytes, filename });
    expect(checked).toMatchObject({ ok: true, value: { format } });
  });

  it('reads an icon’s size from the PNG it holds', () => {
    expect(checkPlagiarismImage({ bytes: icoWithPng(1024, 768), filename: 'a.ico' })).toMatchObject(
      { ok: true, value: { width: 1024, height: 768, mime: 'image/x-icon' } },
    );
  });

  it('takes a camera RAW file by its name, with the size the caller knows', () => {
    const raw = new Uint8Array(4096).fill(7);
    expect(
      checkPlagiarismImage({ bytes: raw, filename: 'IMG_0042.CR2', width: 6000, height: 4000 }),
    ).toMatchObject({ ok: true, value: { format: 'raw', width: 6000 } });
  });

  it('refuses 20 MB and more, with the size', () => {
    const big = new Uint8Array(20_000_000);
    big.set(jpeg(4000, 3000));
    expect(checkPlagiarismImage({ bytes: big, filename: 'a.jpg' })).toMatchObject({
      ok: false,
      error: {
        kind: 'invalid-input',
        message: 'To search the web for it, the image must be under 20 MB; this one is 20.0 MB.',
      },
    });
    const under = big.subarray(0, 19_999_999);
    expect(checkPlagiarismImage({ bytes: under, filename: 'a.jpg' }).ok).toBe(true);
  });

  it('refuses more than 75 megapixels, and takes exactly 75', () => {
    expect(checkPlagiarismImage({ bytes: png(10_000, 7_500), filename: 'a.png' }).ok).toBe(true);
    expect(checkPlagiarismImage({ bytes: png(10_000, 7_501), filename: 'a.png' })).toMatchObject({
      ok: false,
      error: {
        message:
          'To search the web for it, the image can have at most 75 megapixels; this one is 10000x7501 px (75.0 MP).',
      },
    });
  });

  it('refuses HEIC, which only the AI check takes, saying what to do', () => {
    for (const filename of ['a.jpg', 'renamed.dng'])
      expect(checkPlagiarismImage({ bytes: heic(1024, 768), filename })).toMatchObject({
        ok: false,
        error: { message: 'The web search does not take HEIC images; save it as JPEG first.' },
      });
  });

  it('refuses a file that is no image, and a name it would not take', () => {
    const text = new TextEncoder().encode('not an image at all, just words');
    expect(checkPlagiarismImage({ bytes: text, filename: 'a.png' })).toMatchObject({
      ok: false,
      error: { field: 'image' },
    });
    expect(checkPlagiarismImage({ bytes: png(800, 600), filename: 'a.tiff' })).toMatchObject({
      ok: false,
      error: { field: 'filename' },
    });
  });
});
