import { effectiveSettings } from '../settings/effective-settings.ts';
import { pageOf } from '../tabs/tab-pages.ts';
import { showFailure } from './failure-notice.ts';
import { menuTextSource, openPopup, type MenuClick } from './trigger-checks.ts';
import { startImageTextScan, startPageScan, startSelectionScan } from '../scan/scan-starts.ts';
import { startDocumentScan } from '../scan/document-scan-start.ts';

/** A scan asked for from the page's context menu; its progress shows on the badge and in the popup. */
export async function triggerUrlScan(tabId: number): Promise<void> {
  // Before anything is awaited (see openPopup).
  const opened = openPopup();
  const started = await startPageScan(tabId);
  await opened;
  if (!started.ok) return showFailure(tabId, started.error);
}

/** "Check this text for plagiarism": the selection, in the frame the click came from. */
export async function triggerSelectionScan(tabId: number, click: MenuClick): Promise<void> {
  const opened = openPopup();
  const started = await startSelectionScan({ tabId, ...menuTextSource(tabId, click) });
  await opened;
  if (!started.ok) return showFailure(tabId, started.error);
}

/** "Scan this document for plagiarism": the file a right-clicked link points at. */
export async function triggerDocumentScan(tabId: number, click: MenuClick): Promise<void> {
  const link = click.linkUrl;
  if (!link) return;
  const opened = openPopup();
  const started = await startDocumentScan(tabId, link, click.pageUrl);
  await opened;
  if (!started.ok) return showFailure(tabId, started.error);
}

/** "Check image text for plagiarism": the image, read by OCR in the language of the settings. */
export async function triggerImageTextScan(tabId: number, click: MenuClick): Promise<void> {
  const { srcUrl: src, frameId, frameUrl } = click;
  if (!src) return;
  const opened = openPopup();
  const [page, { scan: settings }] = await Promise.all([pageOf(tabId), effectiveSettings()]);
  const started = await startImageTextScan({
    tabId,
    ...(frameId ? { frameId, frameUrl } : {}),
    src,
    langCode: settings.ocrLanguage,
    ...page,
  });
  await opened;
  if (!started.ok) return showFailure(tabId, started.error);
}
