/**
 * Video checks, followed by the engine's relay follower: what differs for them is here. The
 * record's own fields hold the progress (status, retry time, `follow`: when sent, the relay
 * cursor); the answer is the relay's `videoResult` event.
 */
import type { VideoCheck } from '../../shared/checks/check-record.ts';
import { apiClient } from '../account/api-session.ts';
import { relayFollower } from '../engine/relay-follower.ts';
import { registerFollowedKind } from '../engine/runner-registry.ts';
import { lookForAnswer } from '../relay-client/relay-answer.ts';
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

async function send(record: VideoCheck): Promise<VideoCheck | undefined> {
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

async function read(record: VideoCheck, waitSeconds: number): Promise<VideoCheck | undefined> {
  const cursor = record.follow?.cursor ?? 0;
  const look = await lookForAnswer(
    await videoRelay(),
    record.id,
    cursor,
    waitSeconds,
    'videoResult',
  );
  if (!look.ok) {
    // The next look tries again; the record keeps waiting, and expires in its time.
    log.info('videos', 'The relay could not be read for a video check', look.error);
    return save(record, (r) => afterRead(r, cursor, Date.now()));
  }
  const found = look.value;
  if (found.kind === 'none') return save(record, (r) => afterRead(r, found.cursor, Date.now()));
  if (found.kind === 'unreadable') {
    log.info('videos', 'A video result reached the relay but could not be read', { id: found.id });
    return save(record, (r) => afterRead(r, Math.max(cursor, found.id - 1), Date.now()));
  }
  const outcome = readVideoAnswer(found.payload);
  // Applied to the record as it is now: kept even if the user stopped waiting meanwhile.
  return save(record, (r) => afterAnswer(r, outcome, found.id, Date.now()));
}

export const VIDEO_ALARM = 'video-checks-follow';

const videos = relayFollower<VideoCheck>({
  alarm: VIDEO_ALARM,
  scope: 'videos',
  open: async () => {
    const unfinished = await (await openHistoryStore()).withStatus('pending', 'running');
    return unfinished.filter((r): r is VideoCheck => r.kind === 'ai-video' && isOpen(r));
  },
  idOf: (record) => record.id,
  load: async (id) => (await openHistoryStore()).getOf('ai-video', id),
  isOpen,
  toSend: (record) => (needsSubmission(record) ? { retryAt: record.retryAt } : undefined),
  send,
  isWaiting,
  read,
  nextDelay: nextVideoDelay,
});

/**
 * "Stop waiting" on video checks: each still open ends (failed, kind `cancelled`, `stoppedAt`
 * kept) and is no longer followed. Not behind the record's lock: a long poll may hold it, and an
 * answer that poll brings is still kept (afterAnswer).
 */
async function stopWaitingForVideos(ids: readonly string[]): Promise<VideoCheck[]> {
  const store = await openHistoryStore();
  const stopped: VideoCheck[] = [];
  for (const id of ids) {
    const before = await store.getOf('ai-video', id);
    if (!before) continue;
    const after = await save(before, (r) => stopWaiting(r, Date.now()));
    if (after) stopped.push(after);
  }
  await videos.reschedule();
  return stopped;
}

registerFollowedKind('ai-video', {
  stopWaiting: stopWaitingForVideos,
  followOpen: videos.followOpen,
  start: () => {
    openPopupOnVideoNotificationClick();
    videos.start();
  },
});

export const { startFollowing, lookNow } = videos;
