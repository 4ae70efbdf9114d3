/**
 * A video check from the click to the result in history: started from the popup's message and
 * from the menu, sent with the relay as its webhook, the result brought in on the follow alarm,
 * kept, shown on the badge, notified, drawn on the page and summarised in history.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Menus } from 'webextension-polyfill';
import { ok } from '../../../../src/core/errors.ts';
import { expectedVideoFindings, videoCredits } from '../../../fake-service/index.ts';
import { onlyId } from '../helpers/check-waits.ts';
import { startWorker, type TestWorker } from '../helpers/worker-harness.ts';
import {
  CLIP,
  followedToTheEnd,
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

function click(menuItemId: string, more: Partial<Menus.OnClickData> = {}): void {
  const info: Menus.OnClickData = { menuItemId, editable: false, modifiers: [], ...more };
  w.fake.onMenuClicked.emit(info, w.fake.tabs.snapshot(world.tabId));
}

describe('a video check', () => {
  it('is sent with the relay as its webhook, and its findings come back through it', async () => {
    const download = world.holdDownload();
    const group = await w.askOk('checks/start-video', { tabId: world.tabId, key: 'v1' });
    const id = onlyId(group);
    expect(group.checks[0]).toMatchObject({
      kind: 'ai-video',
      status: 'pending',
      input: world.video.src,
      video: { src: world.video.src, kind: 'file', key: 'v1', label: 'clip.webm' },
      source: { origin: 'page', tabId: world.tabId, title: 'Evening news' },
    });
    // Until the result arrives, the badge says it takes minutes, and an alarm will look.
    await w.until(
      'the check to be sent',
      async () => (await videoCheckOf(w, id))?.status === 'running',
    );
    expect(w.requestsTo(`/v1/ai-video-detector/${id}/submit`, 'POST')).toBe(1);
    expect(w.fake.badge(world.tabId)).toMatchObject({
      text: '…',
      title: 'Authenticity Lens: checking the video; the result can take a few minutes',
    });
    expect(w.fake.alarms.scheduled(VIDEO_ALARM)).toBeDefined();

    download.release();
    const done = await followedToTheEnd(w, id);
    const expected = expectedVideoFindings(CLIP);
    expect(done).toMatchObject({
      status: 'done',
      credits: videoCredits(expected.durationMs),
      result: {
        overallRatio: expected.overallRatio,
        durationMs: expected.durationMs,
        visual: { ai: expected.visual.ai, excluded: expected.visual.excluded },
        audio: { ai: expected.audio.ai, excluded: expected.audio.excluded },
      },
    });
    const percent = `${Math.round(expected.overallRatio * 100)}%`;
    await w.until('the badge', () => w.fake.badge(world.tabId).text === percent);
    expect(w.fake.badge(world.tabId).title).toBe(
      `Authenticity Lens: ${percent} of the video AI-generated`,
    );
    const notice = await w.until('the notification', () =>
      w.fake.notifications.get(`ai-video-${id}`),
    );
    expect(notice.title).toBe(`Video checked: ${percent} AI-generated`);
    expect(notice.message).toMatch(/^Picture \d+% AI, sound \d+% AI \(Evening news\)$/);
    // Drawn under the video it was checked from, in the reader's words.
    const drawn = w.fake.contentScript.payloadsOf('content/show-video-timeline');
    expect(drawn.at(-1)).toMatchObject({
      key: 'v1',
      src: world.video.src,
      findings: { overallRatio: expected.overallRatio },
      words: { visual: 'Picture', audio: 'Sound' },
    });
    // History says it in a few words; nothing is left to follow.
    const { checks } = await w.askOk('history/recent', { limit: 5 });
    expect(checks[0]?.outcome).toMatch(/^\d+% AI \(picture \d+%, sound \d+%\)$/);
    await w.until('the alarm to stop', () => !w.fake.alarms.scheduled(VIDEO_ALARM));
  });

  it('has its item in the menu of videos, in the reader’s language', async () => {
    w.fake.onInstalled.emit({ reason: 'install', temporary: false });
    await w.until('the menus', () => w.fake.menus.has('check-video'));
    expect(w.fake.menus.get('check-video')).toMatchObject({
      contexts: ['video'],
      title: 'Check video for AI',
      parentId: 'authenticity-lens',
    });
    expect(w.fake.menus.get('authenticity-lens')?.contexts).toContain('video');
    await w.askOk('settings/save', { uiLanguage: 'de' });
    await w.until(
      'the German title',
      () => w.fake.menus.get('check-video')?.title === 'Video auf KI prüfen',
    );
  });

  it('starts from the menu on the video, in the frame it was clicked in', async () => {
    click('check-video', {
      srcUrl: world.video.src,
      frameId: 0,
      pageUrl: `${world.site.url}/watch.html`,
    });
    // Asked for in the click itself, before the worker awaits anything.
    expect(w.fake.log.count('action.openPopup')).toBe(1);
    const latest = await w.until('the check', async () => {
      const now = await w.askOk('checks/latest', { tabId: world.tabId });
      return now.checks.length === 1 && now;
    });
    expect(w.fake.contentScript.payloadsOf('content/video-at')).toEqual([
      { srcUrl: world.video.src },
    ]);
    const done = await followedToTheEnd(w, latest.ids[0] ?? '');
    expect(done.status).toBe('done');
  });

  it('seeks the video on its page to a stretch chosen in the popup', async () => {
    const id = onlyId(await w.askOk('checks/start-video', { tabId: world.tabId, key: 'v1' }));
    await followedToTheEnd(w, id);
    expect(await w.askOk('checks/seek-video', { checkId: id, atMs: 4200 })).toEqual({
      found: true,
    });
    expect(w.fake.contentScript.payloadsOf('content/seek-video')).toEqual([
      { key: 'v1', atMs: 4200 },
    ]);
    // Reloaded, the page names its video anew: the one showing the checked file is sought.
    world.showVideo({ key: 'v7' });
    w.fake.contentScript.answer('content/seek-video', ({ key }) => ok({ found: key === 'v7' }));
    expect(await w.askOk('checks/seek-video', { checkId: id, atMs: 900 })).toEqual({ found: true });
    expect(w.fake.contentScript.payloadsOf('content/seek-video').slice(1)).toEqual([
      { key: 'v1', atMs: 900 },
      { key: 'v7', atMs: 900 },
    ]);
  });

  it('draws its timeline again on demand, only while the tab shows its page', async () => {
    const id = onlyId(await w.askOk('checks/start-video', { tabId: world.tabId, key: 'v1' }));
    await followedToTheEnd(w, id);
    await w.until(
      'the timeline',
      () => w.fake.contentScript.payloadsOf('content/show-video-timeline').length > 0,
    );
    const drawn = w.fake.contentScript.payloadsOf('content/show-video-timeline').length;
    // After a reload, the popup asks for it again (as for images' masks).
    w.fake.tabs.navigate(world.tabId, `${world.site.url}/watch.html#t=10`);
    expect(await w.askOk('checks/highlight', { ids: [id] })).toEqual({ applied: 1 });
    expect(w.fake.contentScript.payloadsOf('content/show-video-timeline')).toHaveLength(drawn + 1);
    // Another page could give the same key to another video: nothing is drawn there.
    w.fake.tabs.navigate(world.tabId, `${world.site.url}/other.html`);
    expect(await w.askOk('checks/highlight', { ids: [id] })).toEqual({ applied: 0 });
    expect(w.fake.contentScript.payloadsOf('content/show-video-timeline')).toHaveLength(drawn + 1);
  });

  it('is answered from history for the same file and settings, unless asked again', async () => {
    const first = onlyId(await w.askOk('checks/start-video', { tabId: world.tabId, key: 'v1' }));
    const done = await followedToTheEnd(w, first);
    const again = await w.askOk('checks/start-video', { tabId: world.tabId, key: 'v1' });
    expect(again.checks[0]).toMatchObject({
      status: 'done',
      credits: 0,
      cachedFrom: first,
      result: done.result,
    });
    expect(w.requestsTo('/v1/ai-video-detector/', 'POST')).toBe(1);
    // In sandbox mode it is another question: sent again.
    await w.askOk('settings/save', { sandbox: true });
    const sandboxed = await w.askOk('checks/start-video', { tabId: world.tabId, key: 'v1' });
    expect(sandboxed.checks[0]).toMatchObject({ status: 'pending', settings: { sandbox: true } });
    // Checked again on purpose: sent, whatever history holds.
    const rerun = await w.askOk('checks/rerun', { ids: [first] });
    expect(rerun.checks[0]).toMatchObject({ status: 'pending', settings: { sandbox: true } });
    await w.until('both sent', () => w.requestsTo('/v1/ai-video-detector/', 'POST') === 3);
  });

  it('lists the videos of every frame it may read, and counts the others', async () => {
    const tabId = w.fake.tabs.open({
      url: `${world.site.url}/watch.html`,
      frames: [
        { frameId: 3, url: `${world.site.url}/player.html` },
        { frameId: 4, url: 'https://ads.example/frame', scriptable: false },
      ],
    });
    const listed = await w.askOk('videos/list', { tabId });
    expect(listed.videos.map((v) => [v.frameId, v.key, v.kind])).toEqual([
      [0, 'v1', 'file'],
      [3, 'v1', 'file'],
    ]);
    expect(listed.unreadFrames).toBe(1);
  });
});
