import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCrossExtension, type CrossExtension } from './browsers/cross-extension.ts';
import { heatmapJourney, heatmapPhotoFiles } from './support/heatmap-journey.ts';
import { JOURNEY_SCAN_SETTINGS, urlScanJourney } from './support/url-scan-journey.ts';

/**
 * The journeys that go through the relay, once against its Workers build (wrangler's bundle, a
 * SQLite Durable Object, in workerd): the same steps and checks as url-scans and image-checks,
 * which run them against the Node relay.
 */
describe('the relay on Workers, in Chromium', () => {
  let ext: CrossExtension;

  beforeAll(async () => {
    ext = await startCrossExtension('chromium', {
      // The scan journey checks a charged scan; the heatmap's image check costs a credit too.
      sandbox: false,
      relay: { runtime: 'workers', scanSettings: JOURNEY_SCAN_SETTINGS },
      pageFiles: heatmapPhotoFiles,
    });
  });

  afterAll(() => ext?.close());

  it('runs in workerd', () => {
    expect(ext.relay.runtime).toBe('workers');
  });

  // First: the scan journey reads the balance, which the image check below changes.
  it('scans a page: results, badge, notification, export to the relay, PDF download', async () => {
    const { tabId } = await ext.openTab(ext.pages.publicUrl('essay.html'));
    await urlScanJourney(ext, tabId);
  });

  it('asks for a heatmap: shown graded in the popup and over the image, kept in history', async () => {
    const { page, tabId } = await ext.openTab(ext.pages.url('images.html'));
    await expect
      .poll(() => page.evaluate(() => [...document.images].every((img) => img.complete), null))
      .toBe(true);
    const popup = await ext.browser.openExtensionPage(`src/popup/index.html?tab=${tabId}`);
    await heatmapJourney({ ext, tabId, popup });
  });
});
