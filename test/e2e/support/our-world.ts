import type { Evaluator } from '../browsers/driver.ts';

/**
 * A value our content script keeps under `Symbol.for(key)` in its isolated world, in one document
 * of `tabId` (its top frame unless `frameId` says), read by a script the extension page
 * (`extensionPage`) injects into that world, which every script of the extension shares in both
 * browsers and pages cannot read. Undefined when nothing is kept there.
 */
export async function ourWorldValue(
  extensionPage: Evaluator,
  tabId: number,
  key: string,
  frameId = 0,
): Promise<unknown> {
  return extensionPage.evaluate(
    async ({ tab, frame, symbol }) => {
      const [injection] = await chrome.scripting.executeScript({
        target: { tabId: tab, frameIds: [frame] },
        world: 'ISOLATED',
        args: [symbol],
        func: (name: string) => (globalThis as Record<symbol, unknown>)[Symbol.for(name)] ?? null,
      });
      return injection?.result ?? undefined;
    },
    { tab: tabId, frame: frameId, symbol: key },
  );
}
