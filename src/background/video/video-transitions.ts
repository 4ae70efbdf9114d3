/**
 * The steps of a video check's life as pure functions of its record, so every path (sent, a
 * passing fault waited out, the answer, an error answer, Stop waiting, nothing in two days) is
 * unit-tested without a browser. The record's own fields hold it all: `pending` without `follow`
 * is still to be sent; `running` with `follow` waits for the relay; `done` and `failed` are final.
 */
import type { VideoCheck } from '../../shared/checks/check-record.ts';
import type { VideoFindings } from '../../shared/video/video-findings.ts';
import { appError, detailWords, type AppError, type Result } from '../../core/errors.ts';
import { nextStepAfter } from '../engine/failure-policy.ts';

/** The service retries a webhook for about a day and a half; after two days nothing comes. */
export const VIDEO_FOLLOW_LIMIT_MS = 48 * 60 * 60_000;

/** Still to be sent to the service (first time, or after a passing fault). */
export const needsSubmission = (record: VideoCheck): boolean =>
  record.status === 'pending' && record.follow === undefined;

/** Sent, and the relay is read for its answer (until the user stops waiting). */
export const isWaiting = (record: VideoCheck): boolean =>
  record.status === 'running' && record.follow !== undefined && !record.follow.stoppedAt;

/** Either: something is still to be done for it. */
export const isOpen = (record: VideoCheck): boolean => needsSubmission(record) || isWaiting(record);

/** After a submission: waiting for the webhook, a retry later, or failed for good. */
export function afterSubmit(record: VideoCheck, sent: Result<unknown>, now: number): VideoCheck {
  // Stopped (or settled) while the request was out: the user's word stands.
  if (!needsSubmission(record)) return record;
  const attempts = record.attempts + 1;
  // A 409 is refused by the client only when the first try's answer was not lost; then the scan
  // id is taken by that try of ours, so the video is with the service.
  if (sent.ok || sent.error.kind === 'conflict') {
    return {
      ...record,
      status: 'running',
      attempts,
      error: undefined,
      retryAt: undefined,
      updatedAt: now,
      follow: { submittedAt: now, cursor: 0 },
    };
  }
  const step = nextStepAfter(sent.error, attempts, now, record.createdAt);
  return 'final' in step
    ? {
        ...record,
        status: 'failed',
        attempts,
        error: sent.error,
        retryAt: undefined,
        updatedAt: now,
      }
    : { ...record, attempts, error: sent.error, retryAt: step.retryAt, updatedAt: now };
}

/** After a look at the relay that found no answer: the cursor moves on, the age is checked. */
export function afterRead(record: VideoCheck, cursor: number, now: number): VideoCheck {
  if (!record.follow || cursor <= record.follow.cursor) return expireIfStale(record, now);
  return expireIfStale({ ...record, follow: { ...record.follow, cursor } }, now);
}

export type VideoOutcome =
  { findings: VideoFindings; credits?: number | undefined } | { error: AppError };

/**
 * The answer arrived: done with the findings, or failed with the service's reason. One that
 * comes after the user stopped waiting is kept all the same (it was paid for); a resent webhook
 * never changes a result already kept.
 */
export function afterAnswer(
  record: VideoCheck,
  outcome: VideoOutcome,
  cursor: number,
  now: number,
): VideoCheck {
  if (record.status === 'done' || !record.follow) return record;
  const settled = {
    ...record,
    retryAt: undefined,
    updatedAt: now,
    follow: { ...record.follow, cursor: Math.max(cursor, record.follow.cursor) },
  };
  if ('error' in outcome) return { ...settled, status: 'failed', error: outcome.error };
  return {
    ...settled,
    status: 'done',
    error: undefined,
    result: outcome.findings,
    ...(outcome.credits === undefined ? {} : { credits: outcome.credits }),
  };
}

/**
 * "Stop waiting": nothing follows it any more. One not sent yet is not sent; one the service has
 * cannot be called back (the API has no cancel), so the record says what that means.
 */
export function stopWaiting(record: VideoCheck, now: number): VideoCheck {
  if (!isOpen(record)) return record;
  const sent = record.follow !== undefined;
  return {
    ...record,
    status: 'failed',
    retryAt: undefined,
    updatedAt: now,
    error: sent
      ? appError(
          'cancelled',
          'You stopped waiting for this video check. The service may still finish it, and charge for it.',
          { words: detailWords('video_workerStopped') },
        )
      : appError('cancelled', 'Cancelled before it was sent: nothing was spent.', {
          words: detailWords('video_workerCancelledUnsent'),
        }),
    ...(record.follow ? { follow: { ...record.follow, stoppedAt: now } } : {}),
  };
}

/** A check still waiting two days after it was sent has failed: nothing will come. */
export function expireIfStale(record: VideoCheck, now: number): VideoCheck {
  if (!isWaiting(record) || !record.follow) return record;
  if (now - record.follow.submittedAt < VIDEO_FOLLOW_LIMIT_MS) return record;
  return {
    ...record,
    status: 'failed',
    updatedAt: now,
    error: appError(
      'service',
      'No result reached the relay within two days of sending the video. Check it again.',
      { code: 'video-timeout', words: detailWords('video_workerTimeout') },
    ),
  };
}

/** When to look again: a video takes minutes, so every 30 s at first, then less often. */
export function nextVideoDelay(record: VideoCheck, now: number): number {
  if (needsSubmission(record)) return Math.max(0, (record.retryAt ?? now) - now);
  const age = now - (record.follow?.submittedAt ?? record.createdAt);
  if (age < 10 * 60_000) return 30_000;
  if (age < 2 * 60 * 60_000) return 2 * 60_000;
  return 10 * 60_000;
}
