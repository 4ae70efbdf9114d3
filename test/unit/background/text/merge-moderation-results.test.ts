import { describe, expect, it } from 'vitest';
import type { ModerationResult } from '../../../../src/api/endpoints/moderation-result.ts';
import { moderationSpans } from '../../../../src/api/endpoints/moderation-result.ts';
import { mergeModerationResults } from '../../../../src/background/text/merge-moderation-results.ts';

const result = (
  legend: string[],
  spans: [index: number, start: number, length: number][],
  credits?: number,
): ModerationResult => ({
  modelVersion: 'm1',
  moderations: {
    text: {
      chars: {
        labels: spans.map((s) => s[0]),
        starts: spans.map((s) => s[1]),
        lengths: spans.map((s) => s[2]),
      },
    },
  },
  legend: legend.map((id, index) => ({ index, id })),
  ...(credits === undefined ? {} : { scannedDocument: { actualCredits: credits } }),
});

describe('mergeModerationResults', () => {
  it('returns a single part unchanged', () => {
    const only = result(['toxic-v1'], [[0, 3, 4]]);
    expect(mergeModerationResults([{ start: 0, result: only }])).toBe(only);
  });

  it('shifts spans to the whole text and re-indexes labels against one legend', () => {
    // Each response has its own legend order: index 0 means different labels in each part.
    const merged = mergeModerationResults([
      { start: 0, result: result(['toxic-v1', 'drugs-v1'], [[1, 5, 7]], 2) },
      {
        start: 1000,
        result: result(
          ['drugs-v1', 'toxic-v1'],
          [
            [1, 10, 3],
            [0, 40, 6],
          ],
          3,
        ),
      },
    ]);
    expect(moderationSpans(merged)).toEqual([
      { label: 'drugs-v1', start: 5, length: 7 },
      { label: 'toxic-v1', start: 1010, length: 3 },
      { label: 'drugs-v1', start: 1040, length: 6 },
    ]);
    expect(merged.legend).toEqual([
      { index: 0, id: 'drugs-v1' },
      { index: 1, id: 'toxic-v1' },
    ]);
    expect(merged.scannedDocument?.actualCredits).toBe(5);
  });

  it('keeps credits unknown when no part reports them', () => {
    const merged = mergeModerationResults([
      { start: 0, result: result([], []) },
      { start: 10, result: result([], []) },
    ]);
    expect(merged.scannedDocument?.actualCredits).toBeUndefined();
  });
});
