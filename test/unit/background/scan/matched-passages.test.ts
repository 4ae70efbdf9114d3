import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ExportedResultSchema } from '../../../../src/api/endpoints/exported-result.ts';
import { orderPassages, passagesOf } from '../../../../src/background/scan/matched-passages.ts';
import type { ScanPassage } from '../../../../src/shared/scans/url-scan-result.ts';

/** An exported result as the service PUTs it, read as the extension reads it. */
const exported = (raw: unknown) => v.parse(ExportedResultSchema, raw);

const ranges = (starts: number[], lengths: number[]) => ({
  chars: { starts, lengths },
  words: { starts: starts.map((s) => s + 1000), lengths },
});

const TEXT_LENGTH = 500;

describe('passagesOf', () => {
  it('reads all three match kinds from the scanned document’s side', () => {
    const result = exported({
      statistics: { identical: 12, minorChanges: 4, relatedMeaning: 3 },
      text: {
        value: 'the source’s own text',
        comparison: {
          identical: { source: ranges([0, 100], [40, 20]), suspected: ranges([7], [40]) },
          minorChanges: { source: ranges([200], [15]), suspected: ranges([300], [15]) },
          relatedMeaning: { source: ranges([400], [30]), suspected: ranges([9], [30]) },
        },
      },
    });
    expect(passagesOf('r1', result, TEXT_LENGTH)).toEqual([
      { sourceId: 'r1', start: 0, length: 40, match: 'identical' },
      { sourceId: 'r1', start: 100, length: 20, match: 'identical' },
      { sourceId: 'r1', start: 200, length: 15, match: 'minor-changes' },
      { sourceId: 'r1', start: 400, length: 30, match: 'related-meaning' },
    ]);
  });

  it('uses source.chars only: the suspected side and word ranges are never read', () => {
    const result = exported({
      text: {
        comparison: {
          identical: {
            source: { chars: { starts: [10], lengths: [5] }, words: { starts: [2], lengths: [1] } },
            suspected: { chars: { starts: [250], lengths: [60] } },
          },
          // Only the suspected side: nothing in the scanned text.
          minorChanges: { suspected: { chars: { starts: [0], lengths: [10] } } },
          // Only words on the source side: no characters to paint.
          relatedMeaning: { source: { words: { starts: [0], lengths: [3] } } },
        },
      },
    });
    expect(passagesOf('r2', result, TEXT_LENGTH)).toEqual([
      { sourceId: 'r2', start: 10, length: 5, match: 'identical' },
    ]);
  });

  it('drops ranges past the text’s end, negative, empty or not whole numbers', () => {
    const result = exported({
      text: {
        comparison: {
          identical: {
            source: ranges(
              [0, 490, 491, 500, 600, -1, 20, 30, 1.5, 40, 50],
              [10, 10, 10, 1, 5, 5, 0, -3, 4, 2.5],
            ),
          },
        },
      },
    });
    // 490+10 ends at the text's end and is kept; 491+10 is past it; 50 has no length at all.
    expect(passagesOf('r3', result, TEXT_LENGTH)).toEqual([
      { sourceId: 'r3', start: 0, length: 10, match: 'identical' },
      { sourceId: 'r3', start: 490, length: 10, match: 'identical' },
    ]);
  });

  it('drops every range of an empty text', () => {
    const result = exported({
      text: { comparison: { identical: { source: ranges([0], [1]) } } },
    });
    expect(passagesOf('r4', result, 0)).toEqual([]);
  });

  it('gives none when the comparison or a part of it is missing', () => {
    for (const raw of [
      {},
      { text: null },
      { text: { value: 'only the text' } },
      { text: { comparison: null } },
      { text: { comparison: {} } },
      { text: { comparison: { identical: null, minorChanges: { source: null } } } },
      { text: { comparison: { identical: { source: { chars: null } } } } },
      { text: { comparison: { identical: { source: { chars: {} } } } } },
    ]) {
      expect(passagesOf('r5', exported(raw), TEXT_LENGTH), JSON.stringify(raw)).toEqual([]);
    }
  });
});

describe('orderPassages', () => {
  const p = (sourceId: string, start: number, length: number): ScanPassage => ({
    sourceId,
    start,
    length,
    match: 'identical',
  });

  it('puts passages in text order, the longer first where two start together', () => {
    const input = [p('a', 300, 5), p('b', 10, 4), p('c', 10, 40), p('d', 0, 2)];
    expect(orderPassages(input)).toEqual([
      p('d', 0, 2),
      p('c', 10, 40),
      p('b', 10, 4),
      p('a', 300, 5),
    ]);
  });

  it('keeps the same range once per source, and does not change its input', () => {
    const input = [p('b', 50, 10), p('a', 50, 10), p('a', 5, 1)];
    const copy = structuredClone(input);
    expect(orderPassages(input)).toEqual([p('a', 5, 1), p('b', 50, 10), p('a', 50, 10)]);
    expect(input).toEqual(copy);
    expect(orderPassages([])).toEqual([]);
  });
});
