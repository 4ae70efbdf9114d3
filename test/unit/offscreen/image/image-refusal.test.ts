import { describe, expect, it } from 'vitest';
import { recogniseImage } from '../../../../src/offscreen/image/image-format.ts';
import { cannotRefit, unreadableImage } from '../../../../src/offscreen/image/image-refusal.ts';
import { heifFile } from '../../../support/heif-file.ts';
import { png } from '../../api/helpers/images.ts';

const ascii = (text: string): number[] => [...text].map((c) => c.charCodeAt(0));

/** An icon file with one 256x256 entry stored as PNG (the entry's own fields say 0 = 256). */
function icoWithPng(width: number, height: number): Uint8Array {
  const entry = [0, 0, 0, 0, 1, 0, 32, 0, 64, 0, 0, 0, 22, 0, 0, 0]; // 64 bytes at offset 22
  return Uint8Array.from([0, 0, 1, 0, 1, 0, ...entry, ...png(width, height)]);
}

describe('recogniseImage', () => {
  it('names formats the service does not take, with their size where the header has it', () => {
    expect(recogniseImage(Uint8Array.from([...ascii('GIF89a'), 0x20, 3, 0x58, 2]))).toEqual({
      format: 'gif',
      width: 800,
      height: 600,
    });
    expect(recogniseImage(Uint8Array.from([...ascii('II*'), 0, 8, 0, 0, 0])).format).toBe('tiff');
    expect(recogniseImage(Uint8Array.from([...ascii('MM'), 0, 42, 0, 0, 0, 8])).format).toBe(
      'tiff',
    );
    expect(recogniseImage(icoWithPng(1024, 1024))).toEqual({
      format: 'ico',
      width: 1024,
      height: 1024,
    });
    expect(recogniseImage(new TextEncoder().encode('<svg xmlns="x"></svg>')).format).toBe('svg');
    expect(recogniseImage(new TextEncoder().encode('%PDF-1.7')).format).toBeUndefined();
  });
});

describe('refusals name the real reason and what to do', () => {
  it('TIFF: the format, and to save as PNG or JPEG', () => {
    const tiff = recogniseImage(Uint8Array.from([...ascii('II*'), 0, 8, 0, 0, 0]));
    expect(unreadableImage(tiff).message).toBe(
      'This is a TIFF image, which the service does not take and browsers cannot convert. Save it as PNG or JPEG, then check that copy.',
    );
  });

  it('a 48 MP HEIC photo: its real size, the limit, and that the browser cannot scale HEIC', () => {
    const photo = recogniseImage(heifFile({ width: 8064, height: 6048, tile: 512 }));
    expect(
      cannotRefit(photo, { width: 8064, height: 6048 }, 4_000_000, ['dimensions']).message,
    ).toBe(
      'This HEIC is 8064x6048 px (48.8 MP), more than the 6000x4500 px (27 MP) the service takes, and the browser cannot open HEIC images to scale them down. Save a copy of at most 6000x4500 px (27 MP) as JPEG, then check that.',
    );
  });

  it('a 65536x65536 PNG: its size, not its format', () => {
    const huge = recogniseImage(png(65536, 65536));
    const message = cannotRefit(huge, { width: 65536, height: 65536 }, 900_000, [
      'dimensions',
    ]).message;
    expect(message).toContain('This PNG is 65536x65536 px (4295.0 MP), more than the 6000x4500 px');
    expect(message).toContain('too large for the browser to open and scale down');
    expect(message).not.toMatch(/format/i);
  });

  it('an image sequence and an unknown file each say what they are', () => {
    expect(
      unreadableImage(recogniseImage(heifFile({ width: 0, height: 0, sequence: true }))).message,
    ).toContain('image sequence (a burst or a Live Photo)');
    expect(unreadableImage({ format: undefined }).message).toContain(
      'not an image the browser can open',
    );
    expect(unreadableImage({ format: 'gif' }).message).toContain(
      'This GIF file could not be opened',
    );
  });
});

describe('pngInsideIcon', () => {
  it('finds the PNG an icon file stores its largest picture as', async () => {
    const { pngInsideIcon } = await import('../../../../src/offscreen/image/image-format.ts');
    const icon = icoWithPng(1024, 1024);
    expect(pngInsideIcon(icon)?.subarray(0, 8)).toEqual(png(1024, 1024).subarray(0, 8));
    expect(pngInsideIcon(png(10, 10))).toBeUndefined();
  });
});
