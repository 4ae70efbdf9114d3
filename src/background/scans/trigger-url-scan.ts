import { browser } from '../../platform/browser.ts';
import { showFailure } from '../trigger-feedback.ts';
import { startUrlScan } from './url-scan-start.ts';

/** A scan asked for from the page's context menu; its progress shows on the badge and in the popup. */
export async function triggerUrlScan(tabId: number): Promise<void> {
  const started = await startUrlScan(tabId);
  if (!started.ok) return showFailure(tabId, started.error);
  try {
    await browser.action.openPopup();
  } catch {
    // No focused window, or not supported: the badge and the notification suffice.
  }
}
