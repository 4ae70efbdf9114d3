import { browser } from '../../platform/browser.ts';
import { explainError } from '../../shared/checks/error-text.ts';
import type { AppError } from '../../core/errors.ts';
import { log } from '../stores/worker-log.ts';
import { writeBadge } from '../engine/tab-badge.ts';
import { workerTranslator } from '../i18n/worker-translator.ts';

/**
 * A check asked for from a menu or shortcut could not even start (nothing selected, a browser
 * page): there is no popup open to say so, so a notification does.
 */
export async function showFailure(tabId: number, error: AppError): Promise<void> {
  const t = await workerTranslator();
  const { title, detail, action } = explainError(error, t);
  log.info('triggers', 'A check asked for from a menu or shortcut could not start', error);
  // The tab may have closed; the notification below still tells.
  await writeBadge(tabId, { text: '!' });
  await browser.notifications
    .create(`authenticity-lens-${Date.now()}`, {
      type: 'basic',
      iconUrl: browser.runtime.getURL('icons/icon-128.png'),
      title,
      message: detail && action ? t.t('notice_detailAndAction', detail, action) : detail || action,
    })
    .catch((failure: unknown) =>
      log.warn('triggers', 'The notification could not be shown', failure),
    );
}
