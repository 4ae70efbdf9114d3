/**
 * A video on a page, as the content script finds it, and whether the service could fetch it.
 * The service downloads the file itself from a public address, so only a video with a file
 * address can be checked: one streamed to the page in pieces (a `blob:` MediaSource, an HLS or
 * DASH playlist) has no file to fetch, and says so with its reason. Browser-free.
 */
import * as v from 'valibot';

/**
 * file: an address of a whole file (its `src`, the `<source>` the browser chose, or a file link
 * the page gives); media-source: `blob:`/MediaSource; hls / dash: a playlist of pieces;
 * none: no address at all (nothing loaded yet, or a `srcObject` stream such as a camera).
 */
export const VIDEO_SOURCE_KINDS = ['file', 'media-source', 'hls', 'dash', 'none'] as const;
export type VideoSourceKind = (typeof VIDEO_SOURCE_KINDS)[number];

export const VideoTargetSchema = v.object({
  /** The address the service would fetch (absent when there is none). */
  src: v.optional(v.pipe(v.string(), v.maxLength(8192))),
  kind: v.picklist(VIDEO_SOURCE_KINDS),
  /** Our content script's key for this `<video>` in its document (stable while the page lives). */
  key: v.pipe(v.string(), v.maxLength(64)),
  /** The tab's frame it is in (0: the top document). */
  frameId: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** As the browser knows it once the metadata loaded; absent before. */
  durationMs: v.optional(v.pipe(v.number(), v.minValue(0))),
  width: v.optional(v.pipe(v.number(), v.minValue(0))),
  height: v.optional(v.pipe(v.number(), v.minValue(0))),
  /** A label people recognise it by: its title, aria-label, or the file's name. */
  label: v.optional(v.pipe(v.string(), v.maxLength(300))),
});
export type VideoTarget = v.InferOutput<typeof VideoTargetSchema>;

/** Whether an address can be fetched by the service as a file, and if not, what it is. */
export function videoSourceKind(src: string | undefined): VideoSourceKind {
  if (!src) return 'none';
  if (/^blob:/i.test(src) || /^mediasource:/i.test(src)) return 'media-source';
  let path: string;
  try {
    path = new URL(src).pathname.toLowerCase();
  } catch {
    return 'none';
  }
  if (path.endsWith('.m3u8')) return 'hls';
  if (path.endsWith('.mpd')) return 'dash';
  return 'file';
}

/** An address with no file behind it for the service: `data:` and `about:` ones as well. */
export const isFetchableVideo = (target: VideoTarget): boolean =>
  target.kind === 'file' && target.src !== undefined && /^https?:/i.test(target.src);
