/**
 * A page with a video, the user's relay, and the worker set up to check it: the site serves a
 * real WebM file (test/e2e/pages/media, made with ffmpeg), the content script answers as ours
 * would for one `<video>` showing it, and the local service downloads it from this machine.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ok } from '../../../../src/core/errors.ts';
import type { VideoCheck } from '../../../../src/shared/checks/check-record.ts';
import type { VideoTarget } from '../../../../src/shared/video/video-target.ts';
import { startTestRelay, TOKEN, type TestRelay } from '../../../relay/helpers/test-relay.ts';
import { startReceiver, type Receiver } from '../../helpers/receiver.ts';
import type { TestWorker } from '../helpers/worker-harness.ts';

export const VIDEO_ALARM = 'video-checks-follow';
export const CLIP = readFileSync(join(import.meta.dirname, '../../../e2e/pages/media/clip.webm'));

export interface VideoWorld {
  site: Receiver;
  relay: TestRelay;
  tabId: number;
  /** The page's one video, as the content script lists it. */
  video: VideoTarget;
  /** Makes the page's video this one (another address, a stream…). */
  showVideo(change: Partial<VideoTarget>): void;
  /**
   * Keeps the service's download of the file from being answered until `release`, so nothing
   * can reach the relay before a test has seen the check wait.
   */
  holdDownload(): { release: () => void };
  close(): Promise<void>;
}

export async function startVideoWorld(
  w: TestWorker,
  { relay: withRelay = true }: { relay?: boolean } = {},
): Promise<VideoWorld> {
  let download: Promise<void> | undefined;
  const site = await startReceiver((call) => {
    if (call.path === '/clip.webm')
      return { body: CLIP, contentType: 'video/webm', after: download };
    if (call.path.endsWith('.webm')) return { status: 404, body: 'Not found' };
    return { body: '<html><body><video></video></body></html>', contentType: 'text/html' };
  });
  const relay = await startTestRelay();
  if (withRelay) {
    await w.askOk('scans/settings-save', { settings: { relayUrl: relay.url }, relayToken: TOKEN });
  }
  const tabId = w.fake.tabs.open({ url: `${site.url}/watch.html`, title: 'Evening news' });
  const world: VideoWorld = {
    site,
    relay,
    tabId,
    video: {
      src: `${site.url}/clip.webm`,
      kind: 'file',
      key: 'v1',
      frameId: 0,
      durationMs: 12_008,
      width: 320,
      height: 240,
      label: 'clip.webm',
    },
    showVideo: (change) => {
      world.video = { ...world.video, ...change };
    },
    holdDownload: () => {
      let release = (): void => undefined;
      download = new Promise<void>((resolve) => (release = resolve));
      return {
        release: () => {
          download = undefined;
          release();
        },
      };
    },
    close: async () => {
      await site.close();
      await relay.dispose();
    },
  };
  w.fake.contentScript.answer('content/list-videos', () => ok({ videos: [world.video] }));
  w.fake.contentScript.answer('content/video-at', () => ok(world.video));
  w.fake.contentScript.answer('content/show-video-timeline', () => ok({ shown: 1 }));
  w.fake.contentScript.answer('content/seek-video', () => ok({ found: true }));
  return world;
}

/**
 * Fires the follow alarm whenever it is set (each time the clock moves to its time) until the
 * check has been sent: a wait the service asked for passes that way, however long it is.
 */
export function sentAfterWaits(w: TestWorker, id: string): Promise<VideoCheck> {
  return w.until(`video check ${id} to be sent`, async () => {
    const check = await videoCheckOf(w, id);
    if (check?.status !== 'pending') return check;
    if (w.fake.alarms.scheduled(VIDEO_ALARM)) w.fireAlarm(VIDEO_ALARM);
    return false;
  });
}

/** The video check with this id as history has it now. */
export async function videoCheckOf(w: TestWorker, id: string): Promise<VideoCheck | undefined> {
  return (await w.history()).getOf('ai-video', id);
}

/** Waits until the service posted the check's result to the relay (and the relay took it). */
export function resultAtRelay(w: TestWorker, id: string): Promise<unknown> {
  return w.svc.control.waitForDelivery(
    (d) => d.scanId === id && d.url.endsWith('/video-result') && d.status === 200,
    { timeoutMs: 20_000 },
  );
}

/**
 * Once the result is at the relay, the follow alarm brings it in (a look already under way may
 * bring it first): the check once it has ended.
 */
export async function followedToTheEnd(w: TestWorker, id: string): Promise<VideoCheck> {
  await resultAtRelay(w, id);
  return w.until(`video check ${id} to finish`, async () => {
    const check = await videoCheckOf(w, id);
    if (check?.status === 'done' || check?.status === 'failed') return check;
    if (w.fake.alarms.scheduled(VIDEO_ALARM)) w.fireAlarm(VIDEO_ALARM);
    return false;
  });
}
