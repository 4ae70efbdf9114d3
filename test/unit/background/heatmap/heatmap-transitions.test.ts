import { describe, expect, it } from 'vitest';
import {
  afterAnswer,
  afterRead,
  afterSubmit,
  HEATMAP_FOLLOW_LIMIT_MS,
  newHeatmapState,
  nextHeatmapDelay,
} from '../../../../src/background/heatmap/heatmap-transitions.ts';
import { MAX_ATTEMPTS } from '../../../../src/background/engine/failure-policy.ts';
import { appError, err, ok } from '../../../../src/core/errors.ts';

const NOW = 1_000_000_000;
const fresh = newHeatmapState('heat-1', NOW);

describe('heatmap transitions', () => {
  it('waits for the webhook once submitted, also after a 409 from its own earlier try', () => {
    expect(afterSubmit(fresh, ok({}), NOW + 5)).toMatchObject({
      phase: 'waiting',
      attempts: 1,
      submittedAt: NOW + 5,
    });
    const conflict = err(appError('conflict', 'exists', { status: 409 }));
    expect(afterSubmit(fresh, conflict, NOW).phase).toBe('waiting');
  });

  it('retries passing faults later with the same scan id, and stops on final ones', () => {
    const limited = afterSubmit(fresh, err(appError('rate-limited', 'slow', { status: 429 })), NOW);
    expect(limited).toMatchObject({ phase: 'pending', scanId: 'heat-1', retryAt: NOW + 15_000 });
    expect(afterSubmit(limited, ok({}), NOW).error).toBeUndefined();
    const credits = afterSubmit(fresh, err(appError('credits', 'none', { status: 402 })), NOW);
    expect(credits).toMatchObject({ phase: 'failed', error: { kind: 'credits' } });
    const tired = { ...fresh, attempts: MAX_ATTEMPTS - 1 };
    expect(afterSubmit(tired, err(appError('network', 'offline')), NOW).phase).toBe('failed');
  });

  it('moves the cursor on reads, keeps a relay problem until a good read', () => {
    const waiting = afterSubmit(fresh, ok({}), NOW);
    const down = afterRead(waiting, err(appError('network', 'The relay is down.')), NOW);
    expect(down).toMatchObject({ phase: 'waiting', relayProblem: 'The relay is down.' });
    const back = afterRead(down, ok({ cursor: 12 }), NOW);
    expect(back).toMatchObject({ phase: 'waiting', cursor: 12 });
    expect(back.relayProblem).toBeUndefined();
  });

  it('gives up after two days without an answer', () => {
    const waiting = afterSubmit(fresh, ok({}), NOW);
    expect(afterRead(waiting, ok({ cursor: 0 }), NOW + HEATMAP_FOLLOW_LIMIT_MS - 1).phase).toBe(
      'waiting',
    );
    const late = afterRead(waiting, ok({ cursor: 0 }), NOW + HEATMAP_FOLLOW_LIMIT_MS);
    expect(late).toMatchObject({ phase: 'failed', error: { code: 'heatmap-timeout' } });
  });

  it('finishes with the grid or a note, or fails with the service’s error', () => {
    const waiting = afterSubmit(fresh, ok({}), NOW);
    const grid = { width: 1, height: 1, values: 'AA==' };
    expect(afterAnswer(waiting, { grid, credits: 1 }, 40)).toMatchObject({
      phase: 'done',
      cursor: 40,
      grid,
      credits: 1,
    });
    expect(afterAnswer(waiting, { note: 'none sent' }, 41)).toMatchObject({
      phase: 'done',
      note: 'none sent',
    });
    const failed = afterAnswer(waiting, { error: appError('service', 'bad url') }, 42);
    expect(failed).toMatchObject({ phase: 'failed', error: { message: 'bad url' } });
  });

  it('looks again soon at first, less often later, and at the retry time when pending', () => {
    const waiting = afterSubmit(fresh, ok({}), NOW);
    expect(nextHeatmapDelay(waiting, NOW + 60_000)).toBe(30_000);
    expect(nextHeatmapDelay(waiting, NOW + 30 * 60_000)).toBe(120_000);
    expect(nextHeatmapDelay(waiting, NOW + 5 * 60 * 60_000)).toBe(600_000);
    expect(nextHeatmapDelay({ ...fresh, retryAt: NOW + 9_000 }, NOW)).toBe(9_000);
  });
});
