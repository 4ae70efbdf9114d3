import { describe, expect, it } from 'vitest';
import { MAX_ATTEMPTS } from '../../../../src/background/engine/failure-policy.ts';
import {
  afterAnswer,
  afterRead,
  afterSubmit,
  isOpen,
  isWaiting,
  needsSubmission,
  nextVideoDelay,
  stopWaiting,
  VIDEO_FOLLOW_LIMIT_MS,
} from '../../../../src/background/video/video-transitions.ts';
import { appError, err, ok } from '../../../../src/core/errors.ts';
import { FINDINGS, NOW, videoCheck, waitingCheck } from './video-records.ts';

describe('video check transitions', () => {
  it('wait for the webhook once sent, also after a 409 from their own earlier try', () => {
    const sent = afterSubmit(videoCheck(), ok({ accepted: true }), NOW + 5);
    expect(sent).toMatchObject({
      status: 'running',
      attempts: 1,
      follow: { submittedAt: NOW + 5, cursor: 0 },
    });
    expect(isWaiting(sent)).toBe(true);
    const conflict = err(appError('conflict', 'exists', { status: 409 }));
    expect(afterSubmit(videoCheck(), conflict, NOW).status).toBe('running');
  });

  it('send again later after a passing fault, with the same id, and stop on final ones', () => {
    const limited = afterSubmit(
      videoCheck(),
      err(appError('rate-limited', 'slow', { status: 429, retryAfterMs: 40_000 })),
      NOW,
    );
    expect(limited).toMatchObject({
      status: 'pending',
      id: 'al-video-0001',
      retryAt: NOW + 40_000,
    });
    expect(needsSubmission(limited)).toBe(true);
    expect(nextVideoDelay(limited, NOW)).toBe(40_000);
    // A dropped connection is waited out from when the check was asked for.
    const offline = afterSubmit(videoCheck(), err(appError('network', 'offline')), NOW);
    expect(offline).toMatchObject({ status: 'pending', retryAt: NOW + 15_000 });
    const credits = afterSubmit(
      videoCheck(),
      err(appError('credits', 'none', { status: 402 })),
      NOW,
    );
    expect(credits).toMatchObject({ status: 'failed', error: { kind: 'credits' } });
    expect(isOpen(credits)).toBe(false);
    const tired = videoCheck({ attempts: MAX_ATTEMPTS - 1 });
    const fault = err(appError('service', 'down', { status: 503 }));
    expect(afterSubmit(tired, fault, NOW).status).toBe('failed');
  });

  it('leave a check stopped while its request was out as the user left it', () => {
    const stopped = stopWaiting(videoCheck(), NOW);
    expect(afterSubmit(stopped, ok({ accepted: true }), NOW + 1)).toBe(stopped);
  });

  it('move the cursor forward only, and fail after two days without an answer', () => {
    const waiting = waitingCheck({ follow: { submittedAt: NOW, cursor: 7 } });
    expect(afterRead(waiting, 9, NOW).follow?.cursor).toBe(9);
    expect(afterRead(waiting, 3, NOW).follow?.cursor).toBe(7);
    const late = afterRead(waiting, 9, NOW + VIDEO_FOLLOW_LIMIT_MS);
    expect(late).toMatchObject({
      status: 'failed',
      error: { code: 'video-timeout', words: { key: 'video_workerTimeout' } },
    });
  });

  it('keep the findings and credits of the answer, or fail with its reason', () => {
    const done = afterAnswer(waitingCheck(), { findings: FINDINGS, credits: 1 }, 12, NOW);
    expect(done).toMatchObject({ status: 'done', result: FINDINGS, credits: 1 });
    expect(done.follow?.cursor).toBe(12);
    expect(isOpen(done)).toBe(false);
    const failed = afterAnswer(
      waitingCheck(),
      { error: appError('service', 'Cannot download the video') },
      12,
      NOW,
    );
    expect(failed).toMatchObject({
      status: 'failed',
      error: { message: 'Cannot download the video' },
    });
    // A webhook resent later never changes a result already kept.
    expect(afterAnswer(done, { error: appError('service', 'late') }, 13, NOW)).toBe(done);
  });

  it('stop waiting: nothing follows, and an answer that still comes is kept', () => {
    const stopped = stopWaiting(waitingCheck(), NOW + 60_000);
    expect(stopped).toMatchObject({
      status: 'failed',
      error: { kind: 'cancelled', words: { key: 'video_workerStopped' } },
      follow: { stoppedAt: NOW + 60_000 },
    });
    expect(isOpen(stopped)).toBe(false);
    expect(stopWaiting(stopped, NOW + 70_000)).toBe(stopped);
    const late = afterAnswer(stopped, { findings: FINDINGS }, 3, NOW + 90_000);
    expect(late).toMatchObject({ status: 'done', result: FINDINGS, error: undefined });
    // One not sent yet is not sent: nothing was spent.
    expect(stopWaiting(videoCheck(), NOW)).toMatchObject({
      status: 'failed',
      error: { kind: 'cancelled', words: { key: 'video_workerCancelledUnsent' } },
    });
  });

  it('look often while a video is young, then less often', () => {
    const waiting = waitingCheck();
    expect(nextVideoDelay(waiting, NOW + 60_000)).toBe(30_000);
    expect(nextVideoDelay(waiting, NOW + 30 * 60_000)).toBe(120_000);
    expect(nextVideoDelay(waiting, NOW + 5 * 60 * 60_000)).toBe(600_000);
  });
});
