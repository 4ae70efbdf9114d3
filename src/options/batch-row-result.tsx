import type { JSX } from 'preact';
import type { BatchRowView } from '../shared/batches/batch-record.ts';
import { HistoryEntry } from './history-entry.tsx';

/** A class set's file opened in the settings page: its checks as the history lists them. */
export function BatchRowResult({ row }: { row: BatchRowView }): JSX.Element {
  return (
    <ol class="history" data-testid="batch-row-checks">
      {row.summaries.map((check) => (
        <HistoryEntry key={check.id} check={check} />
      ))}
    </ol>
  );
}
