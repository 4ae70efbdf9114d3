import { describe, expect, it } from 'vitest';
import type { BatchRowView } from '../../../../src/shared/batches/batch-record.ts';
import { sortRows } from '../../../../src/shared/batches/batch-sort.ts';

const row = (name: string, more: Partial<BatchRowView> = {}): BatchRowView => ({
  id: name,
  source: { type: 'file', name, size: 1 },
  status: 'done',
  summaries: [],
  ...more,
});

const names = (rows: BatchRowView[]): string[] => rows.map((r) => r.source.name);

describe('the class set table’s order', () => {
  const rows = [
    row('essay 10.pdf', { words: 300, aiShare: 0.2, labels: [] }),
    row('essay 2.pdf', { words: 900, aiShare: 0.9, labels: ['toxic-v1'] }),
    row('broken.docx', { status: 'failed' }),
    row('Essay 1.txt', { words: 300, aiShare: 0.5, labels: ['toxic-v1', 'adult-v1'] }),
  ];

  it('sorts names as people do: numbers by value, case aside', () => {
    expect(names(sortRows(rows, 'name', 'ascending'))).toEqual([
      'broken.docx',
      'Essay 1.txt',
      'essay 2.pdf',
      'essay 10.pdf',
    ]);
  });

  it('sorts by a number either way, rows with none last both ways, ties in the order added', () => {
    expect(names(sortRows(rows, 'ai', 'descending'))).toEqual([
      'essay 2.pdf',
      'Essay 1.txt',
      'essay 10.pdf',
      'broken.docx',
    ]);
    expect(names(sortRows(rows, 'words', 'ascending'))).toEqual([
      'essay 10.pdf',
      'Essay 1.txt',
      'essay 2.pdf',
      'broken.docx',
    ]);
    expect(names(sortRows(rows, 'labels', 'descending'))).toEqual([
      'Essay 1.txt',
      'essay 2.pdf',
      'essay 10.pdf',
      'broken.docx',
    ]);
  });

  it('sorts by status: work under way first, failures last', () => {
    const mixed = [row('a', { status: 'failed' }), row('b', { status: 'checking' }), row('c')];
    expect(names(sortRows(mixed, 'status', 'ascending'))).toEqual(['b', 'c', 'a']);
  });

  it('leaves the rows given as they were', () => {
    const copy = [...rows];
    sortRows(rows, 'name', 'descending');
    expect(rows).toEqual(copy);
  });
});
