import { browser } from '../../platform/browser.ts';
import type { CheckRecord } from '../../shared/checks/check-record.ts';
import { workerTranslator } from '../i18n/worker-translator.ts';
import { badgeFor } from './badge-text.ts';

/**
 * The one writer of the toolbar badge: its text, then its colour and tooltip when given. A tab
 * closed meanwhile has nothing to show, and is ignored.
 */
export async function writeBadge(
  tabId: number,
  badge: { text: string; color?: string; title?: string },
): Promise<void> {
  try {
    await browser.action.setBadgeText({ tabId, text: badge.text });
    if (badge.color !== undefined) {
      await browser.action.setBadgeBackgroundColor({ tabId, color: badge.color });
    }
    if (badge.title !== undefined) await browser.action.setTitle({ tabId, title: badge.title });
  } catch {
    // The tab was closed meanwhile.
  }
}

/** Shows the state of a tab's latest checks on the toolbar button. */
export async function showBadge(tabId: number, checks: CheckRecord[]): Promise<void> {
  const badge = badgeFor(await workerTranslator(), checks);
  await writeBadge(tabId, badge ?? { text: '' });
}
