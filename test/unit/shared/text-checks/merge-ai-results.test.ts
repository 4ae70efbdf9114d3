import { describe, expect, it } from 'vitest';
import {
  mergeAiResults,
  type AiTextResultLike,
} from '../../../../src/shared/text-checks/merge-ai-results.ts';

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

/** A part's phrases: [char start, char length, word start, word length, ai, human, proportion]. */
function explained(
  patterns: [number, number, number, number, number, number, number][],
  source?: number[],
): AiTextResultLike & { explain: NonNullable<AiTextResultLike['explain']> } {
  return {
    ...result(1, [0, 100], [0, 20], 1),
    explain: {
      patterns: {
        statistics: {
          aiCount: patterns.map((p) => p[4]),
          humanCount: patterns.map((p) => p[5]),
          proportion: patterns.map((p) => p[6]),
          ...(source ? { source } : {}),
        },
        text: {
          chars: { starts: patterns.map((p) => p[0]), lengths: patterns.map((p) => p[1]) },
          words: { starts: patterns.map((p) => p[2]), lengths: patterns.map((p) => p[3]) },
        },
      },
    },
  };
}

describe('mergeAiResults with AI phrases (explain)', () => {
  it('keeps every part’s phrases, shifted into the whole text, statistics in the same order', () => {
    const merged = mergeAiResults([
      { start: 0, length: 300, wordOffset: 0, result: explained([[10, 5, 2, 1, 90, 3, 30]]) },
      {
        start: 300,
        length: 200,
        wordOffset: 50,
        result: explained([
          [4, 8, 1, 2, 40, 4, 10],
          [20, 6, 5, 1, 12, 0, 0],
        ]),
      },
    ]);
    expect(merged.explain?.patterns).toEqual({
      statistics: { aiCount: [90, 40, 12], humanCount: [3, 4, 0], proportion: [30, 10, 0] },
      text: {
        chars: { starts: [10, 304, 320], lengths: [5, 8, 6] },
        words: { starts: [2, 51, 55], lengths: [1, 2, 1] },
      },
    });
  });

  it('keeps the arrays parallel when a part between two has no phrases', () => {
    const merged = mergeAiResults<AiTextResultLike>([
      {
        start: 0,
        length: 300,
        wordOffset: 0,
        result: explained([[10, 5, 2, 1, 90, 3, 30]], [2]),
      },
      { start: 300, length: 300, wordOffset: 50, result: result(0, [0, 10], [0, 2], 1) },
      { start: 600, length: 300, wordOffset: 100, result: explained([[7, 3, 1, 1, 8, 2, 4]]) },
    ]);
    const patterns = merged.explain?.patterns;
    expect(patterns?.text.chars).toEqual({ starts: [10, 607], lengths: [5, 3] });
    expect(patterns?.text.words).toEqual({ starts: [2, 101], lengths: [1, 1] });
    // The third part sent no sources: its phrase counts as AI's, not a humanizer's.
    expect(patterns?.statistics).toEqual({
      aiCount: [90, 8],
      humanCount: [3, 2],
      proportion: [30, 4],
      source: [2, 1],
    });
  });

  it('has no explain when no part has one, and one when only a later part has it', () => {
    const plain = mergeAiResults([
      { start: 0, length: 10, wordOffset: 0, result: result(1, [0, 5], [0, 1], 1) },
      { start: 10, length: 10, wordOffset: 2, result: result(1, [0, 5], [0, 1], 1) },
    ]);
    expect(plain).not.toHaveProperty('explain');
    const later = mergeAiResults<AiTextResultLike>([
      { start: 0, length: 10, wordOffset: 0, result: result(1, [0, 5], [0, 1], 1) },
      { start: 10, length: 10, wordOffset: 2, result: explained([[1, 2, 0, 1, 5, 1, 5]]) },
    ]);
    expect(later.explain?.patterns.text.chars).toEqual({ starts: [11], lengths: [2] });
  });

  it('drops a part’s entries missing from one of its arrays, and words unless all have them', () => {
    const ragged = explained([
      [10, 5, 2, 1, 90, 3, 30],
      [20, 5, 4, 1, 50, 5, 10],
    ]);
    ragged.explain.patterns.statistics.proportion = [30];
    const noWords = explained([[3, 4, 0, 1, 6, 2, 3]]);
    const charsOnly = { chars: noWords.explain.patterns.text.chars };
    const merged = mergeAiResults([
      { start: 0, length: 100, wordOffset: 0, result: ragged },
      {
        start: 100,
        length: 100,
        wordOffset: 20,
        result: {
          ...noWords,
          explain: { patterns: { ...noWords.explain.patterns, text: charsOnly } },
        },
      },
    ]);
    const patterns = merged.explain?.patterns;
    expect(patterns?.text).toEqual({ chars: { starts: [10, 103], lengths: [5, 4] } });
    expect(patterns?.statistics).toEqual({
      aiCount: [90, 6],
      humanCount: [3, 2],
      proportion: [30, 3],
    });
  });
});
