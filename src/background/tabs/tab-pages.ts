import { browser } from '../../platform/browser.ts';
import { appError, err, ok, type Result } from '../../core/errors.ts';

/** The tab a request is about: the one named, or the active tab of the focused window. */
export async function resolveTabId(tabId: number | undefined): Promise<Result<number>> {
  if (tabId !== undefined) return ok(tabId);
  const [tab] = await browser.tabs.query({ active: true, lastFocusedWindow: true });
  if (tab?.id === undefined) return err(appError('not-found', 'No open tab to read from.'));
  return ok(tab.id);
}

/** The address and title of a tab, for history; empty when the tab is gone or not visible to us. */
export async function pageOf(tabId: number): Promise<{ pageUrl?: string; pageTitle?: string }> {
  try {
    const tab = await browser.tabs.get(tabId);
    return {
      ...(tab.url ? { pageUrl: tab.url } : {}),
      ...(tab.title ? { pageTitle: tab.title } : {}),
    };
  } catch {
    return {}; // the tab closed, or is not ours to see: history goes without its address
  }
}
