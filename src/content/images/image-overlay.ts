/**
 * Draws an AI mask (or a heatmap) over an image on the page. All overlays live in one host
 * element with a closed shadow root (page styles and scripts cannot reach in), styled by a constructed
 * stylesheet (page CSP does not block it; geometry goes through the CSSOM, which CSP allows).
 * Each overlay is a frame clipped to the image's box holding a canvas where the image is drawn,
 * with the mask scaled (nearest neighbour) to the displayed size. Clicks pass through; a small
 * button hides and shows the mask. Overlays follow scroll and resize, updated once per frame.
 */
import { ownHost } from '../page/own-host.ts';
import type { OverlayWords } from '../../shared/messages/text.ts';
import { pageImageData } from '../page/page-compartment.ts';
import { appError, err, ok, type Result } from '../../core/errors.ts';
import { scaleNearestInto } from '../../shared/mask/mask-scale.ts';
import { checkMaskSize, type MaskSize } from '../../shared/mask/rle.ts';
import {
  backingSize,
  overlayLayout,
  type Box,
  type Edges,
  type ElementMeasure,
} from './overlay-geometry.ts';

export const OVERLAY_HOST_ID = 'authenticity-lens-image-overlays';

/** Canvas backing store cap: 16 MP (64 MB) per overlay, well inside browsers' canvas limits. */
const MAX_CANVAS_PIXELS = 4096 * 4096;

const CSS = `
:host { all: initial !important; display: block !important; position: absolute !important;
  left: 0 !important; top: 0 !important; width: 0 !important; height: 0 !important;
  overflow: visible !important; z-index: 2147483647 !important; pointer-events: none !important; }
.frame { position: absolute; overflow: hidden; pointer-events: none; }
canvas { position: absolute; pointer-events: none; image-rendering: pixelated; }
button { position: absolute; top: 4px; right: 4px; pointer-events: auto; cursor: pointer;
  font: 12px/1.2 system-ui, sans-serif; color: #fff; background: #102020cc;
  border: 1px solid #ffffff99; border-radius: 6px; padding: 2px 8px; }
button:focus-visible { outline: 2px solid #0d7a78; outline-offset: 1px; }
`;

export interface ImageOverlayInput {
  /** An <img>, or an element whose CSS background is the image checked. */
  target: Element;
  /** RGBA at the analysed size: bytes (ImageData order) or their 32-bit words (see packRgba). */
  pixels: Uint8ClampedArray | Uint32Array;
  /** The size the service analysed, which is the mask's size. */
  size: MaskSize;
  /**
   * The image's own size, for a CSS background image sent scaled down (an <img> reports its
   * own); it matters only where background-size is auto. Defaults to `size`.
   */
  natural?: MaskSize;
  /** Removes the overlay when aborted, e.g. on navigation. */
  signal?: AbortSignal;
  /**
   * The hide/show button's words and tooltip (what the overlay shows), in the extension's
   * language: sent by the worker, which holds the catalogues.
   */
  words: OverlayWords;
}

export interface ImageOverlay {
  readonly target: Element;
  isVisible(): boolean;
  setVisible(visible: boolean): void;
  remove(): void;
}

interface Entry {
  target: Element;
  pixels: Uint32Array;
  size: MaskSize;
  natural: MaskSize;
  frame: HTMLDivElement;
  canvas: HTMLCanvasElement;
  button: HTMLButtonElement;
  words: OverlayWords;
  visible: boolean;
  drawn?: MaskSize;
}

interface Layer {
  host: HTMLElement;
  root: ShadowRoot;
  entries: Map<Element, Entry>;
  listeners: AbortController;
  observer: ResizeObserver | undefined;
  pending: boolean;
}

let layer: Layer | undefined;

const px = (value: number): string => `${value}px`;

function edges(style: CSSStyleDeclaration, prefix: string, suffix = ''): Edges {
  const read = (side: string): number =>
    Number.parseFloat(style.getPropertyValue(`${prefix}-${side}${suffix}`)) || 0;
  return { top: read('top'), right: read('right'), bottom: read('bottom'), left: read('left') };
}

function measure(entry: Entry, origin: DOMRect): ElementMeasure {
  const { target } = entry;
  const style = getComputedStyle(target);
  const rect = target.getBoundingClientRect();
  const isImage = target instanceof HTMLImageElement;
  const natural =
    isImage && target.naturalWidth > 0
      ? { width: target.naturalWidth, height: target.naturalHeight }
      : entry.natural;
  return {
    rect: { left: rect.left, top: rect.top, width: rect.width, height: rect.height },
    origin: { left: origin.left, top: origin.top },
    border: edges(style, 'border', '-width'),
    padding: edges(style, 'padding'),
    kind: isImage ? 'replaced' : 'background',
    fit: style.getPropertyValue(isImage ? 'object-fit' : 'background-size'),
    position: style.getPropertyValue(isImage ? 'object-position' : 'background-position'),
    backgroundOrigin: style.getPropertyValue('background-origin'),
    natural,
  };
}

function place(element: HTMLElement, box: Box): void {
  element.style.left = px(box.left);
  element.style.top = px(box.top);
  element.style.width = px(box.width);
  element.style.height = px(box.height);
}

/** Scales the mask to the canvas backing size and draws it; only when that size changed. */
function draw(entry: Entry, image: Box): void {
  const backing = backingSize(image, devicePixelRatio, entry.size, MAX_CANVAS_PIXELS);
  if (entry.drawn?.width === backing.width && entry.drawn.height === backing.height) return;
  entry.drawn = backing;
  entry.canvas.width = backing.width;
  entry.canvas.height = backing.height;
  const context = entry.canvas.getContext('2d');
  if (!context) return; // no 2D canvas (a test DOM): the frame and control still work
  // Scaled into our own buffer, then handed over (see page-compartment.ts).
  const bytes = new Uint8ClampedArray(backing.width * backing.height * 4);
  if (scaleNearestInto(entry.pixels, entry.size, backing, new Uint32Array(bytes.buffer)).ok) {
    context.putImageData(pageImageData(bytes, backing.width, backing.height), 0, 0);
  }
}

function update(current: Layer): void {
  current.pending = false;
  const origin = current.host.getBoundingClientRect();
  for (const entry of current.entries.values()) {
    // A page that swaps its images leaves the overlay idle until the element returns.
    entry.frame.hidden = !entry.target.isConnected;
    if (!entry.target.isConnected) continue;
    const { frame, image } = overlayLayout(measure(entry, origin));
    place(entry.frame, frame);
    place(entry.canvas, image);
    draw(entry, image);
  }
}

function schedule(current: Layer): void {
  if (current.pending) return;
  current.pending = true;
  requestAnimationFrame(() => {
    if (layer === current) update(current);
  });
}

function createLayer(): Layer {
  const { host, root } = ownHost(OVERLAY_HOST_ID, CSS);
  document.documentElement.append(host);

  const listeners = new AbortController();
  const created: Layer = {
    host,
    root,
    entries: new Map(),
    listeners,
    observer: undefined,
    pending: false,
  };
  const options = { signal: listeners.signal, passive: true, capture: true };
  // Capture sees scrolls of any scrolling container, not only the window.
  addEventListener('scroll', () => schedule(created), options);
  addEventListener('resize', () => schedule(created), options);
  // Late image loads (srcset switches) change natural size; load does not bubble, capture it.
  document.addEventListener('load', () => schedule(created), options);
  if (typeof ResizeObserver === 'function') {
    created.observer = new ResizeObserver(() => schedule(created));
    // The root grows when content above an image pushes it down.
    created.observer.observe(document.documentElement);
  }
  return created;
}

function detach(current: Layer, entry: Entry): void {
  current.entries.delete(entry.target);
  current.observer?.unobserve(entry.target);
  entry.frame.remove();
}

/** Removes one overlay, and the host with its listeners after the last one. */
function removeEntry(current: Layer, entry: Entry): void {
  // A stale handle (its element was given a new overlay since) removes nothing.
  if (current.entries.get(entry.target) !== entry) return;
  detach(current, entry);
  if (current.entries.size === 0) removeImageOverlays();
}

function setVisible(entry: Entry, visible: boolean): void {
  entry.visible = visible;
  entry.canvas.hidden = !visible;
  entry.button.textContent = visible ? entry.words.hide : entry.words.show;
  entry.button.setAttribute('aria-pressed', String(visible));
}

/** RGBA words over the caller's bytes when aligned, else over a copy. */
function asWords(pixels: Uint8ClampedArray | Uint32Array): Uint32Array {
  if (pixels instanceof Uint32Array) return pixels;
  if (pixels.byteOffset % 4 === 0) {
    return new Uint32Array(pixels.buffer, pixels.byteOffset, pixels.length / 4);
  }
  return new Uint32Array(pixels.slice().buffer);
}

/** Draws (or redraws) the mask over `target`; one overlay per element. */
export function showImageOverlay(input: ImageOverlayInput): Result<ImageOverlay> {
  const total = checkMaskSize(input.size);
  if (!total.ok) return total;
  const perPixel = input.pixels instanceof Uint32Array ? 1 : 4;
  if (input.pixels.length !== total.value * perPixel) {
    const detail = `The overlay got ${input.pixels.length} values for a ${input.size.width}x${input.size.height} px mask.`;
    return err(appError('internal', detail, { code: 'mask-target' }));
  }
  layer ??= createLayer();
  const active = layer;
  const previous = active.entries.get(input.target);
  if (previous) detach(active, previous);

  const frame = document.createElement('div');
  frame.className = 'frame';
  const canvas = document.createElement('canvas');
  canvas.setAttribute('aria-hidden', 'true');
  const button = document.createElement('button');
  button.type = 'button';
  button.title = input.words.title;
  button.lang = input.words.lang;
  button.dir = input.words.dir;
  frame.append(canvas, button);
  active.root.append(frame);

  const entry: Entry = {
    target: input.target,
    pixels: asWords(input.pixels),
    size: input.size,
    natural: input.natural ?? input.size,
    frame,
    canvas,
    button,
    words: input.words,
    visible: true,
  };
  active.entries.set(input.target, entry);
  active.observer?.observe(input.target);
  setVisible(entry, true);
  button.addEventListener('click', () => setVisible(entry, !entry.visible));
  // Place it at once; later moves are batched per animation frame.
  update(active);

  const overlay: ImageOverlay = {
    target: input.target,
    isVisible: () => entry.visible,
    setVisible: (visible) => setVisible(entry, visible),
    remove: () => {
      if (layer) removeEntry(layer, entry);
    },
  };
  input.signal?.addEventListener('abort', () => overlay.remove(), { once: true });
  if (input.signal?.aborted) overlay.remove();
  return ok(overlay);
}

/** Removes every overlay, the host element and all listeners. */
export function removeImageOverlays(): void {
  if (!layer) return;
  layer.listeners.abort();
  layer.observer?.disconnect();
  layer.host.remove();
  layer = undefined;
}

/*
 * Test URLs:
 * - https://en.wikipedia.org/wiki/Special:Random (images in figures and infoboxes)
 * - https://unsplash.com/ (object-fit: cover images)
 */
