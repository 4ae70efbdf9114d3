import type { JSX } from 'preact';
import type { BatchRowView } from '../shared/batches/batch-record.ts';
import { HistoryEntry } from './history-entry.tsx';

/**
 * A class set's file opened in the settings page: its checks as the history lists them, each
 * saving one report of the whole row.
 */
export function BatchRowResult({ row }: { row: BatchRowView }): JSX.Element {
  const ids = row.summaries.map((check) => check.id);
  return (
    <ol class="history" data-testid="batch-row-checks">
      {row.summaries.map((check) => (
        <HistoryEntry key={check.id} check={check} groupIds={ids} />
      ))}
    </ol>
  );
}
