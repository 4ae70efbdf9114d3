import { browser } from '../../platform/browser.ts';
import { logIfRejected } from '../stores/log-failure.ts';
import { log } from '../stores/worker-log.ts';

/**
 * Tells the user about work that ended while no page was open (a webhook's answer): one
 * notification per id, so a second one replaces the first. False when it could not be shown.
 */
export async function showNotice(
  scope: string,
  id: string,
  text: { title: string; message: string },
): Promise<boolean> {
  try {
    await browser.notifications.create(id, {
      type: 'basic',
      iconUrl: browser.runtime.getURL('icons/icon-128.png'),
      ...text,
    });
    return true;
  } catch (error) {
    log.info(scope, 'A notification could not be shown', error);
    return false;
  }
}

/** A click on a notice whose id starts with `prefix` opens the popup, where the answer is. */
export function openPopupOnNoticeClick(scope: string, prefix: string): void {
  browser.notifications.onClicked.addListener((id) => {
    if (!id.startsWith(prefix)) return;
    // No focused window, or a browser without openPopup (Chrome 127+): the badge still shows it.
    browser.action.openPopup().catch(() => undefined);
    logIfRejected(scope, 'Clearing a clicked notification', browser.notifications.clear(id));
  });
}
