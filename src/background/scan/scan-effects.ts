import { openPopupOnNoticeClick, showNotice } from '../engine/finished-notice.ts';
import type { UrlScanCheck } from '../../shared/checks/check-record.ts';
import { explainError } from '../../shared/checks/error-text.ts';
import type { Translator } from '../../shared/i18n/translator.ts';
import { workerTranslator } from '../i18n/worker-translator.ts';
import { routeOf } from '../../shared/scans/scan-route.ts';
import { showBadge } from '../engine/tab-badge.ts';

/** Notification ids of scans start with this, so a click can be told apart. */
export const SCAN_NOTIFICATION_PREFIX = 'url-scan-';

/**
 * Shows a scan's state on its tab's toolbar badge, in the words it registered (scan-badge.ts); a
 * closed tab is ignored.
 */
export async function showScanBadge(record: UrlScanCheck): Promise<void> {
  const tabId = record.source.tabId;
  if (tabId === undefined) return;
  await showBadge(tabId, [record]);
}

function notificationText(
  t: Translator,
  record: UrlScanCheck,
): { title: string; message: string } | undefined {
  // A text scan's input is the text itself: named by its page instead.
  const named = record.source.title || record.source.url;
  const page = named || t.t('notice_sentText');
  if (record.status === 'done') {
    const result = record.result;
    const title = result
      ? t.plural(
          'notice_scanDone',
          result.sources.length,
          t.number(Math.round(result.aggregatedScore) / 100, { style: 'percent' }),
        )
      : t.t('notice_scanFinished');
    return { title, message: page };
  }
  // The user cancelled it: nothing to tell them.
  if (record.error?.kind === 'cancelled') return undefined;
  if (record.status === 'failed' && record.error) {
    const { title, detail } = explainError(record.error, t);
    return {
      title: t.t('notice_scanFailed', title),
      message: t.t('notice_scanFailedMessage', detail, page),
    };
  }
  if (record.scan?.phase === 'awaiting-confirmation') {
    const credits = record.scan.expectedCredits ?? 0;
    const cost = routeOf(record).route === 'url' ? 'notice_scanCostPage' : 'notice_scanCost';
    return {
      title: t.plural(cost, credits),
      message: named ? t.t('notice_scanConfirm', named) : t.t('notice_scanConfirmText'),
    };
  }
  return undefined;
}

/** Tells the user a scan finished, failed or waits for confirmation; one notification per scan. */
export async function notifyScan(record: UrlScanCheck): Promise<boolean> {
  const text = notificationText(await workerTranslator(), record);
  return text ? showNotice('scans', `${SCAN_NOTIFICATION_PREFIX}${record.id}`, text) : false;
}

/** A click on a scan's notification opens the popup where its results are. */
export const openPopupOnNotificationClick = (): void =>
  openPopupOnNoticeClick('scans', SCAN_NOTIFICATION_PREFIX);
