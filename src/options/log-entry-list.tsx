import type { JSX } from 'preact';
import type { LogEntry } from '../shared/log/log-entry.ts';
import { formatDetail, formatRepeats } from '../shared/log/log-report.ts';

const clock = (ms: number): string =>
  new Date(ms).toLocaleString([], { dateStyle: 'short', timeStyle: 'medium' });

/** Log entries as given (the section passes them newest first), each with its level. */
export function LogEntryList({ entries }: { entries: readonly LogEntry[] }): JSX.Element {
  return (
    <ol class="log" data-testid="log" tabIndex={0} aria-label="Log, newest first">
      {entries.map((entry, index) => (
        <li key={`${entry.time}-${index}`} data-level={entry.level}>
          <span class="log-level">{entry.level}</span>
          <span class="log-message">
            {entry.message}
            {entry.repeats ? <span class="muted"> {formatRepeats(entry)}</span> : null}
          </span>
          <span class="muted log-where">
            <time dateTime={new Date(entry.time).toISOString()}>{clock(entry.time)}</time>
            {` · ${entry.runtime}/${entry.scope}`}
          </span>
          {entry.detail && <code class="log-detail">{formatDetail(entry.detail)}</code>}
        </li>
      ))}
    </ol>
  );
}
