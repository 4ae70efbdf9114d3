import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import type { ImageCheck } from '../../shared/checks/check-record.ts';
import { heatmapTarget } from '../../shared/checks/heatmap-eligibility.ts';
import type { AppError } from '../../core/errors.ts';
import { sendToBackground } from '../../platform/messaging.ts';
import { ErrorNotice } from '../../ui/error-notice.tsx';
import { useHeatmapFollow } from './use-heatmap-follow.ts';
import type { MessageKey } from '../../shared/i18n/translator.ts';
import { useT } from '../../ui/i18n/translated-page.tsx';
import { errorDetail } from '../../shared/checks/error-detail.ts';

/** A clock time to the minute, the language's way. */
const CLOCK: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit' };

/** What a heatmap costs, as the service prices it. */
const HEATMAP_CREDITS = 1;

/**
 * The heatmap of an image check: a button to ask for it (with what it costs and needs), its
 * progress while the service works, and why when it could not be made.
 */
export function HeatmapPanel({ check }: { check: ImageCheck }): JSX.Element {
  const [refused, setRefused] = useState<AppError | null>(null);
  const [asking, setAsking] = useState(false);
  const translator = useT();
  const { t, plural, date } = translator;
  const time = (epoch: number): string => date(epoch, CLOCK);
  const state = check.heatmap;
  const target = heatmapTarget(check);
  useHeatmapFollow(check.id, state?.phase === 'waiting');

  // Started with `void` by the page: shows its own failure; a throw reaches the page's log.
  const ask = async (): Promise<void> => {
    setAsking(true);
    const r = await sendToBackground('images/request-heatmap', { id: check.id });
    setAsking(false);
    setRefused(r.ok ? null : r.error);
  };
  const askButton = (label: MessageKey): JSX.Element => (
    <button
      type="button"
      data-testid="request-heatmap"
      disabled={asking}
      onClick={() => void ask()}
    >
      {t(label)}
    </button>
  );

  return (
    <section class="heatmap-panel" data-testid="heatmap-panel" data-phase={state?.phase ?? 'none'}>
      {!state && !target.ok && (
        <p class="muted" data-testid="heatmap-unavailable">
          {t('checks_heatmapUnavailable', errorDetail(target.error, translator))}
        </p>
      )}
      {!state && target.ok && (
        <>
          {askButton('checks_heatmapGet')}
          <p class="muted">{plural('checks_heatmapOffer', HEATMAP_CREDITS)}</p>
        </>
      )}
      {state?.phase === 'pending' && (
        <p data-testid="heatmap-progress">
          {t('checks_heatmapAsking')}
          {state.retryAt !== undefined && <> {t('checks_retryAt', time(state.retryAt))}</>}
        </p>
      )}
      {state?.phase === 'waiting' && (
        <p data-testid="heatmap-progress">
          {t('checks_heatmapWaiting', time(state.submittedAt ?? state.requestedAt))}
        </p>
      )}
      {state && state.phase !== 'failed' && state.error && <ErrorNotice error={state.error} />}
      {state?.relayProblem && (
        <p class="muted" data-testid="heatmap-relay-problem">
          {state.relayProblem} {t('checks_heatmapLookingAgain')}
        </p>
      )}
      {state?.phase === 'done' && state.credits !== undefined && (
        <p class="muted" data-testid="heatmap-credits">
          {state.credits === 0
            ? t('checks_heatmapUsedNone')
            : plural('checks_heatmapUsed', state.credits)}
        </p>
      )}
      {state?.phase === 'done' && state.note && (
        <p class="muted" data-testid="heatmap-note">
          {state.note}
        </p>
      )}
      {state?.phase === 'failed' && (
        <>
          {state.error && <ErrorNotice error={state.error} />}
          {askButton('checks_heatmapAskAgain')}
        </>
      )}
      {refused && <ErrorNotice error={refused} />}
    </section>
  );
}
