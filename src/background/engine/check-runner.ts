import type { CheckRecord } from '../../shared/checks/check-record.ts';
import { apiClient } from '../account/api-session.ts';
import { openHistoryStore } from '../stores/history-store.ts';
import { holdWorkerAwake } from './keep-alive.ts';
import { cancelResume, scheduleResume } from './resume-alarm.ts';
import { announceUpdate } from './check-updates.ts';
import { nextStepAfter } from './failure-policy.ts';
import { executeCheck, followers, runsHere } from './runner-registry.ts';
import { logFailure, logIfRejected } from '../stores/log-failure.ts';

/** Checks this worker instance is running; anything else open in history was interrupted. */
const running = new Set<string>();
const finishedListeners = new Set<(record: CheckRecord) => Promise<void> | void>();

/** Called when a check reaches done or failed (highlights, badge). */
export function onCheckFinished(listener: (record: CheckRecord) => Promise<void> | void): void {
  finishedListeners.add(listener);
}

/**
 * Runs every open check that is due, and sets the alarm for the rest. Called at worker start,
 * on the resume alarm and after new checks are stored, so a check outlives the worker that
 * started it: a record still "running" in history with no runner here is simply run again,
 * with the same scan id.
 */
export async function resumeOpenChecks(): Promise<void> {
  const open = await openChecks();
  const now = Date.now();
  const due = open.filter((r) => !running.has(r.id) && (r.retryAt ?? 0) <= now);
  await Promise.allSettled(due.map((r) => runCheck(r.id)));
  await rescheduleAlarm();
}

async function openChecks(): Promise<CheckRecord[]> {
  const open = await (await openHistoryStore()).withStatus('pending', 'running');
  // Kinds answered by webhook are followed through the relay by their own follower.
  return open.filter((r) => runsHere(r.kind));
}

async function rescheduleAlarm(): Promise<void> {
  const open = await openChecks();
  if (open.length === 0) return cancelResume();
  const waits = open.map((r) => r.retryAt).filter((t): t is number => t !== undefined);
  await scheduleResume(running.size > 0 || waits.length === 0 ? undefined : Math.min(...waits));
}

async function runCheck(id: string): Promise<void> {
  if (running.has(id)) return;
  running.add(id);
  const release = holdWorkerAwake();
  try {
    const store = await openHistoryStore();
    const started = await store.update(id, (r) =>
      r.status === 'pending' || r.status === 'running'
        ? { ...r, status: 'running', attempts: r.attempts + 1, updatedAt: Date.now() }
        : r,
    );
    if (started?.status !== 'running') return;
    // The watchdog alarm: if this worker is stopped mid-request, the next one picks it up.
    await scheduleResume(undefined);
    await announceUpdate([id]);

    const outcome = await executeCheck(started, {
      client: await apiClient(),
      history: store,
      saveProgress: async (change) => {
        await store.update(id, (r) =>
          r.status === 'running' ? { ...change(r), updatedAt: Date.now() } : r,
        );
        await announceUpdate([id]);
      },
    });

    if (!outcome.ok) logFailure('checks', `A ${started.kind} check did not succeed`, outcome.error);
    const now = Date.now();
    const finished = await store.update(id, (r) => {
      // Cancelled while the request was out: the user's word stands.
      if (r.error?.kind === 'cancelled') return r;
      if (outcome.ok) return outcome.value.apply(r, now);
      const step = nextStepAfter(outcome.error, r.attempts, now, r.createdAt);
      return 'final' in step
        ? { ...r, status: 'failed', error: outcome.error, updatedAt: now }
        : { ...r, status: 'pending', error: outcome.error, retryAt: step.retryAt, updatedAt: now };
    });
    await announceUpdate([id]);
    if (finished && (finished.status === 'done' || finished.status === 'failed')) {
      for (const listener of finishedListeners) await listener(finished);
    }
  } finally {
    running.delete(id);
    release();
    await rescheduleAlarm();
  }
}

/**
 * Tries now the checks among `ids` that wait to reach the service: the user opened the popup,
 * so the service may be back and someone is looking. Rate-limited checks keep their wait.
 */
export async function retryWaitingNow(ids: string[]): Promise<number> {
  const store = await openHistoryStore();
  let retried = 0;
  for (const id of ids) {
    const record = await store.get(id);
    if (record?.status !== 'pending' || record.error?.kind !== 'network') continue;
    await store.update(id, (r) => (r.status === 'pending' ? { ...r, retryAt: undefined } : r));
    retried++;
  }
  // Not awaited: the popup gets its answer now and sees progress through check updates.
  if (retried > 0) {
    logIfRejected('checks', 'Resuming open checks', resumeOpenChecks());
    // Kinds answered by webhook are sent by their follower, not the runner: it looks now too.
    for (const { kind, follower } of followers()) {
      if (follower.followOpen) {
        logIfRejected('checks', `Sending waiting ${kind} checks`, follower.followOpen());
      }
    }
  }
  return retried;
}

/** Starts the followers of the kinds answered by webhook (at worker start). */
export function startFollowers(): void {
  for (const { follower } of followers()) follower.start();
}
