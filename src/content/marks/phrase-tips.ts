import { ownHost } from '../page/own-host.ts';
import type { PageWords } from '../../shared/messages/text.ts';
import type { TextMap } from '../../shared/text/text-map.ts';

/** An AI phrase painted on the page, with the words that say why it counts. */
export interface PhraseTip {
  start: number;
  length: number;
  /** "About 18× more common in AI-written text". */
  tip: string;
  /** What a screen reader says on it: the phrase itself, then the tip. */
  spoken: string;
  ranges: StaticRange[];
}

const HOST_ID = 'authenticity-lens-phrases';

/*
 * Highlights are not elements: they take no hover and no focus. So each phrase gets a button of
 * its own in our closed shadow root, in the tab order, which shows its words when focused; the
 * pointer is followed by hit testing the text under it. The buttons let the pointer through (the
 * text under them stays selectable and its links clickable) and are drawn only while focused, as
 * a ring around the phrase.
 */
const CSS = `
:host { all: initial !important; display: block !important; position: fixed !important;
  inset: 0 auto auto 0 !important; width: 0 !important; height: 0 !important;
  z-index: 2147483647 !important; }
.spot { position: fixed; margin: 0; padding: 0; border: 0; background: transparent;
  pointer-events: none; width: 1px; height: 1px; clip-path: inset(50%); }
.spot.on { clip-path: none; border-radius: 3px;
  box-shadow: 0 0 0 2px #ffffff, 0 0 0 4px #1d4ed8; }
.tip { position: fixed; inset: auto; margin: 0; max-width: 300px; padding: 6px 9px;
  font: 13px/1.35 system-ui, sans-serif; color: #ffffff; background: #1f2328;
  border: 1px solid #1f2328; border-radius: 6px; box-shadow: 0 2px 10px #0004;
  pointer-events: none; }
.tip strong { display: block; font-weight: 600; }
@media (prefers-color-scheme: dark) {
  .tip { color: #1f2328; background: #f6f8fa; border-color: #d0d7de; }
  .spot.on { box-shadow: 0 0 0 2px #1f2328, 0 0 0 4px #8fb8ff; }
}
`;

interface Spot {
  phrase: PhraseTip;
  button: HTMLButtonElement;
}

interface Shown {
  map: TextMap;
  host: HTMLElement;
  tooltip: HTMLElement;
  /** "AI phrase", in the extension's language. */
  heading: string;
  spots: Spot[];
  /** The phrase whose words are shown, and whether the pointer (not focus) brought them. */
  current?: { spot: Spot; byPointer: boolean } | undefined;
  /** The shadow roots holding phrases (web components), for hit testing inside them. */
  shadowRoots: ShadowRoot[];
  frame: number;
  stop: AbortController;
}

let shown: Shown | undefined;

/** The root, for the extension's tests, under a symbol only our isolated world can read. */
const ROOT_KEY = Symbol.for('authenticity-lens.phrases-root');
const world = globalThis as { [ROOT_KEY]?: ShadowRoot | undefined };

/** Makes the phrases painted from `map` reachable by pointer and keyboard. */
export function showPhraseTips(map: TextMap, phrases: PhraseTip[], words: PageWords): void {
  removePhraseTips();
  if (phrases.length === 0) return;
  const { host, root } = ownHost(HOST_ID, CSS);
  const tooltip = document.createElement('div');
  tooltip.className = 'tip';
  tooltip.lang = words.lang;
  tooltip.dir = words.dir;
  tooltip.setAttribute('role', 'tooltip');
  tooltip.popover = 'manual';
  const stop = new AbortController();
  const shadowRoots = [
    ...new Set(phrases.flatMap((p) => p.ranges.map((r) => r.startContainer.getRootNode()))),
  ].filter((root): root is ShadowRoot => root instanceof ShadowRoot);
  const heading = words.phrase;
  const state: Shown = { map, host, tooltip, heading, spots: [], shadowRoots, frame: 0, stop };
  for (const phrase of phrases) {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'spot';
    button.setAttribute('aria-label', phrase.spoken);
    const spot = { phrase, button };
    button.addEventListener('focus', () => show(state, spot, { byPointer: false, scroll: true }));
    button.addEventListener('blur', () => hide(state, spot));
    button.addEventListener('keydown', (event) => {
      if (event.key === 'Escape') hide(state, spot);
    });
    state.spots.push(spot);
  }
  root.append(...state.spots.map((s) => s.button), tooltip);
  document.documentElement.append(host);
  const options = { capture: true, passive: true, signal: stop.signal };
  document.addEventListener('pointermove', (e) => onPointer(state, e), options);
  // Whatever moves the text under a shown tip moves the tip with it.
  addEventListener('scroll', () => follow(state), options);
  addEventListener('resize', () => follow(state), options);
  shown = state;
  world[ROOT_KEY] = root;
}

export function removePhraseTips(): void {
  if (shown) {
    shown.stop.abort();
    cancelAnimationFrame(shown.frame);
    shown.host.remove();
  }
  shown = undefined;
  world[ROOT_KEY] = undefined;
  document.getElementById(HOST_ID)?.remove();
}

/**
 * Puts the phrases' layer back where the page took it from (out of the document); true then.
 * Run with the marks' own checks (mark-watch.ts).
 */
export function keepPhraseTips(): boolean {
  if (!shown || shown.host.parentNode === document.documentElement) return false;
  document.documentElement.append(shown.host);
  return true;
}

/**
 * Scrolls to a phrase painted from `map` and shows its words (the popup's list asks this).
 * False when that phrase is not painted now.
 */
export function revealPhrase(map: TextMap, start: number, length: number): boolean {
  const state = shown;
  if (!state || state.map !== map) return false;
  const spot = state.spots.find((s) => s.phrase.start === start && s.phrase.length === length);
  if (!spot || !spot.phrase.ranges.some((r) => r.startContainer.isConnected)) return false;
  spot.button.focus({ preventScroll: true });
  // Focus may not come (the popup has it): show it all the same.
  show(state, spot, { byPointer: false, scroll: true });
  return true;
}

function liveRange(range: StaticRange): Range | undefined {
  if (!range.startContainer.isConnected) return undefined;
  const live = document.createRange();
  try {
    live.setStart(range.startContainer, range.startOffset);
    live.setEnd(range.endContainer, range.endOffset);
  } catch {
    return undefined; // the text got shorter since
  }
  return live;
}

/** The boxes the phrase's characters take on screen now. */
function boxes(phrase: PhraseTip): DOMRect[] {
  return phrase.ranges.flatMap((r) =>
    [...(liveRange(r)?.getClientRects() ?? [])].filter((b) => b.width > 0 && b.height > 0),
  );
}

/** The smallest box around the phrase's first line (a phrase may wrap). */
function firstLine(phrase: PhraseTip): DOMRect | undefined {
  const all = boxes(phrase);
  const first = all[0];
  if (!first) return undefined;
  const line = all.filter((b) => Math.abs(b.top - first.top) < first.height / 2);
  const left = Math.min(...line.map((b) => b.left));
  const right = Math.max(...line.map((b) => b.right));
  const top = Math.min(...line.map((b) => b.top));
  const bottom = Math.max(...line.map((b) => b.bottom));
  return new DOMRect(left, top, right - left, bottom - top);
}

function onScreen(box: DOMRect): boolean {
  return box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
}

function scrollTo(phrase: PhraseTip): void {
  const box = firstLine(phrase);
  if (box && onScreen(box) && box.top >= 0 && box.bottom <= innerHeight) return;
  const element = phrase.ranges[0]?.startContainer.parentElement;
  // The element first (it may sit in a scrolling box of its own), then the window, since a long
  // paragraph centred can still leave the phrase out of view.
  element?.scrollIntoView({ block: 'center', inline: 'nearest' });
  const after = firstLine(phrase);
  if (after && (after.top < 0 || after.bottom > innerHeight)) {
    scrollBy({ top: after.top - innerHeight / 2 });
  }
}

function show(
  state: Shown,
  spot: Spot,
  { byPointer, scroll }: { byPointer: boolean; scroll: boolean },
): void {
  if (state.current && state.current.spot !== spot)
    state.current.spot.button.classList.remove('on');
  state.current = { spot, byPointer };
  if (scroll) scrollTo(spot.phrase);
  spot.button.classList.toggle('on', !byPointer);
  const strong = document.createElement('strong');
  strong.textContent = state.heading;
  state.tooltip.replaceChildren(strong, spot.phrase.tip);
  try {
    if (!state.tooltip.matches(':popover-open')) state.tooltip.showPopover();
  } catch {
    // Not connected any more (the page removed our host): nothing to show.
  }
  place(state);
}

function hide(state: Shown, spot?: Spot): void {
  if (spot && state.current?.spot !== spot) return;
  state.current?.spot.button.classList.remove('on');
  state.current = undefined;
  try {
    state.tooltip.hidePopover();
  } catch {
    // Already hidden.
  }
}

/** Puts the ring on the phrase and its words above it, or below when there is no room. */
function place(state: Shown): void {
  const current = state.current;
  if (!current) return;
  const box = firstLine(current.spot.phrase);
  if (!box) {
    hide(state);
    return;
  }
  const { button } = current.spot;
  Object.assign(button.style, {
    left: `${box.left - 1}px`,
    top: `${box.top - 1}px`,
    width: `${box.width + 2}px`,
    height: `${box.height + 2}px`,
  });
  const tip = state.tooltip.getBoundingClientRect();
  const gap = 8;
  const above = box.top - tip.height - gap;
  const top = above >= 4 ? above : box.bottom + gap;
  const left = Math.min(
    Math.max(4, box.left + box.width / 2 - tip.width / 2),
    innerWidth - tip.width - 4,
  );
  state.tooltip.style.left = `${left}px`;
  state.tooltip.style.top = `${top}px`;
}

function follow(state: Shown): void {
  if (!state.current || state.frame) return;
  state.frame = requestAnimationFrame(() => {
    state.frame = 0;
    place(state);
  });
}

interface CaretAt {
  node: Node;
  offset: number;
}

/**
 * The caret under a point. The shadow roots the phrases are in are named, so a phrase inside a
 * web component is found there rather than at its host (Chromium 128+ and Firefox take the
 * option; older ones ignore it).
 */
function caretAt(x: number, y: number, shadowRoots: ShadowRoot[]): CaretAt | undefined {
  const doc = document as Document & {
    caretPositionFromPoint?: (
      x: number,
      y: number,
      options?: { shadowRoots: ShadowRoot[] },
    ) => { offsetNode: Node; offset: number } | null;
  };
  if (doc.caretPositionFromPoint) {
    const at = doc.caretPositionFromPoint(x, y, { shadowRoots });
    return at ? { node: at.offsetNode, offset: at.offset } : undefined;
  }
  const range = document.caretRangeFromPoint(x, y);
  return range ? { node: range.startContainer, offset: range.startOffset } : undefined;
}

/** The phrase under the pointer: the caret there falls in it, and so does the pointer. */
function spotAt(state: Shown, x: number, y: number): Spot | undefined {
  const at = caretAt(x, y, state.shadowRoots);
  if (!at) return undefined;
  const spot = state.spots.find((s) =>
    s.phrase.ranges.some(
      (r) => r.startContainer === at.node && at.offset >= r.startOffset && at.offset <= r.endOffset,
    ),
  );
  if (!spot) return undefined;
  const inside = boxes(spot.phrase).some(
    (b) => x >= b.left && x <= b.right && y >= b.top && y <= b.bottom,
  );
  return inside ? spot : undefined;
}

function onPointer(state: Shown, event: PointerEvent): void {
  if (event.pointerType === 'touch') return;
  const { clientX, clientY } = event;
  // One hit test a frame, however fast the pointer moves.
  if (state.frame) return;
  state.frame = requestAnimationFrame(() => {
    state.frame = 0;
    const spot = spotAt(state, clientX, clientY);
    const current = state.current;
    if (spot && current?.spot !== spot) show(state, spot, { byPointer: true, scroll: false });
    else if (!spot && current?.byPointer) hide(state);
    else if (current) place(state);
  });
}
