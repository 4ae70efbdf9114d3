/**
 * The video messages the worker sends this document, answered from the page's `<video>`s:
 * draw a check's timeline on its player (by key, else every player of its address), clear them,
 * seek a player to a moment.
 */
import type { ContentProtocol } from '../../shared/messages/content.ts';
import type { RequestOf } from '../../shared/messages/index.ts';
import { videoByKey, videosShowing } from './page-videos.ts';
import { removeVideoTimelines, showVideoTimeline } from './video-timeline.ts';
import { seekVideo } from './video-seek.ts';

export function showVideoTimelines(
  request: RequestOf<ContentProtocol, 'content/show-video-timeline'>,
): { shown: number } {
  const byKey = request.key !== undefined ? videoByKey(request.key) : undefined;
  // A key from before the page was reloaded names nothing now: its address still does.
  const videos = byKey ? [byKey] : request.src ? videosShowing(request.src) : [];
  for (const video of videos) showVideoTimeline(video, request.findings, request.words);
  return { shown: videos.length };
}

export const clearVideoTimelines = (): { cleared: number } => ({
  cleared: removeVideoTimelines(),
});

export const seekVideoTo = (
  request: RequestOf<ContentProtocol, 'content/seek-video'>,
): { found: boolean } => ({ found: seekVideo(request.key, request.atMs) });
