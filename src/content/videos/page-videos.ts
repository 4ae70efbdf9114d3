/**
 * The `<video>` elements of this document, in the page and in the shadow trees of its components
 * (players are often web components), each described as a `VideoTarget`: its key, the address the
 * service would fetch and its kind, its length and size once the browser knows them, and a label.
 */
import type { VideoTarget } from '../../shared/video/video-target.ts';
import { composedParent, shadowRootsUnder } from '../page/composed-tree.ts';
import { videoAddress, videoShows } from './video-address.ts';
import { knownVideoKey, videoKey } from './video-keys.ts';

const MAX_LABEL = 300;
const MAX_ADDRESS = 8192;

const isVideo = (node: unknown): node is HTMLVideoElement =>
  (node as Element | null)?.nodeType === 1 && (node as Element).localName === 'video';

/** Every `<video>` of the document, shadow trees included, in document order per tree. */
export function findVideos(doc: Document = document): HTMLVideoElement[] {
  const trees: ParentNode[] = [doc, ...shadowRootsUnder(doc)];
  return trees.flatMap((tree) => Array.from(tree.querySelectorAll('video')).filter(isVideo));
}

/** The video with this key, while it is in the document. */
export function videoByKey(key: string, doc: Document = document): HTMLVideoElement | undefined {
  return findVideos(doc).find((video) => knownVideoKey(video) === key);
}

/** The videos playing or offering `src` (see `videoShows`). */
export function videosShowing(src: string, doc: Document = document): HTMLVideoElement[] {
  return findVideos(doc).filter((video) => videoShows(video, src));
}

const collapse = (text: string | null | undefined): string =>
  (text ?? '').replace(/\s+/g, ' ').trim();

/** The caption of the figure the video is in (its nearest figure, across shadow trees). */
function figureCaption(video: HTMLVideoElement): string {
  for (let at = composedParent(video); at && at.nodeType === 1; at = composedParent(at)) {
    const element = at as Element;
    if (element.localName !== 'figure') continue;
    const caption = Array.from(element.children).find((c) => c.localName === 'figcaption');
    return collapse(caption?.textContent);
  }
  return '';
}

/** The text of the elements `aria-labelledby` names, in the video's own tree. */
function labelledBy(video: HTMLVideoElement): string {
  const ids = collapse(video.getAttribute('aria-labelledby')).split(' ').filter(Boolean);
  const tree = video.getRootNode() as Document | ShadowRoot;
  return collapse(ids.map((id) => tree.getElementById?.(id)?.textContent ?? '').join(' '));
}

/** The last part of a file address's path ("clip.webm"); none for streams and blobs. */
function fileName(src: string | undefined): string {
  if (!src || !/^https?:/i.test(src)) return '';
  try {
    const last = new URL(src).pathname.split('/').filter(Boolean).at(-1) ?? '';
    return decodeURIComponent(last);
  } catch {
    return '';
  }
}

/** A name people know the video by: its title, its accessible name, its caption, its file. */
export function videoLabel(video: HTMLVideoElement, src: string | undefined): string | undefined {
  const label = [
    collapse(video.title),
    collapse(video.getAttribute('aria-label')),
    labelledBy(video),
    figureCaption(video),
    fileName(src),
  ].find((text) => text.length > 0);
  return label ? label.slice(0, MAX_LABEL) : undefined;
}

/**
 * The video as the worker and the popup see it. `frameId` is 0 here: a content script does not
 * know its frame's id, and the worker, which asked that frame, puts it in.
 */
export function describeVideo(video: HTMLVideoElement): VideoTarget {
  const { src, kind } = videoAddress(video);
  const duration = video.duration;
  const shown = src !== undefined && src.length <= MAX_ADDRESS ? src : undefined;
  const label = videoLabel(video, src);
  return {
    ...(shown !== undefined ? { src: shown } : {}),
    kind: shown !== undefined ? kind : 'none',
    key: videoKey(video),
    frameId: 0,
    ...(Number.isFinite(duration) && duration > 0
      ? { durationMs: Math.round(duration * 1000) }
      : {}),
    ...(video.videoWidth > 0 && video.videoHeight > 0
      ? { width: video.videoWidth, height: video.videoHeight }
      : {}),
    ...(label !== undefined ? { label } : {}),
  };
}

const shownArea = (video: HTMLVideoElement): number => {
  const rect = video.getBoundingClientRect();
  return rect.width * rect.height;
};

/** The document's videos, the largest on screen first (the one people mean, usually). */
export function listPageVideos(doc: Document = document): VideoTarget[] {
  const videos = findVideos(doc).map((video) => ({ video, area: shownArea(video) }));
  videos.sort((a, b) => b.area - a.area);
  return videos.map(({ video }) => describeVideo(video));
}
