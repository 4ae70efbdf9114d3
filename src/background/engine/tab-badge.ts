import { browser } from '../../platform/browser.ts';
import type { CheckRecord } from '../../shared/checks/check-record.ts';
import { workerTranslator } from '../account/worker-translator.ts';
import { badgeFor } from './badge-text.ts';

/** Shows the state of a tab's latest checks on the toolbar button; a closed tab is ignored. */
export async function showBadge(tabId: number, checks: CheckRecord[]): Promise<void> {
  const badge = badgeFor(await workerTranslator(), checks);
  try {
    await browser.action.setBadgeText({ tabId, text: badge?.text ?? '' });
    if (badge) {
      await browser.action.setBadgeBackgroundColor({ tabId, color: badge.color });
      await browser.action.setTitle({ tabId, title: badge.title });
    }
  } catch {
    // The tab was closed meanwhile: nothing to show.
  }
}
