import { describe, expect, it } from 'vitest';
import {
  dropUnreadable,
  UNREADABLE_LIMIT,
  unreadableShare,
} from '../../../../src/offscreen/pdf/pdf-unreadable.ts';

describe('text a PDF’s fonts cannot give', () => {
  it.each<[string, string[], number]>([
    ['readable text', ['The coast path starts here.'], 0],
    ['glyph numbers as control characters', ['\u0014\b \u0013\u0012\u0005\u0016'], 1],
    ['private use and U+FFFD', ['ab\uE001\uFFFD'], 0.5],
    ['white space is not counted', ['a \t\n\r b'], 0],
    ['over several pages', ['abc', '\u0001\u0002\u0003'], 0.5],
    ['nothing', [''], 0],
  ])('%s', (_what, texts, share) => {
    expect(unreadableShare(texts)).toBeCloseTo(share);
  });

  it('refuses a text above the limit, not a real one with a few stray symbols', () => {
    expect(unreadableShare(['Price: 10\uE000 per month, or 100\uE000 a year.'])).toBeLessThan(
      UNREADABLE_LIMIT,
    );
    expect(unreadableShare(['\u0001\u0002 ok \u0003\u0004'])).toBeGreaterThan(UNREADABLE_LIMIT);
  });

  it.each([
    ['Price: 10\uE000 per  month', 'Price: 10 per month'],
    ['a \u0001 b', 'a b'],
    ['one\n\ntwo\u0002', 'one\n\ntwo'],
    ['untouched  text', 'untouched  text'],
  ])('drops unreadable characters from %j', (text, kept) => {
    expect(dropUnreadable(text)).toBe(kept);
  });
});
