import { describe, expect, it } from 'vitest';
import { AI_TEXT_MAX, AI_TEXT_MIN } from '../../../../src/api/validation/text.ts';
import { splitText } from '../../../../src/shared/text-checks/split-text.ts';

function sentences(count: number): string {
  return Array.from(
    { length: count },
    (_, i) => `Sentence number ${i} says a few words here.`,
  ).join(' ');
}

/** Japanese sentences ending in 。！？ with no space after them, as Japanese is written. */
function japanese(count: number): string {
  const ends = ['。', '！', '？'];
  return Array.from(
    { length: count },
    (_, i) => `これは${i}番目の文で、少しだけ長い説明が続きます${ends[i % 3]}`,
  ).join('');
}

function chinese(count: number): string {
  const ends = ['。', '！', '？'];
  return Array.from(
    { length: count },
    (_, i) => `这是第${i}个句子，后面还有一些说明${ends[i % 3]}`,
  ).join('');
}

function expectWithin(parts: { text: string }[], min: number, max: number): void {
  for (const part of parts) {
    expect(part.text.length).toBeLessThanOrEqual(max);
    expect(part.text.length).toBeGreaterThanOrEqual(min);
  }
}

function expectTiling(text: string, parts: { start: number; text: string }[]): void {
  expect(parts.map((p) => p.text).join('')).toBe(text);
  let offset = 0;
  for (const part of parts) {
    expect(part.start).toBe(offset);
    offset += part.text.length;
  }
}

describe('splitText', () => {
  it('returns a text within the limit whole', () => {
    const text = sentences(100);
    expect(splitText(text)).toEqual([{ start: 0, text }]);
  });

  it('cuts a long text at sentence ends into parts within the limits', () => {
    const text = sentences(8000); // about 350 000 characters
    const parts = splitText(text);
    expectTiling(text, parts);
    expect(parts.length).toBe(Math.ceil(text.length / AI_TEXT_MAX));
    expectWithin(parts, AI_TEXT_MIN, AI_TEXT_MAX);
    for (const part of parts.slice(0, -1)) expect(part.text).toMatch(/\.\s$/);
  });

  it('cuts English at the last sentence end before the limit, space included', () => {
    const text = sentences(8000);
    const [first] = splitText(text);
    const lastEnd = text.lastIndexOf('. ', AI_TEXT_MAX - 2) + 2;
    expect(first?.text.length).toBe(lastEnd);
  });

  it('does not cut after an abbreviation followed by a lower-case word', () => {
    const text = `${'A'.repeat(600)} see e.g. this part ${'b'.repeat(600)}`;
    const parts = splitText(text, 620, 300);
    expectTiling(text, parts);
    expect(parts[0]?.text.endsWith('e.g. ')).toBe(false);
  });

  it.each([
    ['Japanese', japanese(8000)],
    ['Chinese', chinese(12000)],
  ])('cuts %s at its own sentence ends (。！？), which have no space after them', (_name, text) => {
    expect(text.length).toBeGreaterThan(2 * AI_TEXT_MAX);
    const parts = splitText(text);
    expectTiling(text, parts);
    expectWithin(parts, AI_TEXT_MIN, AI_TEXT_MAX);
    expect(parts.length).toBe(Math.ceil(text.length / AI_TEXT_MAX));
    for (const part of parts) expect(part.text).toMatch(/[。！？]$/);
    // Each cut is the last sentence end before the limit, not just any one.
    const firstLength = parts[0]?.text.length ?? 0;
    expect(text.slice(firstLength, AI_TEXT_MAX)).not.toMatch(/[。！？]/);
  });

  it('keeps an opening bracket with the sentence it opens, not the one before', () => {
    // Unicode's rules put 「 after ！ with the sentence that ends there.
    const text = '彼は言いました！「はい、そうです。」'.repeat(120);
    // 790: the last boundary before the limit is the one after ！「 (18-character units).
    const parts = splitText(text, 790, 255);
    expectTiling(text, parts);
    expectWithin(parts, 255, 790);
    for (const part of parts.slice(0, -1)) expect(part.text).toMatch(/[。！？」]$/);
  });

  it('never leaves a tail under the minimum', () => {
    const text = 'x'.repeat(10) + '. ' + sentences(30);
    const max = text.length - 100; // the tail would be 100 characters
    const parts = splitText(text, max, 255);
    expectTiling(text, parts);
    expectWithin(parts, 255, max);
  });

  it('keeps every part within bounds wherever the tail falls', () => {
    // Tails of every length from 1 to past the minimum, in text with and without sentences.
    for (let extra = 1; extra <= 300; extra += 7) {
      for (const text of [sentences(60) + 'z'.repeat(extra), 'w'.repeat(2400 + extra)]) {
        const parts = splitText(text, 1000, 255);
        expectTiling(text, parts);
        expectWithin(parts, 255, 1000);
      }
    }
  });

  it('falls back to spaces, then to a hard cut, when there are no sentences', () => {
    const words = Array.from({ length: 3000 }, () => 'word').join(' ');
    const byWords = splitText(words, 1000, 255);
    expectTiling(words, byWords);
    for (const part of byWords.slice(0, -1)) expect(part.text.endsWith(' ')).toBe(true);

    const solid = 'y'.repeat(2500);
    const hard = splitText(solid, 1000, 255);
    expectTiling(solid, hard);
    expect(hard.map((p) => p.text.length)).toEqual([1000, 1000, 500]);
  });

  it('refuses limits that cannot be met', () => {
    expect(() => splitText('abc', 300, 255)).toThrow(RangeError);
  });
});
