import type { JSX } from 'preact';
import type { LogEntry } from '../shared/log/log-entry.ts';
import { formatDetail } from './log-report.ts';
import { useT } from '../ui/i18n/translated-page.tsx';

const CLOCK: Intl.DateTimeFormatOptions = { dateStyle: 'short', timeStyle: 'medium' };

/**
 * Log entries as given (the section passes them newest first), each with its level. Messages and
 * details stay as logged (in English, for support); dates and the repeat count follow the reader.
 */
export function LogEntryList({ entries }: { entries: readonly LogEntry[] }): JSX.Element {
  const { t, plural, date } = useT();
  const repeats = (entry: LogEntry): string | null => {
    if (!entry.repeats) return null;
    const times = entry.repeats + 1;
    return entry.lastTime
      ? plural('options_logRepeatsUntil', times, date(entry.lastTime, CLOCK))
      : plural('options_logRepeats', times);
  };
  return (
    <ol class="log" data-testid="log" tabIndex={0} aria-label={t('options_logListLabel')}>
      {entries.map((entry, index) => (
        <li key={`${entry.time}-${index}`} data-level={entry.level}>
          <span class="log-level">{entry.level}</span>
          <span class="log-message">
            {entry.message}
            {entry.repeats ? <span class="muted"> {repeats(entry)}</span> : null}
          </span>
          <span class="muted log-where">
            <time dateTime={new Date(entry.time).toISOString()}>{date(entry.time, CLOCK)}</time>
            {` · ${entry.runtime}/${entry.scope}`}
          </span>
          {entry.detail && <code class="log-detail">{formatDetail(entry.detail)}</code>}
        </li>
      ))}
    </ol>
  );
}
