import { describe, expect, it } from 'vitest';
import { sniffImage } from '../../../../src/api/index.ts';
import { readHeif } from '../../../../src/api/validation/heif-size.ts';
import { heifFile } from '../../../support/heif-file.ts';

describe('HEIF sizes', () => {
  it('reads the primary picture of an iPhone-style grid, not its first 512x512 tile', () => {
    const photo = heifFile({ width: 8064, height: 6048, tile: 512 });
    expect(readHeif(photo)).toEqual({ sequence: false, width: 8064, height: 6048 });
    expect(sniffImage(photo)).toEqual({ format: 'heic', width: 8064, height: 6048 });
  });

  it('reads a single coded picture', () => {
    expect(sniffImage(heifFile({ width: 1024, height: 768 }))).toEqual({
      format: 'heic',
      width: 1024,
      height: 768,
    });
  });

  it('knows an image sequence, which has no primary picture', () => {
    expect(sniffImage(heifFile({ width: 0, height: 0, sequence: true }))).toEqual({
      format: 'heic',
      sequence: true,
    });
  });

  it('gives no size for a cut-short file rather than a wrong one', () => {
    const photo = heifFile({ width: 8064, height: 6048, tile: 512 });
    expect(sniffImage(photo.subarray(0, 200))).toEqual({ format: 'heic' });
  });
});
