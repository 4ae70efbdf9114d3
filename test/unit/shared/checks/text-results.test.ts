import { describe, expect, it } from 'vitest';
import type { CheckRecord } from '../../../../src/shared/checks/check-record.ts';
import {
  aiSections,
  highlightSpans,
  readTextResult,
} from '../../../../src/shared/checks/text-results.ts';

const aiResult = {
  modelVersion: 'v1',
  summary: { ai: 0.6, human: 0.4 },
  results: [
    {
      classification: 2,
      probability: 0.9,
      matches: [{ text: { chars: { starts: [100, 0], lengths: [50, 40] } } }],
    },
    { classification: 1, matches: [{ text: { chars: { starts: [40], lengths: [60] } } }] },
  ],
};

const record = (kind: CheckRecord['kind'], status: CheckRecord['status'], result: unknown) =>
  ({
    id: 'al-test-0001',
    kind,
    cacheKey: 'k',
    status,
    createdAt: 0,
    updatedAt: 0,
    source: { origin: 'selection' },
    input: 'text',
    settings: {},
    attempts: 1,
    result,
  }) satisfies CheckRecord;

describe('text check results', () => {
  it('lists sections in text order with their class', () => {
    const read = readTextResult(record('ai-text', 'done', aiResult));
    expect(read?.kind).toBe('ai-text');
    expect(read?.kind === 'ai-text' && aiSections(read.result)).toEqual([
      { start: 0, length: 40, ai: true, probability: 0.9 },
      { start: 40, length: 60, ai: false, probability: undefined },
      { start: 100, length: 50, ai: true, probability: 0.9 },
    ]);
  });

  it('reads nothing from an unfinished check or a result of the wrong shape', () => {
    expect(readTextResult(record('ai-text', 'running', aiResult))).toBeUndefined();
    expect(readTextResult(record('ai-text', 'done', { summary: {} }))).toBeUndefined();
    expect(readTextResult(record('moderation', 'done', aiResult))).toBeUndefined();
  });

  it('turns AI sections and named moderation spans into page highlights', () => {
    const ai = readTextResult(record('ai-text', 'done', aiResult))!;
    const moderation = readTextResult(
      record('moderation', 'done', {
        moderations: { text: { chars: { labels: [0, 1], starts: [5, 9], lengths: [3, 2] } } },
        // Index 1 is not in the legend: it cannot be named, so it is not painted.
        legend: [{ index: 0, id: 'firearms-v1' }],
      }),
    )!;
    expect(highlightSpans([ai, moderation])).toEqual([
      { start: 0, length: 40, kind: 'ai' },
      { start: 40, length: 60, kind: 'human' },
      { start: 100, length: 50, kind: 'ai' },
      { start: 5, length: 3, kind: 'firearms-v1' },
    ]);
  });
});
