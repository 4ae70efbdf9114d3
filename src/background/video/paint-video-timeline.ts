import { ok, type Result } from '../../core/errors.ts';
import type { VideoCheck } from '../../shared/checks/check-record.ts';
import { frameOfSource } from '../../shared/frames/tab-frame.ts';
import { videoTimelineWords } from '../../shared/messages/page-words.ts';
import { workerTranslator } from '../i18n/worker-translator.ts';
import { askTab } from '../tabs/ask-tab.ts';
import { pageOf } from '../tabs/tab-pages.ts';

/** An address without its fragment: a jump within the page is still the same page. */
const withoutHash = (url: string): string => url.split('#')[0] ?? url;

/**
 * Whether the tab still shows the page the video was checked on. The content script's keys are
 * its own per document, so a key on another page could name another video.
 */
async function stillOnPage(check: VideoCheck, tabId: number): Promise<boolean> {
  if (!check.source.url) return true;
  const { pageUrl } = await pageOf(tabId);
  // Not visible to us (Firefox hides some): the content script's own match by key and address decides.
  return pageUrl === undefined || withoutHash(pageUrl) === withoutHash(check.source.url);
}

/**
 * Draws a finished video check's timeline under its video, in the frame it is in: the picture's
 * and the sound's AI stretches, with the words in the reader's language. Answers how many players
 * it was drawn for (none when the tab shows another page, or the video is gone).
 */
export async function paintVideoTimeline(check: VideoCheck): Promise<Result<{ shown: number }>> {
  const tabId = check.source.tabId;
  if (check.status !== 'done' || !check.result || tabId === undefined) return ok({ shown: 0 });
  if (!(await stillOnPage(check, tabId))) return ok({ shown: 0 });
  const t = await workerTranslator();
  return askTab(frameOfSource(tabId, check.source), 'content/show-video-timeline', {
    ...(check.video.key ? { key: check.video.key } : {}),
    src: check.video.src,
    findings: check.result,
    words: videoTimelineWords(t),
  });
}
