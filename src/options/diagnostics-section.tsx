import type { JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { AppError } from '../core/errors.ts';
import type { LogEntry } from '../shared/log/log-entry.ts';
import type { MessageKey } from '../shared/i18n/translator.ts';
import { browserLabel, formatLogReport } from './log-report.ts';
import { sendToBackground } from '../platform/messaging.ts';
import { SettingError } from './setting-error.tsx';
import { saveBlob } from '../ui/save-file.ts';
import { useT } from '../ui/i18n/translated-page.tsx';
import { LogEntryList } from './log-entry-list.tsx';
import { log } from './options-log.ts';

interface Log {
  entries: LogEntry[];
  version: string;
}

const today = (): string => new Date().toISOString().slice(0, 10);

/**
 * The extension's recent log, to read and to send with a bug report: copied or downloaded with
 * the extension's version and the browser. Secrets and page text were left out as it was made.
 */
export function DiagnosticsSection(): JSX.Element {
  const [current, setCurrent] = useState<Log | null>(null);
  const [note, setNote] = useState<MessageKey | null>(null);
  const [error, setError] = useState<AppError | null>(null);
  const { t } = useT();

  // Handlers here are started with `void`: each shows its own failure; a throw reaches the log.
  const load = async (): Promise<void> => {
    const result = await sendToBackground('log/get', {});
    if (result.ok) setCurrent(result.value);
    else setError(result.error);
  };

  // Once, on opening. (sendToBackground answers failures as values; it never rejects.)
  useEffect(() => void load(), []);

  const report = (shown: Log): string =>
    formatLogReport(
      { version: shown.version, browser: browserLabel(navigator.userAgent), createdAt: Date.now() },
      shown.entries,
    );

  const copy = async (shown: Log): Promise<void> => {
    try {
      await navigator.clipboard.writeText(report(shown));
      setNote('options_logCopied');
    } catch (error) {
      log.warn('diagnostics', 'Copying the log failed', error);
      setNote('options_logCopyRefused');
    }
  };

  const download = (shown: Log): void => {
    saveBlob(
      new Blob([report(shown)], { type: 'text/plain' }),
      `authenticity-lens-log-${today()}.txt`,
    );
    setNote(null);
  };

  const clear = async (): Promise<void> => {
    const result = await sendToBackground('log/clear', {});
    if (!result.ok) return setError(result.error);
    setNote('options_logCleared');
    await load();
  };

  const entries = current?.entries ?? [];
  return (
    <section class="card" aria-label={t('options_diagnosticsHeading')}>
      <h2>{t('options_diagnosticsHeading')}</h2>
      <p class="muted">{t('options_diagnosticsHelp')}</p>
      {current === null ? (
        <p class="muted">{t('options_loading')}</p>
      ) : entries.length === 0 ? (
        <p class="muted" data-testid="log-empty">
          {t('options_logEmpty')}
        </p>
      ) : (
        <LogEntryList entries={[...entries].reverse()} />
      )}
      <div class="row">
        <button
          type="button"
          disabled={!entries.length}
          onClick={() => void (current && copy(current))}
        >
          {t('options_logCopy')}
        </button>
        <button
          type="button"
          class="secondary"
          data-testid="log-download"
          disabled={!entries.length}
          onClick={() => current && download(current)}
        >
          {t('options_logDownload')}
        </button>
        <button type="button" class="secondary" onClick={() => void load()}>
          {t('options_refresh')}
        </button>
        <button
          type="button"
          class="secondary"
          disabled={!entries.length}
          onClick={() => void clear()}
        >
          {t('options_logClear')}
        </button>
        {note && (
          <span role="status" class="muted">
            {t(note)}
          </span>
        )}
      </div>
      <SettingError error={error} />
    </section>
  );
}
