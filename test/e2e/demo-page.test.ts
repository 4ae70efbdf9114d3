import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoImages } from '../../scripts/demo-images.ts';
import { startCrossExtension, type CrossExtension } from './browsers/cross-extension.ts';
import { suiteBrowsers, type DriverPage } from './browsers/driver.ts';
import { askExtension } from './support/ask-extension.ts';
import { finishedCheck, finishedImageCheck, startImageCheck } from './support/image-check.ts';
import { selectElement } from './support/select-element.ts';
import { videoTimelines } from './support/video-timeline.ts';

/**
 * `npm start`'s demo page, as a new user meets it: every feature succeeds at the first try
 * (a paragraph long enough to check, a picture with AI areas and objects, one found on the web,
 * a video whose AI seconds are drawn under it).
 */
describe.each(suiteBrowsers())('the demo page of npm start, in %s', (name) => {
  let ext: CrossExtension;
  let page: DriverPage;
  let popup: DriverPage;
  let tabId: number;

  beforeAll(async () => {
    // As npm start sets it up: sandbox mode, and a relay for the answers that come by webhook.
    ext = await startCrossExtension(name, { pageFiles: demoImages(), relay: { scanSettings: {} } });
    ({ page, tabId } = await ext.openTab(ext.pages.url('demo.html')));
    popup = await ext.browser.openExtensionPage(`src/popup/index.html?tab=${tabId}`);
  });

  afterAll(() => ext?.close());

  it('checks its first paragraph as selected, for AI writing and moderation', async () => {
    await selectElement(page, 'lead');
    await popup.reload();
    await popup.waitFor('[data-testid=selection-text]');
    await popup.click('[data-testid=check-selection]');
    expect(await popup.text('[data-testid=ai-share]')).toMatch(/^\d{1,3}%$/);
    await popup.waitFor('[data-kind=moderation][data-status=done]');
  });

  it('finds AI areas and objects in its first picture, and copies of its second on the web', async () => {
    const illustration = ext.pages.url('demo/ai-skyline-objects.png');
    const ai = await startImageCheck(popup, tabId, illustration);
    const check = await finishedImageCheck(popup, ai.ok ? ai.value.ids[0]! : '');
    expect(check).toMatchObject({ status: 'done', result: { isAiDetected: true } });

    const objects = await askExtension<{ ids: string[] }>(popup, 'checks/start-image', {
      tabId,
      src: illustration,
      kind: 'object-detection',
      objects: ['boat', 'person'],
    });
    const found = await finishedCheck(
      popup,
      objects.ok ? objects.value.ids.at(-1)! : '',
      'object-detection',
    );
    expect(found.result?.detectedObjects.map((o) => o.object)).toEqual(['boat', 'person']);

    const web = await askExtension<{ ids: string[] }>(popup, 'checks/start-image', {
      tabId,
      src: ext.pages.url('demo/copied-harbour.png'),
      kind: 'image-plagiarism',
    });
    const search = await finishedCheck(
      popup,
      web.ok ? web.value.ids.at(-1)! : '',
      'image-plagiarism',
    );
    expect(search.result?.matches.score).toMatchObject({ fullMatches: 2, partialMatches: 1 });
  });

  it('checks its video, and draws its AI seconds under the player', async () => {
    const listed = await askExtension<{ videos: { key: string; kind: string }[] }>(
      popup,
      'videos/list',
      { tabId },
    );
    const video = listed.ok ? listed.value.videos.find((v) => v.kind === 'file') : undefined;
    if (!video) throw new Error('the demo page lists no video file');
    const started = await askExtension<{ ids: string[] }>(popup, 'checks/start-video', {
      tabId,
      key: video.key,
    });
    const check = await finishedCheck(popup, started.ok ? started.value.ids[0]! : '', 'ai-video');
    expect(check.status).toBe('done');
    await expect
      .poll(async () => (await videoTimelines(ext.helper, tabId))[0]?.stretches.length ?? 0)
      .toBeGreaterThan(0);
  });
});
