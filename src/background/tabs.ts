import { browser } from '../shared/browser.ts';
import { appError, err, ok, type Result } from '../shared/errors.ts';

/** The tab a request is about: the one named, or the active tab of the focused window. */
export async function resolveTabId(tabId: number | undefined): Promise<Result<number>> {
  if (tabId !== undefined) return ok(tabId);
  const [tab] = await browser.tabs.query({ active: true, lastFocusedWindow: true });
  if (tab?.id === undefined) return err(appError('not-found', 'No open tab to read from.'));
  return ok(tab.id);
}
