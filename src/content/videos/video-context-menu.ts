/**
 * Which `<video>` the user right-clicked, for "Check video for AI" in the menu. The menu tells
 * the worker the address on screen (`srcUrl`), which more than one video may share and which a
 * player's own overlay (its controls, a click-catcher over the picture) hides from the browser:
 * then the menu's target is the overlay. So a capturing `contextmenu` listener remembers the
 * video under the pointer, looking through everything stacked at that point, shadow trees too.
 * It can only remember right-clicks made after this script came into the page; before that, the
 * menu's `srcUrl` names the video.
 */
import type { VideoTarget } from '../../shared/video/video-target.ts';
import { shadowRootOf } from '../page/composed-tree.ts';
import { describeVideo, findVideos } from './page-videos.ts';
import { videoShows } from './video-address.ts';

let remembered: HTMLVideoElement | undefined;
let watching = false;

const isVideo = (node: unknown): node is HTMLVideoElement =>
  (node as Element | null)?.nodeType === 1 && (node as Element).localName === 'video';

/** How deep into nested shadow trees the point is followed (a player in a player is rare). */
const MAX_DEPTH = 4;

/** The elements stacked at a point of `tree`, topmost first, into shadow trees we can read. */
function stackAt(tree: Document | ShadowRoot, x: number, y: number, depth = 0): Element[] {
  if (typeof tree.elementsFromPoint !== 'function') return [];
  const found: Element[] = [];
  const stack = tree.elementsFromPoint(x, y);
  for (let i = 0; i < stack.length; i += 1) {
    const element = stack[i]!;
    const shadow = depth < MAX_DEPTH ? shadowRootOf(element) : null;
    // A host's own shadow tree is drawn in its place: what is inside it comes first.
    if (shadow) found.push(...stackAt(shadow, x, y, depth + 1));
    found.push(element);
  }
  return found;
}

const contains = (element: Element, x: number, y: number): boolean => {
  const box = element.getBoundingClientRect();
  return x >= box.left && x <= box.right && y >= box.top && y <= box.bottom;
};

/**
 * A video inside the player the click was in whose box holds the point: players often make
 * their `<video>` ignore the pointer (`pointer-events: none`), which hides it from hit testing.
 * The page's body is not such a player, so the search stops below it.
 */
function videoInPlayer(
  path: readonly EventTarget[],
  x: number,
  y: number,
): HTMLVideoElement | undefined {
  for (const node of path) {
    const element = node as Element;
    if (element.nodeType !== 1) continue;
    if (element.localName === 'body' || element.localName === 'html') return undefined;
    const trees: ParentNode[] = [element];
    const shadow = shadowRootOf(element);
    if (shadow) trees.push(shadow);
    for (const tree of trees) {
      const video = Array.from(tree.querySelectorAll('video')).find((v) => contains(v, x, y));
      if (video) return video;
    }
  }
  return undefined;
}

/**
 * The video a right-click at (x, y) meant, from the event's composed path: the video itself
 * (also inside an open shadow tree), else the topmost video stacked under the point (under a
 * player's overlay; in a closed shadow tree), else one under the point in the player clicked.
 */
export function videoUnderPointer(
  path: readonly EventTarget[],
  x: number,
  y: number,
  doc: Document = document,
): HTMLVideoElement | undefined {
  return path.find(isVideo) ?? stackAt(doc, x, y).find(isVideo) ?? videoInPlayer(path, x, y);
}

function onContextMenu(event: MouseEvent): void {
  // A page can send made-up events: only the user's own right-click counts.
  if (!event.isTrusted) return;
  remembered = videoUnderPointer(event.composedPath(), event.clientX, event.clientY);
}

/** Starts remembering right-clicked videos (once per document). */
export function watchVideoContextMenu(target: Pick<Window, 'addEventListener'> = window): void {
  if (watching) return;
  watching = true;
  target.addEventListener('contextmenu', onContextMenu, { capture: true, passive: true });
}

/** The video the last right-click in this document was on, while it is still in the page. */
export function rememberedVideo(): HTMLVideoElement | undefined {
  return remembered?.isConnected ? remembered : undefined;
}

/**
 * The video the menu was opened on: the one remembered, when it shows the menu's `srcUrl` (or
 * the menu gave none); else the first video showing `srcUrl`. Null when this frame has none.
 */
export function videoAt(srcUrl: string | undefined, doc: Document = document): VideoTarget | null {
  const last = rememberedVideo();
  if (last && (!srcUrl || videoShows(last, srcUrl))) return describeVideo(last);
  if (!srcUrl) return null;
  const showing = findVideos(doc).find((video) => videoShows(video, srcUrl));
  return showing ? describeVideo(showing) : null;
}
