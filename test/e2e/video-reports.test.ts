import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectedVideoFindings } from '../fake-service/index.ts';
import { startCrossExtension, type CrossExtension } from './browsers/cross-extension.ts';
import { suiteBrowsers, type DriverPage } from './browsers/driver.ts';
import { axeViolations } from './support/look-at.ts';
import { pictureReport, reportLoads, saveAndOpenReport } from './support/saved-report.ts';

/** A real 4 s clip carrying the local service's stand-in for C2PA (scripts/make-video-fixtures.ts). */
const CLIP = readFileSync(join(import.meta.dirname, 'pages/media/clip-c2pa.webm'));
const EXPECTED = expectedVideoFindings(CLIP);

const PAGE = new TextEncoder().encode(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Harbour lights, filmed at dusk</title></head>
<body><h1>Harbour lights</h1><video id="signed" src="/media/clip-c2pa.webm" controls></video></body></html>`);

interface Stretch {
  track: string;
  kind: string;
  startMs: number;
  lengthMs: number;
}
const byTime = (list: Stretch[]): Stretch[] =>
  [...list].sort((a, b) => a.track.localeCompare(b.track) || a.startMs - b.startMs);

/**
 * A video check's report, saved from the popup and opened offline: its timeline holds the
 * popup's stretches at the same times (and placed where their times fall), its list of AI
 * stretches reads as the popup's, the content credentials are there, nothing is fetched or run,
 * and axe finds nothing. With SCREENSHOTS_DIR set it is pictured in light, dark and print.
 */
describe.each(suiteBrowsers())('a video check’s report, in %s', (name) => {
  let ext: CrossExtension;
  let popup: DriverPage;

  beforeAll(async () => {
    ext = await startCrossExtension(name, {
      sandbox: false,
      service: { webhookTimeScale: 0.01 },
      // The result comes by webhook, through the relay.
      relay: { scanSettings: {} },
      pageFiles: { '/signed-video.html': PAGE },
    });
    const { page, tabId } = await ext.openTab(ext.pages.url('signed-video.html'));
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const video = document.querySelector<HTMLVideoElement>('#signed');
          if (!video || video.readyState >= 1) resolve();
          else video.addEventListener('loadedmetadata', () => resolve(), { once: true });
        }),
      null,
    );
    popup = await ext.browser.openExtensionPage(`src/popup/index.html?tab=${tabId}`);
    await popup.waitFor('[data-testid=account-ready]');
  });

  afterAll(() => ext?.close());

  it('holds the popup’s timeline, stretches and content credentials, offline and axe-clean', async () => {
    await popup.click('[data-testid=find-videos]');
    await popup.click('[data-testid=page-video] [data-testid=check-video]');
    await popup.waitFor('[data-testid=video-result] [data-testid=video-segments]');
    await popup.waitFor('[data-testid=video-provenance]');

    const shown = await popup.evaluate(
      () => ({
        stretches: [
          ...document.querySelectorAll('[data-testid=video-timeline] [data-start-ms]'),
        ].map((s) => ({
          track: s.closest('[data-track]')?.getAttribute('data-track') ?? '',
          kind: s.classList.contains('timeline-ai') ? 'ai' : 'excluded',
          startMs: Number(s.getAttribute('data-start-ms')),
          lengthMs: Number(s.getAttribute('data-length-ms')),
        })),
        segments: [...document.querySelectorAll('[data-testid=video-segment]')].map(
          (b) => b.textContent ?? '',
        ),
        credentials: [...document.querySelectorAll('[data-testid=video-provenance] p')].map(
          (p) => p.textContent ?? '',
        ),
      }),
      null,
    );
    // What the service found in the file, as the popup shows it.
    const expected = (['visual', 'audio'] as const).flatMap((track) =>
      (['ai', 'excluded'] as const).flatMap((kind) =>
        EXPECTED[track][kind].map((r) => ({ track, kind, ...r })),
      ),
    );
    expect(byTime(shown.stretches)).toEqual(byTime(expected));
    expect(shown.credentials.join(' ')).toContain('Example Video Generator 2');

    const { report, html } = await saveAndOpenReport(
      ext.browser,
      popup,
      '[data-testid=save-report]',
    );
    await report.waitFor('[data-testid=report-timeline]');
    const saved = await report.evaluate(() => {
      const svg = document.querySelector('[data-testid=report-timeline]')!;
      const view = svg.getAttribute('viewBox')!.split(' ').map(Number);
      const lane = svg.querySelector('[data-track] > rect:not([data-kind])')!;
      const laneX = Number(lane.getAttribute('x'));
      const laneWidth = Number(lane.getAttribute('width'));
      return {
        width: view[2],
        stretches: [...svg.querySelectorAll('rect[data-kind]')].map((r) => ({
          track: r.closest('[data-track]')?.getAttribute('data-track') ?? '',
          kind: r.getAttribute('data-kind') ?? '',
          startMs: Number(r.getAttribute('data-start-ms')),
          lengthMs: Number(r.getAttribute('data-length-ms')),
          // Where it is drawn, as shares of the lane.
          from: (Number(r.getAttribute('x')) - laneX) / laneWidth,
          to: (Number(r.getAttribute('x')) + Number(r.getAttribute('width')) - laneX) / laneWidth,
        })),
        segments: [...document.querySelectorAll('[data-testid=report-video-segments] li')].map(
          (li) => li.textContent ?? '',
        ),
        text: document.body.textContent ?? '',
      };
    }, null);
    // The same stretches at the same times as the popup's timeline…
    expect(
      byTime(
        saved.stretches.map(({ track, kind, startMs, lengthMs }) => ({
          track,
          kind,
          startMs,
          lengthMs,
        })),
      ),
    ).toEqual(byTime(shown.stretches));
    // …each drawn where its times fall on the video's length (within a unit of the drawing).
    for (const s of saved.stretches) {
      expect(Math.abs(s.from - s.startMs / EXPECTED.durationMs) * saved.width!).toBeLessThan(1);
      expect(
        Math.abs(s.to - (s.startMs + s.lengthMs) / EXPECTED.durationMs) * saved.width!,
      ).toBeLessThan(1);
    }
    // The list of AI stretches reads as the popup's, times and words.
    expect(saved.segments).toEqual(shown.segments);
    // The content credentials, as the popup says them.
    for (const line of shown.credentials) expect(saved.text).toContain(line);
    expect(saved.text).toContain('Example Media Lab');
    expect(await reportLoads(report)).toEqual({ resources: 0, scripts: 0 });
    expect(html).toContain("default-src 'none'");
    expect(await axeViolations(report)).toEqual([]);
    await pictureReport(report, name, 'report-video');
    await report.close();
  });
});
