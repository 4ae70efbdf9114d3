import { browser } from '../../platform/browser.ts';
import type { TextCheckKind } from '../../shared/checks/check-record.ts';
import type { TextSource } from '../../shared/text/text-source.ts';
import { startTextChecks } from '../text/text-check-start.ts';
import type { TabTextRequest } from '../sources/read-from-tab.ts';
import type { ImageCheckKind } from '../../shared/checks/image-card.ts';
import { startImageCheck } from '../image/image-check-start.ts';
import { pageOf } from '../tabs/tab-pages.ts';
import { startVideoCheck } from '../video/video-check-start.ts';
import { showFailure } from './failure-notice.ts';

/** Where a menu click happened: the frame, the tab's address and the selection it saw. */
export interface MenuClick {
  frameId?: number | undefined;
  frameUrl?: string | undefined;
  pageUrl?: string | undefined;
  selectionText?: string | undefined;
  srcUrl?: string | undefined;
  linkUrl?: string | undefined;
}

/** Where a menu click's text is: its frame, the page's address, the selection the menu saw. */
export function menuTextSource(
  tabId: number,
  click: MenuClick,
): Pick<TabTextRequest, 'clicked' | 'pageUrl' | 'menuText'> {
  return {
    ...(click.frameId !== undefined
      ? { clicked: { tabId, frameId: click.frameId, url: click.frameUrl ?? click.pageUrl } }
      : {}),
    pageUrl: click.pageUrl,
    menuText: click.selectionText,
  };
}

/**
 * A check asked for from a menu or shortcut; the popup is where its results are shown. A menu
 * click names the frame it happened in; the shortcut's frame is found (the focused one).
 */
export async function triggerTextCheck(
  tabId: number,
  source: TextSource,
  kinds: readonly TextCheckKind[],
  click: MenuClick = {},
): Promise<void> {
  const opened = openPopup();
  const started = await startTextChecks({
    tabId,
    source,
    kinds,
    ...menuTextSource(tabId, click),
  });
  await opened;
  if (!started.ok) return showFailure(tabId, started.error);
}

/**
 * "Check this document": the file a right-clicked link points at, fetched with the user's
 * session on its own site and read by its bytes; its result names the file, in the popup.
 */
export async function triggerDocumentCheck(
  tabId: number,
  click: MenuClick,
  kinds: readonly TextCheckKind[],
): Promise<void> {
  const link = click.linkUrl;
  if (!link) return;
  const opened = openPopup();
  const started = await startTextChecks({
    tabId,
    source: 'page',
    kinds,
    link,
    pageUrl: click.pageUrl,
  });
  await opened;
  if (!started.ok) return showFailure(tabId, started.error);
}

/** An image check asked for from the image's context menu, in the frame it was clicked in. */
export async function triggerImageCheck(
  tabId: number,
  click: MenuClick,
  kinds: readonly ImageCheckKind[] = ['ai-image'],
): Promise<void> {
  const { srcUrl: src, pageUrl, frameId, frameUrl } = click;
  if (!src) return;
  const opened = openPopup();
  const page = await pageOf(tabId);
  const questions = kinds.map((kind) => ({ kind }));
  const started = await startImageCheck({
    tabId,
    ...(frameId ? { frameId, frameUrl } : {}),
    src,
    pageUrl,
    questions,
    ...page,
  });
  await opened;
  if (!started.ok) return showFailure(tabId, started.error);
}

/**
 * A video check asked for from the video's context menu, in the frame it was clicked in: the
 * frame's content script finds the `<video>` (the menu's `srcUrl` may be a `<source>`'s or a
 * blob's address); what cannot be checked is said in a notification.
 */
export async function triggerVideoCheck(tabId: number, click: MenuClick): Promise<void> {
  const { srcUrl, pageUrl, frameId, frameUrl } = click;
  const opened = openPopup();
  const page = await pageOf(tabId);
  const started = await startVideoCheck({
    tabId,
    ...(frameId ? { frameId, frameUrl } : {}),
    choice: { srcUrl },
    pageUrl,
    ...page,
  });
  await opened;
  if (!started.ok) return showFailure(tabId, started.error);
}

/**
 * Opens the popup, where the check's progress and result show. Called before anything is
 * awaited: Firefox opens it only while the user's click or key press is still being handled.
 * Where it cannot open (no focused window, an older browser), the badge shows progress and a
 * failure is notified.
 */
export async function openPopup(): Promise<void> {
  try {
    await browser.action.openPopup();
  } catch {
    // Not opened: the badge and the popup's next opening suffice.
  }
}
