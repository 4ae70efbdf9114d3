/**
 * Moves a video to a moment: a stretch chosen on its timeline, or in the popup's list. Playing
 * or paused, it stays so (the reader decides to play); a moment past the end is its end.
 */
import { videoByKey } from './page-videos.ts';

export function seekTo(video: HTMLVideoElement, atMs: number): void {
  const seconds = Math.max(0, atMs) / 1000;
  const { duration } = video;
  video.currentTime =
    Number.isFinite(duration) && duration > 0 ? Math.min(seconds, duration) : seconds;
}

/** Whether any part of the element is in the window's view. */
function inView(element: Element): boolean {
  const box = element.getBoundingClientRect();
  return box.bottom > 0 && box.right > 0 && box.top < innerHeight && box.left < innerWidth;
}

/**
 * Seeks the video with this key (from the popup, which the page does not show beside it), and
 * brings it into view when it is scrolled away. False when the page has no such video now.
 */
export function seekVideo(key: string, atMs: number, doc: Document = document): boolean {
  const video = videoByKey(key, doc);
  if (!video) return false;
  seekTo(video, atMs);
  if (!inView(video)) video.scrollIntoView({ block: 'center', inline: 'nearest' });
  return true;
}
