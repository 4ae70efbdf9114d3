/**
 * Video checks, from the submission to the answer. The service answers by webhook, minutes
 * later, and the worker may stop meanwhile, so all progress lives in the record (status, retry
 * time, `follow`: when sent, the relay cursor) and an alarm wakes the worker to go on: to send
 * again after a passing fault (the engine's failure policy), else to read the relay. An open
 * popup also asks for a look (long-polling), as it does for scans and heatmaps.
 */
import type { VideoCheck } from '../../shared/checks/check-record.ts';
import { apiClient } from '../account/api-session.ts';
import { exclusive } from '../engine/exclusive.ts';
import { followAlarm } from '../engine/follow-alarm.ts';
import { holdWorkerAwake } from '../engine/keep-alive.ts';
import { readScanEvents } from '../relay-client/relay-reader.ts';
import { logIfRejected } from '../stores/log-failure.ts';
import { openHistoryStore } from '../stores/history-store.ts';
import { log } from '../stores/worker-log.ts';
import { readVideoAnswer } from './video-answer.ts';
import { openPopupOnVideoNotificationClick, videoChanged } from './video-effects.ts';
import { videoRelay } from './video-relay.ts';
import { submitVideo } from './video-submission.ts';
import {
  afterAnswer,
  afterRead,
  afterSubmit,
  isOpen,
  isWaiting,
  needsSubmission,
  nextVideoDelay,
  stopWaiting,
} from './video-transitions.ts';

export const VIDEO_ALARM = 'video-checks-follow';
const alarm = followAlarm(VIDEO_ALARM);
const lockKey = (id: string): string => `video:${id}`;

/** Applies `change` to the stored record in one transaction, then what follows a change. */
async function save(
  before: VideoCheck,
  change: (record: VideoCheck) => VideoCheck,
): Promise<VideoCheck | undefined> {
  const store = await openHistoryStore();
  const after = await store.updateOf('ai-video', before.id, change);
  if (after) await videoChanged(before, after);
  return after;
}

async function submitStep(record: VideoCheck): Promise<VideoCheck | undefined> {
  const relay = await videoRelay();
  const sent = relay.ok
    ? await submitVideo(await apiClient(), {
        scanId: record.id,
        src: record.video.src,
        relay: relay.value,
        sandbox: record.settings.sandbox,
      })
    : relay;
  return save(record, (r) => afterSubmit(r, sent, Date.now()));
}

async function readStep(record: VideoCheck, waitSeconds: number): Promise<VideoCheck | undefined> {
  const relay = await videoRelay();
  const cursor = record.follow?.cursor ?? 0;
  const page = relay.ok ? await readScanEvents(relay.value, record.id, cursor, waitSeconds) : relay;
  if (!page.ok) {
    // The next look tries again; the record keeps waiting, and expires in its time.
    log.info('videos', 'The relay could not be read for a video check', page.error);
    return save(record, (r) => afterRead(r, cursor, Date.now()));
  }
  const answer = page.value.events.find(
    (event) => event.kind === 'videoResult' && event.scanId === record.id,
  );
  if (!answer) return save(record, (r) => afterRead(r, page.value.cursor, Date.now()));
  if (answer.payload === undefined) {
    // At the relay but not readable from it right now: the cursor stays before it.
    log.info('videos', 'A video result reached the relay but could not be read', {
      id: answer.id,
    });
    return save(record, (r) => afterRead(r, Math.max(cursor, answer.id - 1), Date.now()));
  }
  const outcome = readVideoAnswer(answer.payload);
  // Applied to the record as it is now: kept even if the user stopped waiting meanwhile.
  return save(record, (r) => afterAnswer(r, outcome, answer.id, Date.now()));
}

/** One step for one video check: send it if due, else read the relay after its cursor. */
export function followVideo(id: string, waitSeconds = 0): Promise<VideoCheck | undefined> {
  return exclusive(lockKey(id), async () => {
    const release = holdWorkerAwake();
    try {
      let record = await (await openHistoryStore()).getOf('ai-video', id);
      if (!record || !isOpen(record)) return record;
      if (needsSubmission(record)) {
        if ((record.retryAt ?? 0) > Date.now()) return record;
        record = await submitStep(record);
        if (!record || !isWaiting(record)) return record;
      }
      return await readStep(record, waitSeconds);
    } finally {
      release();
    }
  });
}

async function openVideos(): Promise<VideoCheck[]> {
  const store = await openHistoryStore();
  const unfinished = await store.withStatus('pending', 'running');
  return unfinished.filter((r): r is VideoCheck => r.kind === 'ai-video' && isOpen(r));
}

/** Sets the alarm for the soonest open video check, or clears it when none is open. */
export async function rescheduleVideos(): Promise<void> {
  const open = await openVideos();
  if (open.length === 0) return alarm.cancel();
  const now = Date.now();
  await alarm.schedule(Math.min(...open.map((r) => nextVideoDelay(r, now))));
}

/** Follows every open video check once, then sets the alarm for the next look. */
export async function followOpenVideos(): Promise<void> {
  try {
    for (const record of await openVideos()) await followVideo(record.id);
  } finally {
    await rescheduleVideos();
  }
}

/** A new check: the alarm first (if this worker stops before sending, the next one sends it). */
export async function startFollowing(id: string): Promise<void> {
  await rescheduleVideos();
  logIfRejected(
    'videos',
    'Following a video check',
    followVideo(id).finally(() => rescheduleVideos()),
  );
}

/**
 * "Stop waiting" on video checks: each still open ends (failed, kind `cancelled`, `stoppedAt`
 * kept) and is no longer followed. Not behind the record's lock: a long poll may hold it, and an
 * answer that poll brings is still kept (afterAnswer).
 */
export async function stopWaitingForVideos(ids: readonly string[]): Promise<VideoCheck[]> {
  const store = await openHistoryStore();
  const stopped: VideoCheck[] = [];
  for (const id of ids) {
    const before = await store.getOf('ai-video', id);
    if (!before) continue;
    const after = await save(before, (r) => stopWaiting(r, Date.now()));
    if (after) stopped.push(after);
  }
  await rescheduleVideos();
  return stopped;
}

/** Reads the relay now for one video check (an open popup), waiting up to `waitSeconds`. */
export async function lookNow(id: string, waitSeconds: number): Promise<VideoCheck | undefined> {
  const record = await followVideo(id, waitSeconds);
  await rescheduleVideos();
  return record;
}

/** Wires the follower at worker start (listeners first: the alarm may be what woke us). */
export function startVideoFollower(): void {
  alarm.onAlarm(() => logIfRejected('videos', 'Following open video checks', followOpenVideos()));
  openPopupOnVideoNotificationClick();
  logIfRejected('videos', 'Following open video checks', followOpenVideos());
}
