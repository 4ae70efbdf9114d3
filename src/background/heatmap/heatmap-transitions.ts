/**
 * The steps of a heatmap's life as pure functions of its state, so every path (retry, relay
 * down, error answer, no answer in two days) is unit-tested without a browser.
 */
import type { HeatmapOutcome, HeatmapState } from '../../shared/heatmap/heatmap-state.ts';
import { appError, type Result } from '../../core/errors.ts';
import { nextStepAfter } from '../engine/failure-policy.ts';

/** The service retries a webhook for about a day and a half; after two days nothing comes. */
export const HEATMAP_FOLLOW_LIMIT_MS = 48 * 60 * 60_000;

export function newHeatmapState(scanId: string, now: number): HeatmapState {
  return { scanId, phase: 'pending', requestedAt: now, attempts: 0, cursor: 0 };
}

/** After a submission: waiting for the webhook, a retry later, or failed for good. */
export function afterSubmit(state: HeatmapState, sent: Result<unknown>, now: number): HeatmapState {
  const attempts = state.attempts + 1;
  // 409: this scan id was taken by our own earlier try whose answer was lost, so it is out.
  if (sent.ok || sent.error.kind === 'conflict') {
    return {
      ...state,
      phase: 'waiting',
      attempts,
      submittedAt: now,
      retryAt: undefined,
      error: undefined,
    };
  }
  const step = nextStepAfter(sent.error, attempts, now);
  return 'final' in step
    ? { ...state, attempts, phase: 'failed', error: sent.error }
    : { ...state, attempts, phase: 'pending', error: sent.error, retryAt: step.retryAt };
}

/** After a look at the relay that found no answer (or could not look). */
export function afterRead(
  state: HeatmapState,
  read: Result<{ cursor: number }>,
  now: number,
): HeatmapState {
  if (read.ok) {
    return expireIfStale({ ...state, cursor: read.value.cursor, relayProblem: undefined }, now);
  }
  return expireIfStale({ ...state, relayProblem: read.error.message }, now);
}

/** The answer arrived: done (with a grid or a note) or failed. */
export function afterAnswer(
  state: HeatmapState,
  outcome: HeatmapOutcome,
  cursor: number,
): HeatmapState {
  const settled = { ...state, cursor, relayProblem: undefined, retryAt: undefined };
  if ('error' in outcome) return { ...settled, phase: 'failed', error: outcome.error };
  return { ...settled, phase: 'done', error: undefined, ...outcome };
}

export function expireIfStale(state: HeatmapState, now: number): HeatmapState {
  if (state.phase !== 'waiting') return state;
  if (now - (state.submittedAt ?? state.requestedAt) < HEATMAP_FOLLOW_LIMIT_MS) return state;
  return {
    ...state,
    phase: 'failed',
    error: appError(
      'service',
      'No heatmap reached the relay within two days of asking; ask for it again.',
      { code: 'heatmap-timeout' },
    ),
  };
}

/** When to look again: a heatmap usually comes within a minute, then less often. */
export function nextHeatmapDelay(state: HeatmapState, now: number): number {
  if (state.phase === 'pending') return Math.max(0, (state.retryAt ?? now) - now);
  const age = now - (state.submittedAt ?? state.requestedAt);
  if (age < 10 * 60_000) return 30_000;
  if (age < 2 * 60 * 60_000) return 2 * 60_000;
  return 10 * 60_000;
}
