import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import type { BatchRowView, BatchView } from '../../shared/batches/batch-record.ts';
import { sortRows, type BatchColumn, type SortDirection } from '../../shared/batches/batch-sort.ts';
import type { MessageKey } from '../../shared/i18n/translator.ts';
import { useT } from '../i18n/translated-page.tsx';
import {
  aiWords,
  labelsWords,
  leftOutWords,
  plagiarismWords,
  reasonWords,
  statusWords,
} from '../../shared/reports/batch-row-words.ts';
import { FileNameFit } from './file-name-fit.tsx';

const COLUMNS: { id: BatchColumn; words: MessageKey; numeric: boolean }[] = [
  { id: 'name', words: 'batch_colName', numeric: false },
  { id: 'words', words: 'batch_colWords', numeric: true },
  { id: 'ai', words: 'batch_colAi', numeric: true },
  { id: 'labels', words: 'batch_colLabels', numeric: false },
  { id: 'plagiarism', words: 'batch_colPlagiarism', numeric: true },
  { id: 'status', words: 'batch_colStatus', numeric: false },
];

/**
 * One row per file (name, words, AI share, moderation labels, the plagiarism score when scans
 * were asked, status or the reason it failed),
 * sorted by the column whose header button was pressed (again: the other way). A file's name is
 * a button that opens its full result. Plain buttons in a table: keyboard and screen readers
 * reach both, and `aria-sort` says the order.
 */
export function BatchTable({
  batch,
  onOpen,
}: {
  batch: BatchView;
  onOpen: (row: BatchRowView) => void;
}): JSX.Element {
  const translator = useT();
  const { t } = translator;
  const [sort, setSort] = useState<{ column: BatchColumn; direction: SortDirection } | null>(null);
  const columns = batch.plagiarism ? COLUMNS : COLUMNS.filter((c) => c.id !== 'plagiarism');
  const rows = sort ? sortRows(batch.rows, sort.column, sort.direction) : batch.rows;
  const sortBy = (column: BatchColumn): void =>
    setSort((now) => ({
      column,
      direction:
        now?.column === column && now.direction === 'ascending' ? 'descending' : 'ascending',
    }));

  return (
    <div class="batch-table-wrap">
      <table
        class={batch.plagiarism ? 'batch-table with-scans' : 'batch-table'}
        data-testid="batch-table"
        aria-label={t('batch_tableLabel')}
      >
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.id}
                scope="col"
                class={column.numeric ? 'numeric' : undefined}
                aria-sort={sort?.column === column.id ? sort.direction : undefined}
              >
                <button
                  type="button"
                  class="link-button"
                  data-testid={`batch-sort-${column.id}`}
                  title={t('batch_sortBy', t(column.words))}
                  onClick={() => sortBy(column.id)}
                >
                  {t(column.words)}
                  <span aria-hidden="true">
                    {sort?.column === column.id
                      ? sort.direction === 'ascending'
                        ? ' ▲'
                        : ' ▼'
                      : ''}
                  </span>
                </button>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const reason = reasonWords(row, translator);
            const leftOut = leftOutWords(row, translator);
            const opens = row.summaries.length > 0;
            return (
              <tr key={row.id} data-testid="batch-row" data-status={row.status}>
                <th scope="row" class="batch-name">
                  {opens ? (
                    <button
                      type="button"
                      class="link-button"
                      data-testid="batch-open-row"
                      aria-label={t('batch_showResult', row.source.name)}
                      onClick={() => onOpen(row)}
                    >
                      <FileNameFit name={row.source.name} />
                    </button>
                  ) : (
                    <FileNameFit name={row.source.name} />
                  )}
                  {leftOut && (
                    <span class="batch-left-out" data-testid="batch-left-out">
                      {leftOut}
                    </span>
                  )}
                </th>
                <td class="numeric" data-testid="batch-words">
                  {row.words === undefined ? '' : translator.number(row.words)}
                </td>
                <td class="numeric" data-testid="batch-ai">
                  {aiWords(row, translator) ?? ''}
                </td>
                <td data-testid="batch-labels">{labelsWords(row, translator) ?? ''}</td>
                {batch.plagiarism && (
                  <td class="numeric" data-testid="batch-plagiarism">
                    {plagiarismWords(row, translator) ?? ''}
                  </td>
                )}
                <td data-testid="batch-status">
                  <span class={`batch-status batch-status-${row.status}`}>
                    {statusWords(row, translator)}
                  </span>
                  {reason && (
                    <span class="batch-reason" data-testid="batch-reason">
                      {reason}
                    </span>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
