import type { MessageKey, Translator } from '../../shared/i18n/translator.ts';
import { lastSegment } from '../../shared/image/last-segment.ts';
import { isFetchableVideo, type VideoTarget } from '../../shared/video/video-target.ts';

/** Longest label shown as a name; a caption-length title is cut at a word. */
const MAX_NAME = 60;

/**
 * A short name to tell a video from the others: the label the page gave it (title, aria-label),
 * else its file's name; undefined when it has neither (the caller numbers it, or names its site).
 */
export function videoName(video: { label?: string; src?: string }): string | undefined {
  const label = (video.label ?? '').replace(/\s+/g, ' ').trim();
  if (label.length > MAX_NAME) {
    const cut = label.slice(0, MAX_NAME);
    const space = cut.lastIndexOf(' ');
    return `${(space > MAX_NAME / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
  }
  return label || (video.src ? lastSegment(video.src) : '') || undefined;
}

/** A video of the page's list by its name, or by its place in the list ("Video 2"). */
export const listedVideoName = ({ t }: Translator, video: VideoTarget, index: number): string =>
  videoName(video) ?? t('video_numbered', index + 1);

/**
 * Why the service could not check this video, in words; undefined when it can (a whole file at a
 * web address). The service downloads the file itself, so a stream has nothing it could fetch.
 */
export function whyNotCheckable(video: VideoTarget): MessageKey | undefined {
  switch (video.kind) {
    case 'media-source':
      return 'video_whyMediaSource';
    case 'hls':
      return 'video_whyHls';
    case 'dash':
      return 'video_whyDash';
    case 'none':
      return 'video_whyNone';
    case 'file':
      return isFetchableVideo(video) ? undefined : 'video_whyNotWeb';
  }
}
