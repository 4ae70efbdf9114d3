import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import type { ImageCheck } from '../../shared/checks/check-record.ts';
import { heatmapTarget } from '../../shared/checks/heatmap-eligibility.ts';
import type { AppError } from '../../core/errors.ts';
import { sendToBackground } from '../../platform/messaging.ts';
import { ErrorNotice } from '../../ui/error-notice.tsx';
import { useHeatmapFollow } from './use-heatmap-follow.ts';

const time = (epoch: number): string =>
  new Date(epoch).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });

/**
 * The heatmap of an image check: a button to ask for it (with what it costs and needs), its
 * progress while the service works, and why when it could not be made.
 */
export function HeatmapPanel({ check }: { check: ImageCheck }): JSX.Element {
  const [refused, setRefused] = useState<AppError | null>(null);
  const [asking, setAsking] = useState(false);
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
  const askButton = (label: string): JSX.Element => (
    <button
      type="button"
      data-testid="request-heatmap"
      disabled={asking}
      onClick={() => void ask()}
    >
      {label}
    </button>
  );

  return (
    <section class="heatmap-panel" data-testid="heatmap-panel" data-phase={state?.phase ?? 'none'}>
      {!state && !target.ok && (
        <p class="muted" data-testid="heatmap-unavailable">
          No heatmap for this image: {target.error.message}
        </p>
      )}
      {!state && target.ok && (
        <>
          {askButton('Get heatmap')}
          <p class="muted">
            A graded view of how likely each area is AI-generated. The service downloads the image
            from its address and answers through your relay; it costs 1 credit.
          </p>
        </>
      )}
      {state?.phase === 'pending' && (
        <p data-testid="heatmap-progress">
          Asking the service for a heatmap…
          {state.retryAt !== undefined && ` Trying again at ${time(state.retryAt)}.`}
        </p>
      )}
      {state?.phase === 'waiting' && (
        <p data-testid="heatmap-progress">
          Waiting for the heatmap (asked at {time(state.submittedAt ?? state.requestedAt)}).
        </p>
      )}
      {state && state.phase !== 'failed' && state.error && <ErrorNotice error={state.error} />}
      {state?.relayProblem && (
        <p class="muted" data-testid="heatmap-relay-problem">
          {state.relayProblem} Looking again shortly.
        </p>
      )}
      {state?.phase === 'done' && state.credits !== undefined && (
        <p class="muted" data-testid="heatmap-credits">
          The heatmap used {state.credits === 0 ? 'no' : state.credits} credit
          {state.credits === 1 ? '' : 's'}.
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
          {askButton('Ask for the heatmap again')}
        </>
      )}
      {refused && <ErrorNotice error={refused} />}
    </section>
  );
}
