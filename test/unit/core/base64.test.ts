import { describe, expect, it } from 'vitest';
import {
  base64DecodedLength,
  fromBase64,
  toBase64,
  toBase64Url,
} from '../../../src/core/base64.ts';
import { arrayDifference } from '../../support/array-difference.ts';

/** Every byte value, and lengths around the 3-byte groups and the 32 KiB chunks. */
function bytes(length: number): Uint8Array {
  return Uint8Array.from({ length }, (_, i) => (i * 37 + 11) & 255);
}

const LENGTHS = [0, 1, 2, 3, 4, 5, 255, 256, 0x8000 - 1, 0x8000, 0x8000 + 1, 100_001];

describe('base64', () => {
  it.each(LENGTHS)('matches Node for %i bytes, both alphabets, and round-trips', (length) => {
    const data = bytes(length);
    const node = Buffer.from(data);
    expect(toBase64(data)).toBe(node.toString('base64'));
    expect(toBase64Url(data)).toBe(node.toString('base64url'));
    const back = fromBase64(toBase64(data)) ?? new Uint8Array(0);
    // toEqual over 100 000 bytes takes seconds on a loaded machine; one loop does not.
    const difference = arrayDifference(back, data);
    expect(difference.index, difference.message).toBe(-1);
  });

  it('uses - and _ for + and / in base64url, and drops the padding', () => {
    const data = Uint8Array.of(0xfb, 0xff, 0xbf, 0xfe);
    expect(toBase64(data)).toBe('+/+//g==');
    expect(toBase64Url(data)).toBe('-_-__g');
  });

  it('refuses text that is not base64', () => {
    expect(fromBase64('not base64!')).toBeUndefined();
  });

  it.each(LENGTHS)('tells the decoded length of %i bytes without decoding', (length) => {
    const text = toBase64(bytes(length));
    expect(base64DecodedLength(text)).toBe(length);
    expect(base64DecodedLength(text.replace(/(.{76})/g, '$1\n'))).toBe(length);
  });
});
