import { describe, expect, it } from 'vitest';
import {
  countWords,
  mergeAiResults,
  type AiTextResultLike,
} from '../../../../src/shared/text/merge-ai-results.ts';

function result(ai: number, chars: [number, number], words: [number, number], credits: number) {
  return {
    modelVersion: 'v11.0',
    results: [
      {
        classification: 2,
        matches: [
          {
            text: {
              chars: { starts: [chars[0]], lengths: [chars[1]] },
              words: { starts: [words[0]], lengths: [words[1]] },
            },
          },
        ],
      },
    ],
    summary: { ai, human: 1 - ai },
    scannedDocument: { totalWords: 100, actualCredits: credits },
    extraField: 'kept',
  } satisfies AiTextResultLike & { extraField: string };
}

describe('mergeAiResults', () => {
  it('shifts sections to offsets in the whole text and weights shares by length', () => {
    const merged = mergeAiResults([
      { start: 0, length: 300, wordOffset: 0, result: result(1, [10, 20], [2, 4], 1) },
      { start: 300, length: 100, wordOffset: 50, result: result(0, [5, 7], [1, 2], 2) },
    ]);
    expect(merged.results.map((r) => r.matches[0]?.text.chars)).toEqual([
      { starts: [10], lengths: [20] },
      { starts: [305], lengths: [7] },
    ]);
    expect(merged.results[1]?.matches[0]?.text.words).toEqual({ starts: [51], lengths: [2] });
    expect(merged.summary.ai).toBeCloseTo(0.75);
    expect(merged.summary.human).toBeCloseTo(0.25);
    expect(merged.scannedDocument).toMatchObject({ totalWords: 200, actualCredits: 3 });
    expect(merged.modelVersion).toBe('v11.0');
    expect(merged.extraField).toBe('kept');
  });

  it('returns a single part unchanged and refuses an empty list', () => {
    const only = result(0.5, [0, 1], [0, 1], 1);
    expect(mergeAiResults([{ start: 0, length: 10, wordOffset: 0, result: only }])).toBe(only);
    expect(() => mergeAiResults([])).toThrow(RangeError);
  });
});

describe('countWords', () => {
  it('counts runs of non-space characters', () => {
    expect(countWords('  one two\n\nthree ')).toBe(3);
    expect(countWords('')).toBe(0);
  });
});
