import { ok, type Result } from '../../core/errors.ts';
import { frameOfSource } from '../../shared/frames/tab-frame.ts';
import { askTab } from '../tabs/ask-tab.ts';
import { openHistoryStore } from '../stores/history-store.ts';

/**
 * Plays a checked video on its page from a time (a stretch chosen in the popup): asks the frame
 * it is in to seek the `<video>` the check was made from. The content script's keys last as long
 * as its document, so after a reload (or for a check known by its address only) the video showing
 * the checked file is sought instead. Not found when the page no longer shows it.
 */
export async function seekVideo(
  checkId: string,
  atMs: number,
): Promise<Result<{ found: boolean }>> {
  const check = await (await openHistoryStore()).getOf('ai-video', checkId);
  const tabId = check?.source.tabId;
  if (!check || tabId === undefined) return ok({ found: false });
  const frame = frameOfSource(tabId, check.source);
  if (check.video.key) {
    const sought = await askTab(frame, 'content/seek-video', { key: check.video.key, atMs });
    if (!sought.ok || sought.value.found) return sought;
  }
  const listed = await askTab(frame, 'content/list-videos', {});
  if (!listed.ok) return listed;
  const showing = listed.value.videos.find((video) => video.src === check.video.src);
  return showing
    ? askTab(frame, 'content/seek-video', { key: showing.key, atMs })
    : ok({ found: false });
}
