/** The batch table's order: by any column, either way, failures and unknowns last. Pure. */
import type { BatchRowStatus, BatchRowView } from './batch-record.ts';

export const BATCH_COLUMNS = ['name', 'words', 'ai', 'labels', 'plagiarism', 'status'] as const;
export type BatchColumn = (typeof BATCH_COLUMNS)[number];
export type SortDirection = 'ascending' | 'descending';

const STATUS_ORDER: Record<BatchRowStatus, number> = {
  checking: 0,
  reading: 1,
  waiting: 2,
  ready: 3,
  done: 4,
  failed: 5,
};

type Key = string | number | undefined;

function keyOf(row: BatchRowView, column: BatchColumn): Key {
  switch (column) {
    case 'name':
      return row.source.name;
    case 'words':
      return row.words;
    case 'ai':
      return row.aiShare;
    case 'labels':
      return row.labels?.length;
    case 'plagiarism':
      return row.plagiarism;
    case 'status':
      return STATUS_ORDER[row.status];
  }
}

const names = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/**
 * The rows sorted by `column`; rows with no value there (not read, not checked) come last
 * either way, and equal rows keep the order they were added in.
 */
export function sortRows(
  rows: readonly BatchRowView[],
  column: BatchColumn,
  direction: SortDirection,
): BatchRowView[] {
  const sign = direction === 'ascending' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, key: keyOf(row, column) }))
    .sort((a, b) => {
      if (a.key === undefined || b.key === undefined) {
        if (a.key === b.key) return a.index - b.index;
        return a.key === undefined ? 1 : -1;
      }
      const order =
        typeof a.key === 'string' && typeof b.key === 'string'
          ? names.compare(a.key, b.key)
          : Number(a.key) - Number(b.key);
      return order === 0 ? a.index - b.index : sign * order;
    })
    .map(({ row }) => row);
}
