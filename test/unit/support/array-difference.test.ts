import { describe, expect, it } from 'vitest';
import { arrayDifference } from '../../support/array-difference.ts';

describe('arrayDifference', () => {
  it('is -1 with no message for equal arrays of any kind', () => {
    expect(arrayDifference(Uint8Array.of(1, 2, 3), [1, 2, 3])).toEqual({ index: -1, message: '' });
    expect(arrayDifference(new Uint32Array(0), [])).toEqual({ index: -1, message: '' });
  });

  it('names the first differing index and both values', () => {
    const difference = arrayDifference(Uint8Array.of(1, 2, 9, 4, 7), Uint8Array.of(1, 2, 3, 4, 5));
    expect(difference.index).toBe(2);
    expect(difference.message).toBe(
      'arrays differ at index 2: actual 9, expected 3 (lengths 5 and 5)',
    );
  });

  it('reports a prefix at the shorter length', () => {
    expect(arrayDifference([1, 2], [1, 2, 3])).toMatchObject({
      index: 2,
      message: expect.stringContaining('actual nothing (past the end), expected 3') as string,
    });
    expect(arrayDifference([1, 2, 3], [1, 2]).index).toBe(2);
  });

  it('compares with Object.is: NaN equals NaN, 0 differs from -0', () => {
    expect(arrayDifference([Number.NaN], [Number.NaN]).index).toBe(-1);
    expect(arrayDifference([0], [-0]).index).toBe(0);
  });
});
