/**
 * The address of a `<video>`: what the service would fetch to check it. The one the browser
 * plays (`currentSrc`: the `<source>` it chose, or `src`); before it chose one, the `src`
 * attribute or the first `<source>` it could play. A stream (`blob:` MediaSource, an HLS or DASH
 * playlist) has no file behind it, so a file link the page gives for the video (a download link
 * in its figure or player) is taken in its place when there is one.
 */
import { videoSourceKind, type VideoSourceKind } from '../../shared/video/video-target.ts';
import { composedParent } from '../page/composed-tree.ts';

export interface VideoAddress {
  src?: string;
  kind: VideoSourceKind;
}

/** Endings of whole video files, as download links name them. */
const VIDEO_FILE = /\.(mp4|m4v|webm|mov|ogv|ogg|mkv|avi|mpe?g|3gp)$/i;
/** How far up from the video a file link is looked for (the player's wrappers, the figure). */
const LINK_LEVELS = 4;

const isElement = (node: Node | null): node is Element => node?.nodeType === 1;

/** An absolute http(s) address of a link to a video file, else undefined. */
function videoFileHref(link: HTMLAnchorElement): string | undefined {
  const href = link.href;
  if (!/^https?:/i.test(href)) return undefined;
  let path: string;
  try {
    path = new URL(href).pathname;
  } catch {
    return undefined;
  }
  const typed = /^video\//i.test(link.type);
  return VIDEO_FILE.test(path) || (typed && link.hasAttribute('download')) ? href : undefined;
}

/**
 * A file link the page gives for this video: a `<a download>` (else any `<a href>`) to a video
 * file in the same figure or player. The search goes up from the video and stops at its figure,
 * at the body, or where a wrapper holds another video too (the link could be that one's).
 */
export function videoFileLink(video: HTMLVideoElement): string | undefined {
  let at = composedParent(video);
  for (let level = 0; level < LINK_LEVELS && isElement(at); level += 1) {
    const container = at;
    if (container.localName === 'body' || container.localName === 'html') break;
    if (container.querySelectorAll('video').length > 1) break;
    const links = Array.from(container.querySelectorAll<HTMLAnchorElement>('a[href]'));
    const ordered = [
      ...links.filter((a) => a.hasAttribute('download')),
      ...links.filter((a) => !a.hasAttribute('download')),
    ];
    for (const link of ordered) {
      const href = videoFileHref(link);
      if (href) return href;
    }
    if (container.localName === 'figure') break;
    at = composedParent(container);
  }
  return undefined;
}

/** The `<source>` the browser would pick before it has: the first it can play (else the first). */
function firstSource(video: HTMLVideoElement): string | undefined {
  const sources = Array.from(video.children).filter(
    (child): child is HTMLSourceElement =>
      child.localName === 'source' && child.hasAttribute('src'),
  );
  const playable = sources.find((s) => !s.type || video.canPlayType(s.type) !== '');
  return (playable ?? sources[0])?.src || undefined;
}

/** The address the video plays (or will), whatever kind it is; undefined when it has none. */
export function playedAddress(video: HTMLVideoElement): string | undefined {
  if (video.currentSrc) return video.currentSrc;
  if (video.hasAttribute('src') && video.src) return video.src;
  // A `srcObject` (a camera, a canvas stream) plays no address at all.
  if (video.srcObject) return undefined;
  return firstSource(video);
}

/** What the service would fetch for this video, and what kind of address that is. */
export function videoAddress(video: HTMLVideoElement): VideoAddress {
  const played = playedAddress(video);
  const kind = videoSourceKind(played);
  if (kind === 'file' && played) return { src: played, kind };
  const link = videoFileLink(video);
  if (link) return { src: link, kind: 'file' };
  return played ? { src: played, kind } : { kind: 'none' };
}

/**
 * Whether the video plays or offers `src`: the address on screen, its `src`, any of its
 * `<source>`s, or the file link taken for it (the right-click menu gives the one on screen;
 * the worker may name the file it checked).
 */
export function videoShows(video: HTMLVideoElement, src: string): boolean {
  if (!src) return false;
  if (video.currentSrc === src || (video.hasAttribute('src') && video.src === src)) return true;
  const sources = Array.from(video.children).filter(
    (child): child is HTMLSourceElement => child.localName === 'source',
  );
  if (sources.some((s) => s.hasAttribute('src') && s.src === src)) return true;
  return videoAddress(video).src === src;
}
