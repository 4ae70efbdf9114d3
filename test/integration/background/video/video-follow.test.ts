/**
 * Waiting for a video's result: through a worker restart, a rate limit, a dropped connection; an
 * open popup's look; the service's failure; "Stop waiting"; sandbox mode.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SANDBOX_VIDEO_FINDINGS } from '../../../fake-service/index.ts';
import { onlyId } from '../helpers/check-waits.ts';
import { startWorker, type TestWorker } from '../helpers/worker-harness.ts';
import {
  followedToTheEnd,
  resultAtRelay,
  sentAfterWaits,
  startVideoWorld,
  VIDEO_ALARM,
  videoCheckOf,
  type VideoWorld,
} from './video-world.ts';

let w: TestWorker;
let world: VideoWorld;
beforeEach(async () => {
  w = await startWorker();
  world = await startVideoWorld(w);
});
afterEach(async () => {
  await w.close();
  await world.close();
});

const start = async (): Promise<string> =>
  onlyId(await w.askOk('checks/start-video', { tabId: world.tabId, key: 'v1' }));

const statusOf = async (id: string) => (await videoCheckOf(w, id))?.status;

describe('following a video check', () => {
  it('goes on after the worker restarts while it waits', async () => {
    const id = await start();
    await w.until('the check to be sent', async () => (await statusOf(id)) === 'running');
    await w.restart();
    const done = await followedToTheEnd(w, id);
    expect(done.status).toBe('done');
    expect(w.requestsTo(`/v1/ai-video-detector/${id}/submit`)).toBe(1);
  });

  it('is sent by the next worker when the first stopped before it could send it', async () => {
    const held = w.hold('/v1/ai-video-detector/');
    const id = await start();
    await held.arrived();
    held.stopHolding();
    // The worker stops with the request unsent; the next one (woken by the alarm set first, or
    // started by the browser) sends it.
    expect(w.fake.alarms.scheduled(VIDEO_ALARM)).toBeDefined();
    await w.restart();
    expect((await sentAfterWaits(w, id)).status).toBe('running');
    expect((await followedToTheEnd(w, id)).status).toBe('done');
  });

  it('waits out a rate limit, then sends it with the same id', async () => {
    w.svc.control.faults.add({
      route: '/ai-video-detector/',
      kind: 'status',
      status: 429,
      times: 5,
    });
    const id = await start();
    const waiting = await w.until('the wait', async () => {
      const check = await videoCheckOf(w, id);
      return check?.retryAt !== undefined && check;
    });
    expect(waiting).toMatchObject({ status: 'pending', error: { kind: 'rate-limited' } });
    expect((await sentAfterWaits(w, id)).status).toBe('running');
    expect((await followedToTheEnd(w, id)).status).toBe('done');
  });

  it('is not sent twice when the service’s answer was lost on the way', async () => {
    w.svc.control.faults.add({ route: '/ai-video-detector/', kind: 'drop-answer' });
    const id = await start();
    await w.until('the check to be sent', async () => (await statusOf(id)) === 'running');
    const done = await followedToTheEnd(w, id);
    expect(done.status).toBe('done');
    // The resend found the id taken (409): the first one had arrived, and one result came.
    expect(w.svc.control.deliveries.filter((d) => d.scanId === id && d.attempt === 1)).toHaveLength(
      1,
    );
  });

  it('is brought in at once by an open popup’s look', async () => {
    const id = await start();
    await resultAtRelay(w, id);
    const { check } = await w.askOk('videos/follow', { id, waitSeconds: 0 });
    expect(check?.status).toBe('done');
  });

  it('fails with the service’s reason when it could not check the video', async () => {
    world.showVideo({ src: `${world.site.url}/missing.webm` });
    const id = await start();
    const failed = await followedToTheEnd(w, id);
    expect(failed).toMatchObject({
      status: 'failed',
      error: { words: { key: 'video_workerServiceFailed' } },
    });
    expect(failed.error?.message).toMatch(/could not check the video: .*404/);
    const notice = await w.until('the notification', () =>
      w.fake.notifications.get(`ai-video-${id}`),
    );
    expect(notice.title).toMatch(/^Video check failed: /);
    await w.until('the badge', () => w.fake.badge(world.tabId).text === '!');
  });

  it('stops on "Stop waiting": no more looks, no notification, and says what it means', async () => {
    const download = world.holdDownload();
    const id = await start();
    await w.until('the check to be sent', async () => (await statusOf(id)) === 'running');
    const group = await w.askOk('checks/cancel', { ids: [id] });
    expect(group.checks[0]).toMatchObject({
      status: 'failed',
      error: { kind: 'cancelled', words: { key: 'video_workerStopped' } },
    });
    expect(group.checks[0]?.kind === 'ai-video' && group.checks[0].follow?.stoppedAt).toBeTypeOf(
      'number',
    );
    await w.until('the alarm to stop', () => !w.fake.alarms.scheduled(VIDEO_ALARM));
    download.release();
    await resultAtRelay(w, id);
    // Nothing looks at the relay for it any more.
    await w.askOk('videos/follow', { id, waitSeconds: 0 });
    expect(await statusOf(id)).toBe('failed');
    expect(w.fake.notifications.has(`ai-video-${id}`)).toBe(false);
    expect(w.fake.badge(world.tabId).title).toBe(
      'Authenticity Lens: Stopped waiting for the video check',
    );
  });

  it('keeps a result that the look under way when the user stopped waiting still brings', async () => {
    const reads = w.hold('/events');
    const id = await start();
    await reads.arrived();
    await resultAtRelay(w, id);
    await w.askOk('checks/cancel', { ids: [id] });
    expect(await statusOf(id)).toBe('failed');
    reads.release();
    const kept = await w.until('the late result', async () => {
      const check = await videoCheckOf(w, id);
      return check?.status === 'done' && check;
    });
    expect(kept.result).toBeDefined();
    expect(kept.follow?.stoppedAt).toBeDefined();
  });

  it('is sent in sandbox mode when Settings say so, and answered with its fixed result', async () => {
    await w.askOk('settings/save', { sandbox: true });
    const id = await start();
    const done = await followedToTheEnd(w, id);
    expect(done).toMatchObject({
      settings: { sandbox: true },
      credits: 0,
      result: {
        overallRatio: SANDBOX_VIDEO_FINDINGS.overallRatio,
        visual: { ai: SANDBOX_VIDEO_FINDINGS.visual.ai },
      },
    });
  });
});
