import { describe, expect, it } from 'vitest';
import { checkFilename, IMAGE_EXTENSIONS } from '../../../../src/api/validation/image.ts';
import { PLAGIARISM_EXTENSIONS } from '../../../../src/api/validation/plagiarism-image.ts';
import {
  FORMAT_EXTENSION,
  imageFilename,
  WEB_SEARCH_EXTENSION,
} from '../../../../src/shared/image/image-filename.ts';

describe('imageFilename', () => {
  it('keeps the name from the URL and the extension of the format sent', () => {
    expect(imageFilename('https://cdn.example.com/img/sunset-beach.jpg?w=800#top', 'jpeg')).toBe(
      'sunset-beach.jpg',
    );
    expect(imageFilename('https://example.com/a/b/photo.JPEG', 'jpeg')).toBe('photo.jpg');
  });

  it('replaces the extension of a converted image', () => {
    expect(imageFilename('https://example.com/anim.gif', 'png')).toBe('anim.png');
    expect(imageFilename('https://example.com/logo.svg', 'png')).toBe('logo.png');
    expect(imageFilename('https://example.com/p/IMG_0042.HEIC', 'jpeg')).toBe('IMG_0042.jpg');
  });

  it('keeps dots that are not an image extension', () => {
    expect(imageFilename('https://example.com/report.v2.final', 'png')).toBe('report.v2.final.png');
    expect(imageFilename('https://example.com/image.php?id=4', 'webp')).toBe('image.php.webp');
  });

  it('makes unsafe characters safe and drops accents', () => {
    expect(imageFilename('https://example.com/My%20Holiday%20(1).png', 'png')).toBe(
      'My-Holiday-1.png',
    );
    expect(imageFilename('https://example.com/caf%C3%A9-cr%C3%A8me.webp', 'webp')).toBe(
      'cafe-creme.webp',
    );
    expect(imageFilename('https://example.com/%E5%86%99%E7%9C%9F.png', 'png')).toBe('image.png');
    expect(imageFilename('https://example.com/..%2F..%2Fetc%2Fpasswd', 'png')).toBe(
      'etc-passwd.png',
    );
  });

  it('uses a plain name for data:, blob: and URLs without a file name', () => {
    expect(imageFilename('data:image/png;base64,iVBORw0KGgo=', 'png')).toBe('image.png');
    expect(
      imageFilename('blob:https://example.com/550e8400-e29b-41d4-a716-446655440000', 'jpeg'),
    ).toBe('image.jpg');
    expect(imageFilename('https://example.com/', 'webp')).toBe('image.webp');
    expect(imageFilename('', 'bmp')).toBe('image.bmp');
  });

  it('survives a malformed escape, keeping the raw text', () => {
    expect(imageFilename('https://example.com/100%25-%E0%A4.png', 'png')).toBe('100-25-E0-A4.png');
  });

  it('reads relative paths too', () => {
    expect(imageFilename('/static/hero image.png?v=3', 'png')).toBe('hero-image.png');
  });

  it('cuts long names to 255 characters, extension kept', () => {
    const long = `https://example.com/${'a'.repeat(300)}.png`;
    const name = imageFilename(long, 'webp');
    expect(name).toHaveLength(255);
    expect(name.endsWith('aaa.webp')).toBe(true);
    // The cut falls just after the dash, which is then trimmed rather than left before '.png'.
    const dashed = `https://example.com/${'a'.repeat(250)}-bbbbbb.png`;
    expect(imageFilename(dashed, 'png')).toBe(`${'a'.repeat(250)}.png`);
  });

  it('always gives a name the service accepts', () => {
    const sources = [
      'https://example.com/x.png',
      `https://example.com/${'é'.repeat(400)}.jpg`,
      'data:,',
      'https://example.com/...',
      'weird name with spaces and ü.tiff',
    ];
    for (const source of sources) {
      for (const format of Object.keys(FORMAT_EXTENSION) as (keyof typeof FORMAT_EXTENSION)[]) {
        const name = imageFilename(source, format);
        expect(checkFilename(name, IMAGE_EXTENSIONS)).toBeUndefined();
        expect(name).toMatch(/^[A-Za-z0-9][A-Za-z0-9._-]*$/);
      }
    }
  });

  it('names GIF and ICO files, sent only to the web search, as that endpoint accepts', () => {
    expect(imageFilename('https://example.com/anim.gif?x=1', 'gif')).toBe('anim.gif');
    expect(imageFilename('https://example.com/favicon.ico', 'ico')).toBe('favicon.ico');
    for (const format of Object.keys(
      WEB_SEARCH_EXTENSION,
    ) as (keyof typeof WEB_SEARCH_EXTENSION)[]) {
      const name = imageFilename('data:image/gif;base64,R0lG', format);
      expect(checkFilename(name, PLAGIARISM_EXTENSIONS)).toBeUndefined();
      expect(checkFilename(name, IMAGE_EXTENSIONS)).toBeDefined();
    }
  });
});
