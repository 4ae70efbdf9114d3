import { ok } from '../../core/errors.ts';
import type { VideoTarget } from '../../shared/video/video-target.ts';
import { surveyFrames } from '../sources/survey-frames.ts';
import { askTab } from '../tabs/ask-tab.ts';
import { resolveTabId } from '../tabs/tab-pages.ts';
import { lookNow } from '../video/video-follower.ts';
import { registry } from './router.ts';

/**
 * The videos of the page and of the frames in it the extension may read (each named with its
 * frame, so it is checked and drawn there), and how many frames it may not read.
 */
registry.register('videos/list', async ({ tabId }) => {
  const tab = await resolveTabId(tabId);
  if (!tab.ok) return tab;
  const survey = await surveyFrames(tab.value);
  const frames = survey?.frames ?? [{ frameId: 0, probe: undefined }];
  const videos: VideoTarget[] = [];
  for (const { frameId, probe } of frames) {
    const listed = await askTab(
      { tabId: tab.value, frameId, url: probe?.url },
      'content/list-videos',
      {},
    );
    // The top frame's failure is the answer (a browser page); a frame's is left out.
    if (!listed.ok) {
      if (frameId === 0) return listed;
      continue;
    }
    // The content script cannot know its frame's id: the worker, which asked it, does.
    for (const video of listed.value.videos) videos.push({ ...video, frameId });
  }
  const unread = survey?.unreadable.count ?? 0;
  return ok({ videos, ...(unread > 0 ? { unreadFrames: unread } : {}) });
});

registry.register('videos/follow', async ({ id, waitSeconds }) => {
  const check = await lookNow(id, waitSeconds);
  return ok({ check: check ?? null });
});
