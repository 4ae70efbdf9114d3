import { browser } from '../platform/browser.ts';
import type { TextCheckKind } from '../shared/checks/check-record.ts';
import type { TextSource } from '../shared/messages/text.ts';
import { startTextChecks } from './checks/text-check-start.ts';
import { startImageCheck } from './images/image-check-start.ts';
import { pageOf } from './tabs.ts';
import { showFailure } from './trigger-feedback.ts';

/** A check asked for from a menu or shortcut; the popup is where its results are shown. */
export async function triggerTextCheck(
  tabId: number,
  source: TextSource,
  kinds: readonly TextCheckKind[],
): Promise<void> {
  const started = await startTextChecks({ tabId, source, kinds });
  if (!started.ok) return showFailure(tabId, started.error);
  await openPopup();
}

/** An image check asked for from the image's context menu. */
export async function triggerImageCheck(
  tabId: number,
  src: string,
  pageUrl?: string,
): Promise<void> {
  const started = await startImageCheck({ tabId, src, pageUrl, ...(await pageOf(tabId)) });
  if (!started.ok) return showFailure(tabId, started.error);
  await openPopup();
}

async function openPopup(): Promise<void> {
  // Chrome 127+ lets an extension open its popup; elsewhere the badge shows progress instead.
  try {
    await browser.action.openPopup();
  } catch {
    // No focused window, or not supported: the badge and the popup's next opening suffice.
  }
}
