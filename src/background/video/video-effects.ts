import { removeItem } from '../../platform/item-storage.ts';
import type { VideoCheck } from '../../shared/checks/check-record.ts';
import { videoShares } from '../../shared/video/video-shares.ts';
import { explainError } from '../../shared/checks/error-text.ts';
import type { Translator } from '../../shared/i18n/translator.ts';
import { creditsCacheItem } from '../account/credits-items.ts';
import { workerTranslator } from '../i18n/worker-translator.ts';
import { announceUpdate } from '../engine/check-updates.ts';
import { openPopupOnNoticeClick, showNotice } from '../engine/finished-notice.ts';
import { refreshTab } from '../engine/tab-refresh.ts';

/** Notification ids of video checks start with this, so a click can be told apart. */
export const VIDEO_NOTIFICATION_PREFIX = 'ai-video-';

const percent = (t: Translator, share: number): string =>
  t.number(Math.round(share * 100) / 100, { style: 'percent' });

function notificationText(
  t: Translator,
  record: VideoCheck,
): { title: string; message: string } | undefined {
  const page = record.source.title || record.source.url || record.video.label || record.video.src;
  if (record.status === 'done') {
    const shares = record.result ? videoShares(record.result, record.video.durationMs) : {};
    const title =
      shares.all === undefined
        ? t.t('video_noticeFinished')
        : t.t('video_noticeDone', percent(t, shares.all));
    const message =
      shares.visual !== undefined && shares.audio !== undefined
        ? t.t('video_noticeDoneMessage', percent(t, shares.visual), percent(t, shares.audio), page)
        : page;
    return { title, message };
  }
  // Stopped by the user: nothing to tell them.
  if (record.status !== 'failed' || !record.error || record.error.kind === 'cancelled') {
    return undefined;
  }
  const { title, detail } = explainError(record.error, t);
  return {
    title: t.t('video_noticeFailed', title),
    message: t.t('video_noticeFailedMessage', detail, page),
  };
}

/** Tells the user a video check finished or failed; the popup (on click) shows it. */
export async function notifyVideo(record: VideoCheck): Promise<void> {
  const text = notificationText(await workerTranslator(), record);
  if (text) await showNotice('videos', `${VIDEO_NOTIFICATION_PREFIX}${record.id}`, text);
}

/**
 * What follows a change of a video check: pages are told; when its state moved, its tab's badge
 * and timeline follow (refreshTab), and reaching a result or a failure notifies the user once.
 */
export async function videoChanged(
  before: VideoCheck | undefined,
  after: VideoCheck,
): Promise<void> {
  await announceUpdate([after.id]);
  if (before?.status === after.status) return;
  if (after.source.tabId !== undefined) await refreshTab(after.source.tabId);
  if (after.status !== 'done' && after.status !== 'failed') return;
  // An ended check may have spent credits: the next balance shown is fetched anew.
  await removeItem(creditsCacheItem);
  await notifyVideo(after);
}

/** A click on a video check's notification opens the popup, where its result is. */
export const openPopupOnVideoNotificationClick = (): void =>
  openPopupOnNoticeClick('videos', VIDEO_NOTIFICATION_PREFIX);
