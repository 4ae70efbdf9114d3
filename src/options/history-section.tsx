import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import type { AppError } from '../core/errors.ts';
import { sendToBackground } from '../platform/messaging.ts';
import { SettingError } from './setting-error.tsx';
import { HistoryEntry } from './history-entry.tsx';
import type { RecentChecks } from './use-recent-checks.ts';

/** The latest checks kept in this browser, and a way to forget them. */
export function HistorySection({ recent }: { recent: RecentChecks }): JSX.Element {
  const { checks } = recent;
  const [cleared, setCleared] = useState<number | null>(null);
  const [error, setError] = useState<AppError | null>(null);

  const clear = async (): Promise<void> => {
    if (
      !confirm('Forget all finished checks? Results you saw will no longer be answered for free.')
    )
      return;
    const result = await sendToBackground('history/clear', {});
    if (!result.ok) return setError(result.error);
    setCleared(result.value.removed);
    await recent.reload();
  };

  return (
    <section class="card" aria-label="History">
      <h2>Recent checks</h2>
      <p class="muted">
        Kept only in this browser. The same text or image with the same settings is answered from
        here without spending credits.
      </p>
      {checks === null ? (
        <p class="muted">Loading…</p>
      ) : checks.length === 0 ? (
        <p class="muted" data-testid="history-empty">
          No checks yet.
        </p>
      ) : (
        <ol
          class="history"
          data-testid="history"
          tabIndex={0}
          aria-label="Recent checks, newest first"
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
          Clear history
        </button>
        {cleared !== null && (
          <span role="status" class="muted">
            {cleared} check{cleared === 1 ? '' : 's'} forgotten.
          </span>
        )}
      </div>
      <SettingError error={error ?? recent.error} />
    </section>
  );
}
