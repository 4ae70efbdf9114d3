import { showFailure } from '../trigger-feedback.ts';
import { openPopup } from '../triggers.ts';
import { startUrlScan } from './url-scan-start.ts';

/** A scan asked for from the page's context menu; its progress shows on the badge and in the popup. */
export async function triggerUrlScan(tabId: number): Promise<void> {
  // Before anything is awaited (see openPopup).
  const opened = openPopup();
  const started = await startUrlScan(tabId);
  await opened;
  if (!started.ok) return showFailure(tabId, started.error);
}
