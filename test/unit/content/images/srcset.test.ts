import { describe, expect, it } from 'vitest';
import { largestCandidate, parseSrcset } from '../../../../src/content/images/srcset.ts';

describe('srcset', () => {
  it('reads width and density descriptors', () => {
    expect(parseSrcset('a.jpg 480w, b.jpg 800w,c.jpg 1600w')).toEqual([
      { url: 'a.jpg', width: 480 },
      { url: 'b.jpg', width: 800 },
      { url: 'c.jpg', width: 1600 },
    ]);
    expect(parseSrcset('small.png, big.png 2x')).toEqual([
      { url: 'small.png', density: 1 },
      { url: 'big.png', density: 2 },
    ]);
  });

  it('keeps commas inside URLs', () => {
    expect(
      parseSrcset('https://cdn.test/i/w_400,h_300/x.jpg 400w, data:image/png;base64,AAA= 2x'),
    ).toEqual([
      { url: 'https://cdn.test/i/w_400,h_300/x.jpg', width: 400 },
      { url: 'data:image/png;base64,AAA=', density: 2 },
    ]);
  });

  it('picks the largest candidate', () => {
    expect(largestCandidate(parseSrcset('a.jpg 480w, c.jpg 1600w, b.jpg 800w'))?.url).toBe('c.jpg');
    expect(largestCandidate(parseSrcset('a.jpg, b.jpg 3x, c.jpg 2x'))?.url).toBe('b.jpg');
    expect(largestCandidate([])).toBeUndefined();
  });
});
