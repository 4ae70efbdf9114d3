/** What a batch will cost and how far it is: sums over its rows. Pure. */
import type { BatchRow } from './batch-record.ts';

export interface BatchTotals {
  files: number;
  /** Rows whose text was read and can be checked (answered from history or not). */
  checkable: number;
  /** Rows refused or failed. */
  failed: number;
  /** Rows finished (done or failed). */
  finished: number;
  words: number;
  /** Credits the rows still to send are expected to cost. */
  credits: number;
  /** Rows answered from history, for free. */
  fromHistory: number;
  /** The most characters of one row (the cost guard names it). */
  longest: number;
  /** Some row is still being read: the cost is not known yet. */
  reading: boolean;
}

/** The sums; with `plagiarism`, each row's scan is counted too (credits, answered from history). */
export function batchTotals(rows: readonly BatchRow[], plagiarism = false): BatchTotals {
  const totals: BatchTotals = {
    files: rows.length,
    checkable: 0,
    failed: 0,
    finished: 0,
    words: 0,
    credits: 0,
    fromHistory: 0,
    longest: 0,
    reading: false,
  };
  for (const row of rows) {
    if (row.status === 'waiting' || row.status === 'reading') totals.reading = true;
    if (row.status === 'failed') totals.failed++;
    if (row.status === 'failed' || row.status === 'done') totals.finished++;
    if (row.words === undefined || (row.status === 'failed' && row.checkIds === undefined)) {
      continue;
    }
    totals.checkable++;
    totals.words += row.words;
    totals.credits += (row.credits ?? 0) + (plagiarism ? (row.scanCredits ?? 0) : 0);
    totals.longest = Math.max(totals.longest, row.characters ?? 0);
    if (row.fromHistory && (!plagiarism || row.scanFromHistory)) totals.fromHistory++;
  }
  return totals;
}
