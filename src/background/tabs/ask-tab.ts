import contentScriptFile from '../../content/content-script.ts?iife';
import firstScreenScriptFile from '../../content/first-screen-script.ts?iife';
import { isFirstScreenType } from '../../shared/messages/content-first-screen.ts';
import { browser } from '../../platform/browser.ts';
import { appError, BROWSER_PAGE_CODE, err, type Result } from '../../core/errors.ts';
import type { ContentProtocol } from '../../shared/messages/content.ts';
import type { RequestOf, ResponseOf } from '../../shared/messages/index.ts';
import { sendToTab } from '../../platform/send-to-tab.ts';
import { NO_RECEIVER_CODE } from '../../platform/transport-error.ts';
import { classifyScriptRefusal } from './script-refusal.ts';
import { frameRefusal } from '../../shared/frames/frame-refusal.ts';
import { tabFrame, type TabFrame } from '../../shared/frames/tab-frame.ts';
import { timeTaken } from './time-taken.ts';

const NOT_GRANTED =
  'Authenticity Lens cannot read this tab yet. Click its toolbar button or use its ' +
  'right-click menu on the page, then try again.';

/**
 * Asks our content script in a tab (its top frame, or the frame named), injecting it first when
 * that document does not have it yet. The script is injected on demand (activeTab, or host
 * access the user granted), not on every page; for the popup's first screen (the selection) its
 * small first part alone, the whole script when anything else is asked (src/content/README.md).
 */
export async function askTab<K extends keyof ContentProtocol>(
  target: number | TabFrame,
  type: K,
  payload: RequestOf<ContentProtocol, K>,
): Promise<Result<ResponseOf<ContentProtocol, K>>> {
  const frame = tabFrame(target);
  const first = await sendToTab(frame, type, payload);
  if (first.ok || first.error.code !== NO_RECEIVER_CODE) return first;
  const file = isFirstScreenType(type) ? firstScreenScriptFile : contentScriptFile;
  const injected = await injectOnce(frame, file);
  if (!injected.ok) return injected;
  return sendToTab(frame, type, payload);
}

/** Injections under way, by tab, frame and file. */
const injecting = new Map<string, Promise<Result<true>>>();

/**
 * Injects a script of ours into a frame, or waits for the same injection already under way
 * there: two questions at once to a page without it (two openings of the popup, the images'
 * list beside the videos') inject it once, not once each.
 */
function injectOnce(frame: TabFrame, file: string): Promise<Result<true>> {
  const key = `${frame.tabId}/${frame.frameId ?? 0}/${file}`;
  const underWay = injecting.get(key);
  if (underWay) return underWay;
  const injection = inject(frame, file).finally(() => injecting.delete(key));
  injecting.set(key, injection);
  return injection;
}

async function inject(frame: TabFrame, file: string): Promise<Result<true>> {
  const { tabId, frameId = 0 } = frame;
  try {
    await timeTaken('lens:inject', () =>
      browser.scripting.executeScript({
        target: { tabId, frameIds: [frameId] },
        files: [file],
      }),
    );
    return { ok: true, value: true };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    // A frame inside the page: the page itself was readable, the frame's site is not.
    if (frameId !== 0) return err(frameRefusal(message, frame.url));
    // Firefox hides the address of a tab it has not granted; where it shows it, it tells.
    const tabUrl = await browser.tabs.get(tabId).then(
      (tab) => tab.url,
      () => undefined,
    );
    switch (classifyScriptRefusal(message, tabUrl)) {
      case 'browser-page':
        return err(
          appError('permission', 'Browser pages and the web store cannot be checked.', {
            code: BROWSER_PAGE_CODE,
          }),
        );
      case 'not-granted':
        return err(appError('permission', NOT_GRANTED));
      case 'browser-page-or-not-granted':
        return err(
          appError(
            'permission',
            `Browser pages and the add-on stores cannot be checked. If this is a web page: ${NOT_GRANTED}`,
          ),
        );
      case 'other':
        return err(appError('internal', `Could not reach the page: ${message}`));
    }
  }
}
