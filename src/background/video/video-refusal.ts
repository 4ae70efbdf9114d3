/**
 * Whether the service could fetch a video, and if not, why, in words people read and with what
 * works instead. The service downloads the file itself from the internet: a video streamed to the
 * page in pieces (MediaSource, HLS, DASH) has no file, and one on this computer or a private
 * network cannot be reached. Decided before anything is stored or sent. Pure.
 */
import { appError, detailWords, type AppError } from '../../core/errors.ts';
import { hostClass } from '../../shared/net/address-rules.ts';
import type { VideoSourceKind } from '../../shared/video/video-target.ts';

/** Codes of the refusals, so pages can tell them apart (all `invalid-input`). */
export const VIDEO_REFUSAL_CODES = {
  stream: 'video-stream',
  noAddress: 'video-no-address',
  notWeb: 'video-not-web',
  notPublic: 'video-not-public',
} as const;

export interface VideoAddress {
  src?: string | undefined;
  kind: VideoSourceKind;
}

export interface RefusalOptions {
  /**
   * Loopback counts as public: in the builds for tests and local work (`npm start`), where the
   * local service runs on this machine and fetches from it, as the service fetches the web.
   */
  loopbackIsPublic: boolean;
}

const refused = (message: string, code: string, words: AppError['words']): AppError =>
  appError('invalid-input', message, { field: 'video', code, ...(words ? { words } : {}) });

const WHAT_WORKS = 'Videos that play from a file address (such as .mp4 or .webm) can be checked.';

function streamRefusal(kind: 'media-source' | 'hls' | 'dash'): AppError {
  if (kind === 'media-source') {
    return refused(
      `This video is streamed to the page in pieces (a blob: address), so there is no file the service could fetch. ${WHAT_WORKS}`,
      VIDEO_REFUSAL_CODES.stream,
      detailWords('video_workerRefusedMediaSource'),
    );
  }
  const format = kind === 'hls' ? 'HLS' : 'DASH';
  return refused(
    `This video plays from a playlist of pieces (${format}), not from one file the service could fetch. ${WHAT_WORKS}`,
    VIDEO_REFUSAL_CODES.stream,
    detailWords('video_workerRefusedPlaylist', format),
  );
}

const noAddress = (): AppError =>
  refused(
    'This video has no address the service could fetch: it has not started loading, or it comes from a camera or a live stream. Play it for a moment and try again, or check a video that plays from a file.',
    VIDEO_REFUSAL_CODES.noAddress,
    detailWords('video_workerRefusedNoAddress'),
  );

/** Why the service could not fetch this video; undefined when it could. */
export function videoRefusal(video: VideoAddress, options: RefusalOptions): AppError | undefined {
  if (video.kind === 'media-source' || video.kind === 'hls' || video.kind === 'dash') {
    return streamRefusal(video.kind);
  }
  if (video.kind === 'none' || !video.src) return noAddress();
  let url: URL;
  try {
    url = new URL(video.src);
  } catch {
    return noAddress();
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return refused(
      `This video’s address starts with ${url.protocol}, not a web address the service could fetch. Videos with a public web address can be checked.`,
      VIDEO_REFUSAL_CODES.notWeb,
      detailWords('video_workerRefusedNotWeb', url.protocol),
    );
  }
  const host = hostClass(url.hostname);
  const reachable = host === 'public' || (host === 'loopback' && options.loopbackIsPublic);
  if (!reachable) {
    return refused(
      `This video is at ${url.host}, on this computer or a private network, which the service cannot reach. Videos on public web sites can be checked.`,
      VIDEO_REFUSAL_CODES.notPublic,
      detailWords('video_workerRefusedPrivate', url.host),
    );
  }
  return undefined;
}
