import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import type { AppError } from '../core/errors.ts';
import type { AccountStatus } from '../shared/messages/index.ts';
import { sendToBackground } from '../platform/messaging.ts';
import { useT } from '../ui/i18n/translated-page.tsx';
import { SettingError } from './setting-error.tsx';
import { HistoryEntry } from './history-entry.tsx';
import { HistoryRetention } from './history-retention.tsx';
import { BatchPanel } from '../ui/batches/batch-panel.tsx';
import { BatchRowResult } from './batch-row-result.tsx';
import type { RecentChecks } from './use-recent-checks.ts';

interface Props {
  recent: RecentChecks;
  status: AccountStatus;
  onSaved: (status: AccountStatus) => void;
}

/** The latest checks kept in this browser, how long they are kept, and a way to forget them. */
export function HistorySection({ recent, status, onSaved }: Props): JSX.Element {
  const { checks } = recent;
  const [cleared, setCleared] = useState<number | null>(null);
  const [error, setError] = useState<AppError | null>(null);
  const { t, plural } = useT();

  const clear = async (): Promise<void> => {
    if (!confirm(t('options_historyConfirmClear'))) return;
    const result = await sendToBackground('history/clear', {});
    if (!result.ok) return setError(result.error);
    setCleared(result.value.removed);
    await recent.reload();
  };

  return (
    <section class="card" aria-label={t('options_historyLabel')}>
      <h2>{t('options_historyHeading')}</h2>
      <p class="muted">{t('options_historyHelp')}</p>
      <HistoryRetention
        status={status}
        onSaved={onSaved}
        onForgotten={() => void recent.reload()}
      />
      {checks === null ? (
        <p class="muted">{t('options_loading')}</p>
      ) : checks.length === 0 ? (
        <p class="muted" data-testid="history-empty">
          {t('options_historyEmpty')}
        </p>
      ) : (
        <ol
          class="history"
          data-testid="history"
          tabIndex={0}
          aria-label={t('options_historyListLabel')}
        >
          {checks.map((check) => (
            <HistoryEntry key={check.id} check={check} />
          ))}
        </ol>
      )}
      <div class="row">
        <button
          type="button"
          class="secondary"
          data-testid="clear-history"
          onClick={() => void clear()}
          disabled={!checks?.length}
        >
          {t('options_historyClear')}
        </button>
        {cleared !== null && (
          <span role="status" class="muted">
            {plural('options_historyCleared', cleared)}
          </span>
        )}
      </div>
      <SettingError error={error ?? recent.error} />
      <section class="files" aria-label={t('batch_heading')} data-testid="history-files">
        <h3>{t('batch_heading')}</h3>
        <BatchPanel latest level={4} RowResult={BatchRowResult} />
      </section>
    </section>
  );
}
