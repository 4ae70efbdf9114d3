import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CheckRecordSchema, type CheckRecord } from '../../../../src/shared/checks/check-record.ts';
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

/** A record as history would read it: validated against its kind's variant. */
const stored = (kind: CheckRecord['kind'], status: CheckRecord['status'], result: unknown) =>
  v.safeParse(CheckRecordSchema, {
    id: 'al-test-0001',
    kind,
    cacheKey: 'k',
    status,
    createdAt: 0,
    updatedAt: 0,
    source: { origin: 'selection' },
    input: 'text',
    settings: { sandbox: false },
    attempts: 1,
    result,
  });

const record = (kind: CheckRecord['kind'], status: CheckRecord['status'], result: unknown) =>
  v.parse(CheckRecordSchema, stored(kind, status, result).output);

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

  it('reads nothing from an unfinished check', () => {
    expect(readTextResult(record('ai-text', 'running', aiResult))).toBeUndefined();
  });

  it('refuses, where records are read, a result of the wrong shape or of another kind', () => {
    expect(stored('ai-text', 'done', aiResult).success).toBe(true);
    expect(stored('ai-text', 'done', { summary: {} }).success).toBe(false);
    expect(stored('moderation', 'done', aiResult).success).toBe(false);
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

  it('paints AI phrases after every section, with their tip', () => {
    const explained = {
      ...aiResult,
      explain: {
        patterns: {
          statistics: { aiCount: [500, 40, 90], humanCount: [20, 0, 3], proportion: [25, 0, 30] },
          // 10–15 in an AI section, 50–55 in the human one (not painted), 120–126 in AI.
          text: { chars: { starts: [120, 10, 50], lengths: [6, 5, 5] } },
        },
      },
    };
    const ai = readTextResult(record('ai-text', 'done', explained))!;
    const moderation = readTextResult(
      record('moderation', 'done', {
        moderations: { text: { chars: { labels: [0], starts: [5], lengths: [3] } } },
        legend: [{ index: 0, id: 'firearms-v1' }],
      }),
    )!;
    expect(highlightSpans([ai, moderation])).toEqual([
      { start: 0, length: 40, kind: 'ai' },
      { start: 40, length: 60, kind: 'human' },
      { start: 100, length: 50, kind: 'ai' },
      { start: 5, length: 3, kind: 'firearms-v1' },
      {
        start: 10,
        length: 5,
        kind: 'phrase',
        tip: 'Found in AI-written text, never in human writing',
      },
      { start: 120, length: 6, kind: 'phrase', tip: 'About 25× more common in AI-written text' },
    ]);
  });
});
