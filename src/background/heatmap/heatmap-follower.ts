/**
 * Heatmaps of image checks, from the request to the answer. The worker may stop between the
 * submission and the webhook, so all progress lives in the record's `heatmap` (scan id, phase,
 * relay cursor) and an alarm wakes the worker to look again; an open popup long-polls instead.
 */
import { generateScanId } from '../../api/index.ts';
import type { ImageCheck } from '../../shared/checks/check-record.ts';
import { heatmapIsOpen, type HeatmapState } from '../../shared/checks/heatmap-state.ts';
import { appError, err, ok, type Result } from '../../core/errors.ts';
import { apiClient } from '../account/api-session.ts';
import { announceUpdate } from '../engine/check-updates.ts';
import { followAlarm } from '../engine/follow-alarm.ts';
import { openHistoryStore } from '../stores/history-store.ts';
import { paintImageMask } from '../image/paint-image-mask.ts';
import { holdWorkerAwake } from '../engine/keep-alive.ts';
import { exclusive } from '../engine/exclusive.ts';
import { relayAccess } from '../relay-client/relay-access.ts';
import { readScanEvents } from '../relay-client/relay-reader.ts';
import { readHeatmapAnswer } from './heatmap-answer.ts';
import { heatmapTarget } from '../../shared/checks/heatmap-eligibility.ts';
import { storedHeatmapGrid } from './heatmap-grid-source.ts';
import { submitHeatmap } from './heatmap-submission.ts';
import {
  afterAnswer,
  afterRead,
  afterSubmit,
  newHeatmapState,
  nextHeatmapDelay,
  type HeatmapOutcome,
} from './heatmap-transitions.ts';
import { logIfRejected } from '../stores/log-failure.ts';

const alarm = followAlarm('image-heatmaps-follow');
const lockKey = (id: string): string => `heatmap:${id}`;

/** Stores a new heatmap state on the record and tells open pages. */
async function save(id: string, next: (state: HeatmapState) => HeatmapState) {
  const store = await openHistoryStore();
  const saved = await store.updateOf('ai-image', id, (r) =>
    r.heatmap ? { ...r, heatmap: next(r.heatmap), updatedAt: Date.now() } : r,
  );
  await announceUpdate([id]);
  return saved;
}

/** Sends the request, or says what stops it (no longer eligible, relay gone). */
async function send(record: ImageCheck, state: HeatmapState): Promise<Result<unknown>> {
  const target = heatmapTarget(record);
  if (!target.ok) return target;
  const relay = await relayAccess();
  if (!relay.ok) return relay;
  return submitHeatmap(await apiClient(), {
    scanId: state.scanId,
    target: target.value,
    relay: relay.value,
    sandbox: record.settings.sandbox === true,
  });
}

async function submitStep(record: ImageCheck, state: HeatmapState) {
  const sent = await send(record, state);
  return save(record.id, (s) => afterSubmit(s, sent, Date.now()));
}

/** What the answer holds, pictures decoded; an unreadable heatmap is a note, not a failure. */
async function outcomeOf(payload: unknown): Promise<HeatmapOutcome> {
  const answer = readHeatmapAnswer(payload);
  if (answer.kind === 'failed') return { error: answer.error };
  const { summary, credits } = answer;
  const extra = { ...(summary ? { summary } : {}), ...(credits === undefined ? {} : { credits }) };
  const grid = await storedHeatmapGrid(answer.found);
  if (!grid.ok) return { ...extra, note: grid.error.message };
  if (!grid.value) return { ...extra, note: 'The service answered without a heatmap.' };
  return { ...extra, grid: grid.value };
}

async function readStep(record: ImageCheck, state: HeatmapState, waitSeconds: number) {
  const relay = await relayAccess();
  const page = relay.ok
    ? await readScanEvents(relay.value, state.scanId, state.cursor, waitSeconds)
    : relay;
  if (!page.ok) return save(record.id, (s) => afterRead(s, page, Date.now()));
  const answer = page.value.events.find((event) => event.kind === 'imageResult');
  if (!answer) return save(record.id, (s) => afterRead(s, ok(page.value), Date.now()));
  if (answer.payload === undefined) {
    // Stored at the relay but not readable from it right now: keep the cursor before it.
    const problem = appError('network', 'The heatmap reached the relay but could not be read.');
    return save(record.id, (s) => afterRead(s, err(problem), Date.now()));
  }
  const outcome = await outcomeOf(answer.payload);
  const saved = await save(record.id, (s) => afterAnswer(s, outcome, answer.id));
  if (saved?.heatmap?.grid) await paintImageMask(saved);
  return saved;
}

/** One step for one record: submit if due, else read the relay after its cursor. */
export function followHeatmap(id: string, waitSeconds = 0): Promise<ImageCheck | undefined> {
  return exclusive(lockKey(id), async () => {
    const release = holdWorkerAwake();
    try {
      let record = await (await openHistoryStore()).getOf('ai-image', id);
      if (!record?.heatmap || !heatmapIsOpen(record.heatmap)) return record;
      if (record.heatmap.phase === 'pending') {
        if ((record.heatmap.retryAt ?? 0) > Date.now()) return record;
        record = await submitStep(record, record.heatmap);
        if (!record?.heatmap || record.heatmap.phase !== 'waiting') return record;
      }
      return await readStep(record, record.heatmap, waitSeconds);
    } finally {
      release();
    }
  });
}

/**
 * Asks for the heatmap of a finished image check: refused at once (no credit spent) when the
 * service could not make one or the relay is not set up, else stored as pending and sent.
 */
export async function requestHeatmap(id: string): Promise<Result<ImageCheck>> {
  const store = await openHistoryStore();
  const record = await store.getOf('ai-image', id);
  if (!record) return err(appError('not-found', 'This check is no longer in history.'));
  if (heatmapIsOpen(record.heatmap)) return ok(record);
  const target = heatmapTarget(record);
  if (!target.ok) return target;
  const relay = await relayAccess();
  if (!relay.ok) return relay;
  const now = Date.now();
  const saved = await store.updateOf('ai-image', id, (r) => ({
    ...r,
    heatmap: newHeatmapState(generateScanId(now), now),
    updatedAt: now,
  }));
  if (!saved) return err(appError('not-found', 'This check is no longer in history.'));
  await announceUpdate([id]);
  // The alarm first: if this worker stops before the submission, the next one sends it.
  await rescheduleHeatmaps();
  logIfRejected(
    'heatmaps',
    'Following a requested heatmap',
    followHeatmap(id).finally(() => rescheduleHeatmaps()),
  );
  return ok(saved);
}

async function openHeatmaps(): Promise<ImageCheck[]> {
  return (await openHistoryStore()).withHeatmapPhase('pending', 'waiting');
}

export async function rescheduleHeatmaps(): Promise<void> {
  const open = await openHeatmaps();
  if (open.length === 0) return alarm.cancel();
  const now = Date.now();
  const delays = open.flatMap((r) => (r.heatmap ? [nextHeatmapDelay(r.heatmap, now)] : []));
  await alarm.schedule(Math.min(...delays));
}

async function followOpenHeatmaps(): Promise<void> {
  try {
    for (const record of await openHeatmaps()) await followHeatmap(record.id);
  } finally {
    await rescheduleHeatmaps();
  }
}

/** Wires the follower at worker start (listener first: the alarm may be what woke us). */
export function startHeatmapFollower(): void {
  alarm.onAlarm(() => logIfRejected('heatmaps', 'Following open heatmaps', followOpenHeatmaps()));
  logIfRejected('heatmaps', 'Following open heatmaps', followOpenHeatmaps());
}
