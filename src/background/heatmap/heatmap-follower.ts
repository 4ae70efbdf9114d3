/**
 * Heatmaps of image checks, followed by the engine's relay follower: what differs for them is
 * here. All progress lives in the record's `heatmap` (scan id, phase, relay cursor); the answer
 * is the relay's `imageResult` event.
 */
import { generateScanId } from '../../api/index.ts';
import type { ImageCheck } from '../../shared/checks/check-record.ts';
import {
  heatmapIsOpen,
  type HeatmapOutcome,
  type HeatmapState,
} from '../../shared/heatmap/heatmap-state.ts';
import { appError, err, ok, type Result } from '../../core/errors.ts';
import { apiClient } from '../account/api-session.ts';
import { announceUpdate } from '../engine/check-updates.ts';
import { openHistoryStore } from '../stores/history-store.ts';
import { relayAccess } from '../relay-client/relay-access.ts';
import { lookForAnswer } from '../relay-client/relay-answer.ts';
import { relayFollower } from '../engine/relay-follower.ts';
import { repaintTab } from '../engine/tab-refresh.ts';
import { heatmapTarget } from '../../shared/checks/heatmap-eligibility.ts';
import { askHiddenPage } from '../../platform/offscreen.ts';
import { withHiddenPage } from '../sources/hidden-page.ts';
import { submitHeatmap } from './heatmap-submission.ts';
import {
  afterAnswer,
  afterRead,
  afterSubmit,
  newHeatmapState,
  nextHeatmapDelay,
} from './heatmap-transitions.ts';

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

/**
 * What the answer holds, read in the hidden page (src/offscreen/heatmap). A hidden page that
 * could not answer is a failed look: the answer stays unread at the relay, read again next time.
 */
async function outcomeOf(payload: unknown): Promise<Result<HeatmapOutcome>> {
  try {
    return await withHiddenPage(() => askHiddenPage('offscreen/heatmap-outcome', { payload }));
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    return err(appError('internal', `The heatmap could not be read: ${why}`));
  }
}

async function read(record: ImageCheck, waitSeconds: number) {
  const state = record.heatmap;
  if (!state) return record;
  const look = await lookForAnswer(
    await relayAccess(),
    state.scanId,
    state.cursor,
    waitSeconds,
    'imageResult',
  );
  if (!look.ok) return save(record.id, (s) => afterRead(s, look, Date.now()));
  const found = look.value;
  if (found.kind === 'none') {
    return save(record.id, (s) => afterRead(s, ok({ cursor: found.cursor }), Date.now()));
  }
  if (found.kind === 'unreadable') {
    const problem = appError('network', 'The heatmap reached the relay but could not be read.');
    return save(record.id, (s) => afterRead(s, err(problem), Date.now()));
  }
  const outcome = await outcomeOf(found.payload);
  if (!outcome.ok) return save(record.id, (s) => afterRead(s, outcome, Date.now()));
  const saved = await save(record.id, (s) => afterAnswer(s, outcome.value, found.id));
  // Drawn by the image check's registered painter (paint-image-mask.ts draws a heatmap it has),
  // with the tab's latest checks: a heatmap of a check the tab moved on from is not drawn.
  const tabId = saved?.source.tabId;
  if (saved?.heatmap?.grid && tabId !== undefined) await repaintTab(tabId, ['ai-image']);
  return saved;
}

const heatmaps = relayFollower<ImageCheck>({
  alarm: 'image-heatmaps-follow',
  scope: 'heatmaps',
  open: async () => (await openHistoryStore()).withHeatmapPhase('pending', 'waiting'),
  idOf: (record) => record.id,
  load: async (id) => (await openHistoryStore()).getOf('ai-image', id),
  isOpen: (record) => heatmapIsOpen(record.heatmap),
  toSend: (record) =>
    record.heatmap?.phase === 'pending' ? { retryAt: record.heatmap.retryAt } : undefined,
  send: (record) => (record.heatmap ? submitStep(record, record.heatmap) : Promise.resolve(record)),
  isWaiting: (record) => record.heatmap?.phase === 'waiting',
  read,
  nextDelay: (record, now) => (record.heatmap ? nextHeatmapDelay(record.heatmap, now) : 0),
});

export const {
  follow: followHeatmap,
  lookNow: lookForHeatmap,
  start: startHeatmapFollower,
} = heatmaps;

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
  await heatmaps.startFollowing(id);
  return ok(saved);
}
