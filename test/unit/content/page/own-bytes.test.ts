import { describe, expect, it } from 'vitest';
import { ownBytes } from '../../../../src/content/page/own-bytes.ts';

describe('ownBytes', () => {
  it('copies the bytes into a buffer of its own, which later writes to the source do not touch', () => {
    const theirs = new Uint8Array([1, 2, 3, 250]).buffer;
    const ours = ownBytes(theirs);
    expect([...ours]).toEqual([1, 2, 3, 250]);
    expect(ours.buffer).not.toBe(theirs);
    new Uint8Array(theirs)[0] = 9;
    expect(ours[0]).toBe(1);
    expect([...ours.subarray(1, 3)]).toEqual([2, 3]);
  });
});
