import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectedVideoFindings } from '../fake-service/index.ts';
import { startCrossExtension, type CrossExtension } from './browsers/cross-extension.ts';
import { suiteBrowsers, type ColorScheme, type DriverPage } from './browsers/driver.ts';
import { askExtension } from './support/ask-extension.ts';
import { layoutProblems } from './support/layout-problems.ts';
import { POPUP, sizeAsToolbarPopup } from './support/popup-size.ts';
import { looker, type Looker } from './support/look-at.ts';
import { saveAndOpenReport } from './support/saved-report.ts';
import { shareOfLane, videoTimelines, type VideoTimelineProbe } from './support/video-timeline.ts';

/** A real file from a real encoder (scripts/make-video-fixtures.ts: ffmpeg, VP8 + Opus, 12 s). */
const CLIP = readFileSync(join(import.meta.dirname, 'pages/media/clip.webm'));
/** What the local service finds in it: derived from its bytes, so the test knows beforehand. */
const EXPECTED = expectedVideoFindings(CLIP);

/**
 * A video on a news page, checked from the popup's list: the service fetches its file, the
 * result comes through the relay, and the picture's and the sound's AI seconds are drawn on a
 * timeline under the page's own player, where a click seeks; the popup lists them too. A
 * streamed video is refused with its reason, before anything is sent.
 */
const SCHEMES: ColorScheme[] = ['light', 'dark'];

describe.each(suiteBrowsers().flatMap((b) => SCHEMES.map((s) => [b, s] as const)))(
  'videos, in %s, %s',
  (name, scheme) => {
    let ext: CrossExtension;
    let look: Looker;
    let page: DriverPage;
    let tabId: number;
    let popup: DriverPage;

    beforeAll(async () => {
      ext = await startCrossExtension(name, {
        colorScheme: scheme,
        sandbox: false,
        service: { webhookTimeScale: 0.01 },
        // The result comes by webhook, through the relay.
        relay: { scanSettings: {} },
      });
      look = looker(name, scheme);
      // `npm run screenshots` takes the pictures again in a second language.
      const uiLanguage = process.env.SCREENSHOTS_LANGUAGE;
      if (uiLanguage) await askExtension(ext.helper, 'settings/save', { uiLanguage });
      ({ page, tabId } = await ext.openTab(ext.pages.url('video.html')));
      // The page feeds its MediaSource player itself; wait until it tried.
      await page.waitFor('body[data-media-source=fed], body[data-media-source=failed]');
      // The first player's file is known once its metadata is in (a page script marks it).
      await page.evaluate(
        () =>
          new Promise<void>((resolve) => {
            const video = document.querySelector<HTMLVideoElement>('#rescue');
            if (!video || video.readyState >= 1) resolve();
            else video.addEventListener('loadedmetadata', () => resolve(), { once: true });
          }),
        null,
      );
      popup = await ext.browser.openExtensionPage(`src/popup/index.html?tab=${tabId}`);
      await popup.setSize(POPUP.width, POPUP.height);
      await popup.waitFor('[data-testid=account-ready]');
    });

    afterAll(() => ext?.close());

    const currentTime = (): Promise<number> =>
      page.evaluate(
        () => document.querySelector<HTMLVideoElement>('#rescue')?.currentTime ?? -1,
        null,
      );

    it("lists the page's videos, saying why a stream cannot be checked", async () => {
      await popup.click('[data-testid=find-videos]');
      await popup.waitFor('[data-testid=page-videos] [data-testid=page-video]');
      const listed = await popup.evaluate(
        () =>
          [...document.querySelectorAll('[data-testid=page-video]')].map((item) => ({
            kind: item.getAttribute('data-kind'),
            src: item.querySelector('.video-name')?.getAttribute('title') ?? '',
            checkable: item.querySelector('[data-testid=check-video]') !== null,
            why: item.querySelector('[data-testid=video-why-not]')?.textContent ?? '',
          })),
        null,
      );
      const rescue = listed.find((v) => v.src.endsWith('/media/clip.webm'));
      expect(rescue).toMatchObject({ kind: 'file', checkable: true });
      const live = listed.find((v) => v.kind === 'media-source');
      expect(live).toMatchObject({ checkable: false });
      expect(live?.why).toMatch(/pieces|MediaSource/i);
      const replay = listed.find((v) => v.kind === 'hls');
      expect(replay).toMatchObject({ checkable: false });
      expect(replay?.why).toMatch(/HLS|playlist/i);
      expect(await popup.isVisible('[data-testid=stream-help]')).toBe(true);
      expect(await look(popup, 'popup-page-videos')).toEqual([]);
    });

    it('refuses a streamed video with its reason, before anything is sent', async () => {
      const { videos } = await listVideos();
      const live = videos.find((v) => v.kind === 'media-source');
      if (!live) throw new Error('no MediaSource player listed');
      const sentBefore = submissions();
      const refused = await askExtension(ext.helper, 'checks/start-video', {
        tabId,
        key: live.key,
      });
      expect(refused).toMatchObject({ ok: false, error: { kind: 'invalid-input' } });
      expect(submissions()).toBe(sentBefore);
    });

    it('checks a video: the AI seconds on a timeline under the player, at their places', async () => {
      await popup.evaluate(() => {
        const item = [...document.querySelectorAll('[data-testid=page-video]')].find((li) =>
          li.querySelector('.video-name')?.getAttribute('title')?.endsWith('/media/clip.webm'),
        );
        item?.querySelector('[data-testid=check-video]')?.setAttribute('data-e2e', 'target');
      }, null);
      await popup.click('[data-e2e=target]');
      await popup.waitFor('[data-testid=video-result] [data-testid=video-overall]');
      expect(submissions()).toBe(1);
      await sizeAsToolbarPopup(popup);

      // Drawn under the page's player once the result is in.
      let timeline: VideoTimelineProbe | undefined;
      await expect
        .poll(async () => {
          [timeline] = await videoTimelines(ext.helper, tabId);
          return timeline?.stretches.length ?? 0;
        })
        .toBeGreaterThan(0);
      if (!timeline) throw new Error('no timeline');
      // As wide as the player, just under it.
      expect(Math.abs(timeline.bar.width - timeline.video.width)).toBeLessThanOrEqual(2);
      expect(
        Math.abs(timeline.bar.top - (timeline.video.top + timeline.video.height)),
      ).toBeLessThan(24);
      // Each stretch where its seconds are, on the video's own length.
      const durationMs = timeline.durationMs;
      expect(Math.abs(durationMs - EXPECTED.durationMs)).toBeLessThan(100);
      for (const track of ['visual', 'audio'] as const) {
        const want = [
          ...EXPECTED[track].ai.map((r) => ({ kind: 'ai', ...r })),
          ...EXPECTED[track].excluded.map((r) => ({ kind: 'excluded', ...r })),
        ].sort((a, b) => a.startMs - b.startMs);
        const drawn = timeline.stretches
          .filter((s) => s.track === track)
          .sort((a, b) => a.startMs - b.startMs);
        expect(drawn.map((s) => [s.kind, s.startMs, s.lengthMs])).toEqual(
          want.map((r) => [r.kind, r.startMs, r.lengthMs]),
        );
        const lanePx = timeline.lanes[track].width;
        for (const stretch of drawn) {
          const at = shareOfLane(timeline, stretch);
          // Within a pixel of where its time falls on the lane.
          expect(Math.abs(at.from - stretch.startMs / durationMs) * lanePx).toBeLessThan(1.5);
          expect(
            Math.abs(at.to - (stretch.startMs + stretch.lengthMs) / durationMs) * lanePx,
          ).toBeLessThan(1.5);
        }
      }
      expect(await look(popup, 'popup-video-result')).toEqual([]);
      expect(await layoutProblems(popup)).toEqual([]);
      await look(page, 'page-video-timeline', { axe: false });
    });

    it('seeks the video to an AI stretch clicked on the timeline, and to one tapped in the popup', async () => {
      await page.bringToFront();
      // The player and its timeline in view, as a reader would scroll to them.
      await page.evaluate(() => document.querySelector('#rescue')?.scrollIntoView(), null);
      // Read where the timeline is once it followed the scroll.
      let sound: VideoTimelineProbe['stretches'][number] | undefined;
      const height = await page.evaluate(() => innerHeight, null);
      await expect
        .poll(async () => {
          const [timeline] = await videoTimelines(ext.helper, tabId);
          sound = timeline?.stretches.find((s) => s.track === 'audio' && s.kind === 'ai');
          return sound !== undefined && sound.top >= 0 && sound.top + sound.height <= height;
        })
        .toBe(true);
      if (!sound) throw new Error('no AI sound stretch drawn');
      // A real click, where the stretch is drawn.
      await page.clickAt(sound.left + sound.width / 2, sound.top + sound.height / 2);
      await expect.poll(currentTime).toBeCloseTo(sound.startMs / 1000, 1);

      // The popup's list, in time order, each with its times; a tap seeks there too.
      const segments = await popup.evaluate(
        () =>
          [...document.querySelectorAll('[data-testid=video-segment]')].map(
            (b) => b.textContent ?? '',
          ),
        null,
      );
      expect(segments.length).toBe(EXPECTED.visual.ai.length + EXPECTED.audio.ai.length);
      expect(segments[0]).toMatch(/^0:0\d–0:\d\d /);
      await page.evaluate(() => {
        const video = document.querySelector<HTMLVideoElement>('#rescue');
        if (video) video.currentTime = 0;
      }, null);
      await popup.click('[data-testid=video-segment]');
      const first = Math.min(
        ...[...EXPECTED.visual.ai, ...EXPECTED.audio.ai].map((r) => r.startMs),
      );
      await expect.poll(currentTime).toBeCloseTo(first / 1000, 1);
    });

    it('saves its report, which reads in the scheme the browser shows (axe, contrast included)', async () => {
      const { report } = await saveAndOpenReport(ext.browser, popup, '[data-testid=save-report]');
      await report.waitFor('[data-testid=report-timeline]');
      expect(await report.count('[data-testid=report-video-segments] li')).toBe(
        EXPECTED.visual.ai.length + EXPECTED.audio.ai.length,
      );
      await report.setSize(900, 1200);
      expect(await look(report, 'report-video')).toEqual([]);
      await report.close();
    });

    /** The worker's answer to the popup's question, as the list shows it. */
    const listVideos = async () => {
      const listed = await askExtension<{ videos: { key: string; kind: string; src?: string }[] }>(
        ext.helper,
        'videos/list',
        { tabId },
      );
      if (!listed.ok) throw new Error(listed.error.message);
      return listed.value;
    };
    /** How many videos the local service was sent. */
    const submissions = (): number =>
      ext.service.control.requests.filter((r) => r.path.includes('/ai-video-detector/')).length;
  },
);
