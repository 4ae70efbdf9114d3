/**
 * Our names for the page's `<video>` elements: the worker and the popup name a video by key
 * (to check it, draw its timeline, seek it) between messages. The key lives in a WeakMap of the
 * content script's world, not in an attribute: the page can neither read nor forge it, and a
 * video the page drops is forgotten with it. A random part per document keeps a key from a page
 * left behind from naming a video of the next one.
 */

const keys = new WeakMap<HTMLVideoElement, string>();
const documentToken = Array.from(crypto.getRandomValues(new Uint8Array(6)), (b) =>
  b.toString(16).padStart(2, '0'),
).join('');
let counted = 0;

/** The video's key, made the first time it is asked for and the same for the document's life. */
export function videoKey(video: HTMLVideoElement): string {
  let key = keys.get(video);
  if (key === undefined) {
    counted += 1;
    key = `video-${documentToken}-${counted}`;
    keys.set(video, key);
  }
  return key;
}

/** The key given to the video, if it was given one (never makes one). */
export const knownVideoKey = (video: HTMLVideoElement): string | undefined => keys.get(video);
