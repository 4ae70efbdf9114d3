import { expect } from 'vitest';
import type { Evaluator } from '../browsers/driver.ts';

/**
 * A tab at `url`, opened by one of the extension's pages (a PDF's viewer is a page of the
 * browser's that the drivers cannot script), ready once the tab has that address: a PDF is read
 * from its address, and a viewer asking for a password stays loading.
 */
export async function openTabAt(helper: Evaluator, url: string): Promise<number> {
  const tabId = await helper.evaluate(
    async (address) => (await chrome.tabs.create({ url: address, active: true })).id ?? -1,
    url,
  );
  await expect
    .poll(() => helper.evaluate(async (id) => (await chrome.tabs.get(id)).url, tabId))
    .toBe(url);
  return tabId;
}
