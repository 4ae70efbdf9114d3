import { generateScanId } from '../../api/index.ts';
import { err, type Result } from '../../core/errors.ts';
import type { CheckedVideo, VideoCheck } from '../../shared/checks/check-record.ts';
import type { CheckGroup } from '../../shared/messages/index.ts';
import { effectiveSettings } from '../settings/effective-settings.ts';
import { storeGroup } from '../engine/store-group.ts';
import { cacheKey } from '../stores/history-cache-key.ts';
import { openHistoryStore } from '../stores/history-store.ts';
import { findVideo, type VideoChoice } from './find-video.ts';
import { startFollowing } from './video-follower.ts';
import { videoRefusal } from './video-refusal.ts';
import { videoRelay } from './video-relay.ts';

/**
 * Loopback is public in the builds for tests and local work, where the local service fetches
 * from this machine (as shared/google-docs/google-doc.ts knows the local Docs stand-in there).
 */
const LOOPBACK_IS_PUBLIC =
  import.meta.env.MODE.endsWith('loopback') || import.meta.env.MODE === 'test';

export interface VideoCheckRequest {
  tabId: number;
  /** The frame showing the video, when not the top one: asked and drawn there. */
  frameId?: number | undefined;
  frameUrl?: string | undefined;
  choice: VideoChoice;
  pageUrl?: string | undefined;
  pageTitle?: string | undefined;
  rerun?: boolean | undefined;
}

/** An earlier check of the same file with the same settings, as a new record that cost nothing. */
function copyOf(base: VideoCheck, earlier: VideoCheck): VideoCheck {
  return {
    ...base,
    status: 'done',
    credits: 0,
    cachedFrom: earlier.id,
    ...(earlier.result ? { result: earlier.result } : {}),
  };
}

/**
 * Checks a video for AI: asks the frame for the video, refuses (nothing stored, nothing sent)
 * what the service could not fetch or answer (a stream, a private address, no relay for the
 * webhook), answers from history when the same file was checked with the same settings (unless
 * `rerun`), else stores the check and sends it; the result comes through the relay, later.
 */
export async function startVideoCheck(request: VideoCheckRequest): Promise<Result<CheckGroup>> {
  const frameId = request.frameId ?? 0;
  const frame = { tabId: request.tabId, frameId, url: request.frameUrl };
  const found = await findVideo(frame, request.choice);
  if (!found.ok) return found;
  const refusal = videoRefusal(found.value, { loopbackIsPublic: LOOPBACK_IS_PUBLIC });
  if (refusal) return err(refusal);
  const src = found.value.src ?? '';
  const video: CheckedVideo = { ...found.value, src };
  const { sandbox } = (await effectiveSettings()).settings;
  const settings = { sandbox };
  const now = Date.now();
  const base: VideoCheck = {
    id: generateScanId(now),
    kind: 'ai-video',
    cacheKey: await cacheKey('ai-video', settings, src),
    status: 'pending',
    createdAt: now,
    updatedAt: now,
    source: {
      origin: 'page',
      tabId: request.tabId,
      ...(frameId ? { frameId } : {}),
      ...(frameId && request.frameUrl ? { frameUrl: request.frameUrl } : {}),
      ...(request.pageUrl ? { url: request.pageUrl } : {}),
      ...(request.pageTitle ? { title: request.pageTitle } : {}),
    },
    input: src,
    attempts: 0,
    settings,
    video,
  };
  const store = await openHistoryStore();
  const earlier = request.rerun ? undefined : await store.findDone('ai-video', base.cacheKey);
  if (earlier?.result) return storeGroup(request.tabId, [copyOf(base, earlier)]);
  // The result comes by webhook: without a relay nothing could bring it.
  const relay = await videoRelay();
  if (!relay.ok) return relay;
  const group = await storeGroup(request.tabId, [base]);
  if (group.ok) await startFollowing(base.id);
  return group;
}
