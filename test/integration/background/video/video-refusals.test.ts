/**
 * What the service could not fetch or answer is refused before anything is stored or sent, with
 * the reason and what works instead: a stream, a private address, no relay for the webhook.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Menus } from 'webextension-polyfill';
import { ok } from '../../../../src/core/errors.ts';
import { startWorker, type TestWorker } from '../helpers/worker-harness.ts';
import { startVideoWorld, type VideoWorld } from './video-world.ts';
import { TOKEN } from '../../../relay/helpers/test-relay.ts';
import { startReceiver } from '../../helpers/receiver.ts';

let w: TestWorker;
let world: VideoWorld | undefined;
beforeEach(async () => {
  w = await startWorker();
});
afterEach(async () => {
  await w.close();
  await world?.close();
  world = undefined;
});

/** Nothing was stored for the tab, nor sent to the service. */
async function nothingSpent(tabId: number): Promise<void> {
  expect((await w.askOk('checks/latest', { tabId })).checks).toEqual([]);
  expect(w.requestsTo('/v1/ai-video-detector/')).toBe(0);
}

describe('a video the service could not fetch', () => {
  it('is refused when the page streams it in pieces (blob:, HLS, DASH)', async () => {
    world = await startVideoWorld(w);
    world.showVideo({ src: 'blob:http://127.0.0.1/5d2c', kind: 'media-source' });
    const blob = await w.ask('checks/start-video', { tabId: world.tabId, key: 'v1' });
    expect(blob).toMatchObject({
      ok: false,
      error: {
        kind: 'invalid-input',
        code: 'video-stream',
        words: { key: 'video_workerRefusedMediaSource' },
      },
    });
    expect(!blob.ok && blob.error.message).toMatch(/in pieces.*\.mp4 or \.webm/);
    world.showVideo({ src: 'https://cdn.example/live/master.m3u8', kind: 'hls' });
    expect(await w.ask('checks/start-video', { tabId: world.tabId, key: 'v1' })).toMatchObject({
      ok: false,
      error: { code: 'video-stream', words: { key: 'video_workerRefusedPlaylist', args: ['HLS'] } },
    });
    world.showVideo({ src: undefined, kind: 'none' });
    expect(await w.ask('checks/start-video', { tabId: world.tabId, key: 'v1' })).toMatchObject({
      ok: false,
      error: { code: 'video-no-address' },
    });
    await nothingSpent(world.tabId);
  });

  it('is refused on a private network, which the service cannot reach', async () => {
    world = await startVideoWorld(w);
    world.showVideo({ src: 'http://192.168.1.20/cam/clip.mp4' });
    expect(await w.ask('checks/start-video', { tabId: world.tabId, key: 'v1' })).toMatchObject({
      ok: false,
      error: {
        code: 'video-not-public',
        words: { key: 'video_workerRefusedPrivate', args: ['192.168.1.20'] },
      },
    });
    await nothingSpent(world.tabId);
  });

  it('is refused with its reason in a notification when asked for from the menu', async () => {
    world = await startVideoWorld(w);
    world.showVideo({ src: 'blob:http://127.0.0.1/5d2c', kind: 'media-source' });
    const info: Menus.OnClickData = {
      menuItemId: 'check-video',
      editable: false,
      modifiers: [],
      srcUrl: 'blob:http://127.0.0.1/5d2c',
      frameId: 0,
    };
    w.fake.onMenuClicked.emit(info, w.fake.tabs.snapshot(world.tabId));
    const notice = await w.until('the notice', () => [...w.fake.notifications.values()][0]);
    expect(notice.message).toMatch(/^This video is streamed to the page in pieces/);
    await nothingSpent(world.tabId);
  });

  it('is checked by the menu’s address when the page’s script does not know the video', async () => {
    world = await startVideoWorld(w);
    w.fake.contentScript.answer('content/video-at', () => ok(null));
    const info: Menus.OnClickData = {
      menuItemId: 'check-video',
      editable: false,
      modifiers: [],
      srcUrl: 'https://cdn.example/live/master.mpd',
      frameId: 0,
    };
    w.fake.onMenuClicked.emit(info, w.fake.tabs.snapshot(world.tabId));
    const notice = await w.until('the notice', () => [...w.fake.notifications.values()][0]);
    expect(notice.message).toMatch(/a playlist of pieces \(DASH\)/);
  });

  it('is refused while no relay is set up, saying where to set it', async () => {
    world = await startVideoWorld(w, { relay: false });
    const refused = await w.ask('checks/start-video', { tabId: world.tabId, key: 'v1' });
    expect(refused).toMatchObject({
      ok: false,
      error: { code: 'relay-not-configured', words: { key: 'video_workerRefusedNoRelay' } },
    });
    expect(!refused.ok && refused.error.message).toContain('Settings → Plagiarism scans');
    await nothingSpent(world.tabId);
  });

  it('is refused when the relay is older than video results, saying to update it', async () => {
    world = await startVideoWorld(w, { relay: false });
    // A relay of the same protocol deployed before video hooks: its health lists no kinds.
    const old = await startReceiver(() => ({
      body: JSON.stringify({ ok: true, service: 'authenticity-lens-relay', protocol: 2 }),
      contentType: 'application/json',
    }));
    try {
      await w.askOk('scans/settings-save', { settings: { relayUrl: old.url }, relayToken: TOKEN });
      const refused = await w.ask('checks/start-video', { tabId: world.tabId, key: 'v1' });
      expect(refused).toMatchObject({
        ok: false,
        error: { code: 'relay-version', words: { key: 'video_relayTooOld' } },
      });
      await nothingSpent(world.tabId);
    } finally {
      await old.close();
    }
  });

  it('is refused when the page no longer has the video the popup listed', async () => {
    world = await startVideoWorld(w);
    expect(await w.ask('checks/start-video', { tabId: world.tabId, key: 'v9' })).toMatchObject({
      ok: false,
      error: { kind: 'not-found', words: { key: 'video_workerGone' } },
    });
  });
});
