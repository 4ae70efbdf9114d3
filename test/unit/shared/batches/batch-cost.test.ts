import { describe, expect, it } from 'vitest';
import { appError } from '../../../../src/core/errors.ts';
import { batchTotals } from '../../../../src/shared/batches/batch-cost.ts';
import type { BatchRow } from '../../../../src/shared/batches/batch-record.ts';

const row = (more: Partial<BatchRow>): BatchRow => ({
  id: String(Math.random()),
  source: { type: 'file', name: 'x.pdf', size: 1 },
  status: 'ready',
  ...more,
});

describe('what a class set costs', () => {
  it('adds the rows that will be sent, not the refused ones, and counts those history answers', () => {
    const totals = batchTotals([
      row({ words: 500, credits: 3, characters: 3000 }),
      row({ words: 250, credits: 0, characters: 1500, fromHistory: true }),
      row({ status: 'failed', error: appError('invalid-input', 'no text'), characters: 0 }),
      row({
        status: 'failed',
        words: 10,
        characters: 40,
        error: appError('invalid-input', 'short'),
      }),
    ]);
    expect(totals).toEqual({
      files: 4,
      checkable: 2,
      failed: 2,
      finished: 2,
      words: 750,
      credits: 3,
      fromHistory: 1,
      longest: 3000,
      reading: false,
    });
  });

  it('counts each row’s plagiarism scan only when asked, free when history has it', () => {
    const rows = [
      row({ words: 500, credits: 2, scanCredits: 2, fromHistory: false }),
      row({ words: 250, credits: 0, scanCredits: 1, fromHistory: true }),
      row({ words: 250, credits: 0, scanCredits: 0, fromHistory: true, scanFromHistory: true }),
    ];
    expect(batchTotals(rows)).toMatchObject({ credits: 2, fromHistory: 2 });
    expect(batchTotals(rows, true)).toMatchObject({ credits: 5, fromHistory: 1 });
  });

  it('is not known while a row is still being read', () => {
    expect(batchTotals([row({ status: 'reading' }), row({ words: 3, credits: 1 })]).reading).toBe(
      true,
    );
  });

  it('keeps a row whose check failed after it was sent among the checked', () => {
    const totals = batchTotals([
      row({
        status: 'failed',
        words: 300,
        credits: 2,
        checkIds: ['a'],
        error: appError('service', 'x'),
      }),
    ]);
    expect(totals).toMatchObject({ checkable: 1, failed: 1, credits: 2 });
  });
});
