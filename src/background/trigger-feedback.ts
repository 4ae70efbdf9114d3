import { browser } from '../platform/browser.ts';
import { explainError } from '../shared/error-text.ts';
import type { AppError } from '../core/errors.ts';

/**
 * A check asked for from a menu or shortcut could not even start (nothing selected, a browser
 * page): there is no popup open to say so, so a notification does.
 */
export async function showFailure(tabId: number, error: AppError): Promise<void> {
  const { title, detail, action } = explainError(error);
  await browser.action.setBadgeText({ tabId, text: '!' }).catch(() => undefined);
  await browser.notifications
    .create(`authenticity-lens-${Date.now()}`, {
      type: 'basic',
      iconUrl: browser.runtime.getURL('icons/icon-128.png'),
      title,
      message: [detail, action].filter(Boolean).join(' '),
    })
    .catch(() => undefined);
}
