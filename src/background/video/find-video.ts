import { appError, detailWords, err, ok, type Result } from '../../core/errors.ts';
import type { CheckedVideo } from '../../shared/checks/check-record.ts';
import type { TabFrame } from '../../shared/frames/tab-frame.ts';
import { videoSourceKind, type VideoTarget } from '../../shared/video/video-target.ts';
import { askTab } from '../tabs/ask-tab.ts';

/** Which video: one the content script listed (its key), or the one right-clicked (its address). */
export type VideoChoice =
  { key: string; src?: string | undefined } | { srcUrl?: string | undefined };

/** The video as a check keeps it: its address may be absent (a stream with none), to refuse. */
export type FoundVideo = Omit<CheckedVideo, 'src'> & { src?: string | undefined };

function keptOf(target: VideoTarget): FoundVideo {
  return {
    kind: target.kind,
    key: target.key,
    ...(target.src === undefined ? {} : { src: target.src }),
    ...(target.durationMs === undefined ? {} : { durationMs: target.durationMs }),
    ...(target.label === undefined ? {} : { label: target.label }),
  };
}

/** Known only by the address the menu gave: checked by it, drawn where the page shows it. */
const byAddress = (srcUrl: string): FoundVideo => ({ src: srcUrl, kind: videoSourceKind(srcUrl) });

const gone = () =>
  err(
    appError(
      'not-found',
      'This video is no longer on the page. Reload the page, then choose the video again.',
      {
        words: detailWords('video_workerGone'),
      },
    ),
  );

const noneHere = () =>
  err(
    appError(
      'not-found',
      'No video was found where you clicked. Right-click the video itself, or choose it from the list of the page’s videos in Authenticity Lens.',
      { words: detailWords('video_workerNoneHere') },
    ),
  );

/**
 * Asks the frame's content script for the video as it is now (its address may have changed
 * since the popup listed it, and the menu's `srcUrl` may be a `<source>`'s or a blob's). A frame
 * that cannot be read still has its right-clicked video checked by the menu's address.
 */
export async function findVideo(frame: TabFrame, choice: VideoChoice): Promise<Result<FoundVideo>> {
  if ('key' in choice) {
    const listed = await askTab(frame, 'content/list-videos', {});
    if (!listed.ok) return listed;
    const video = listed.value.videos.find((v) => v.key === choice.key);
    return video ? ok(keptOf(video)) : gone();
  }
  const at = await askTab(frame, 'content/video-at', {
    ...(choice.srcUrl ? { srcUrl: choice.srcUrl } : {}),
  });
  if (at.ok && at.value) return ok(keptOf(at.value));
  if (choice.srcUrl) return ok(byAddress(choice.srcUrl));
  return at.ok ? noneHere() : at;
}
