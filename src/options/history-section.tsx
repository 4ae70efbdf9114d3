import type { JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { CheckSummary } from '../shared/checks/check-summary.ts';
import type { AppError } from '../core/errors.ts';
import { sendToBackground } from '../platform/messaging.ts';

const SHOWN = 50;

const KIND_NAMES: Record<CheckSummary['kind'], string> = {
  'ai-text': 'AI writing',
  moderation: 'Moderation',
  'ai-image': 'AI image',
  'image-plagiarism': 'Image on the web',
  'object-detection': 'Objects in an image',
  'url-scan': 'Plagiarism',
};

const when = (ms: number): string =>
  new Date(ms).toLocaleString([], { dateStyle: 'medium', timeStyle: 'short' });

/** The latest checks kept in this browser, and a way to forget them. */
export function HistorySection({ onError }: { onError: (error: AppError) => void }): JSX.Element {
  const [checks, setChecks] = useState<CheckSummary[] | null>(null);
  const [cleared, setCleared] = useState<number | null>(null);

  // Started with `void` by the page: shows its own failure; a throw reaches the page's log.
  const load = async (): Promise<void> => {
    const result = await sendToBackground('history/recent', { limit: SHOWN });
    if (result.ok) setChecks(result.value.checks);
    else onError(result.error);
  };

  // Once, on opening.
  useEffect(() => void load(), []);

  const clear = async (): Promise<void> => {
    if (
      !confirm('Forget all finished checks? Results you saw will no longer be answered for free.')
    )
      return;
    const result = await sendToBackground('history/clear', {});
    if (!result.ok) return onError(result.error);
    setCleared(result.value.removed);
    await load();
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
        <ol class="history" data-testid="history">
          {checks.map((check) => (
            <li key={check.id} data-status={check.status}>
              <span class="history-kind">{KIND_NAMES[check.kind]}</span>
              <span class="history-outcome">{check.outcome}</span>
              <span class="muted history-title" title={check.url}>
                {check.title}
              </span>
              <time class="muted" dateTime={new Date(check.createdAt).toISOString()}>
                {when(check.createdAt)}
                {check.fromHistory && ' · from history'}
              </time>
            </li>
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
    </section>
  );
}
