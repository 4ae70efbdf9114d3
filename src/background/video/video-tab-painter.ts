import { registerTabPainter } from '../engine/tab-refresh.ts';
import { logFailure } from '../stores/log-failure.ts';
import { paintVideoTimeline } from './paint-video-timeline.ts';

/** Video checks on the page: each finished one's timeline under its video. */
registerTabPainter(['ai-video'], async (latest) => {
  for (const check of latest) {
    if (check.kind !== 'ai-video' || check.status !== 'done') continue;
    const drawn = await paintVideoTimeline(check);
    // Not drawn (a frame not granted, the tab gone): the popup still shows the result.
    if (!drawn.ok) logFailure('videos', 'A video’s timeline could not be drawn', drawn.error);
  }
});
