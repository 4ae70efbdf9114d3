import { describe, expect, it } from 'vitest';
import { AI_TEXT_MAX, AI_TEXT_MIN } from '../../../../src/api/validation/text.ts';
import { splitText } from '../../../../src/shared/text/split-text.ts';

function sentences(count: number): string {
  return Array.from(
    { length: count },
    (_, i) => `Sentence number ${i} says a few words here.`,
  ).join(' ');
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
    for (const part of parts) {
      expect(part.text.length).toBeLessThanOrEqual(AI_TEXT_MAX);
      expect(part.text.length).toBeGreaterThanOrEqual(AI_TEXT_MIN);
    }
    for (const part of parts.slice(0, -1)) expect(part.text).toMatch(/\.\s$/);
  });

  it('never leaves a tail under the minimum', () => {
    const text = 'x'.repeat(10) + '. ' + sentences(30);
    const max = text.length - 100; // the tail would be 100 characters
    const parts = splitText(text, max, 255);
    expectTiling(text, parts);
    for (const part of parts) {
      expect(part.text.length).toBeGreaterThanOrEqual(255);
      expect(part.text.length).toBeLessThanOrEqual(max);
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
