/**
 * A video's AI timeline on the page: a thin bar under the player, as wide as it, with one lane
 * for the picture and one for the sound, their AI stretches coloured and the stretches not scored
 * greyed, along the video's length; a small legend and a hide/show button. Each AI stretch is a
 * button that seeks the video there. It lives in a closed shadow root of ours (own-host.ts),
 * follows the player as it moves and resizes, goes into a fullscreen container with it (a
 * `<video>` itself in fullscreen shows nothing of the page: the bar waits until it is back), and
 * is put back when the page takes it out.
 */
import { ownHost } from '../page/own-host.ts';
import { composedContains, shadowRootOf } from '../page/composed-tree.ts';
import {
  clockTime,
  VIDEO_TRACKS,
  type TimeRange,
  type VideoFindings,
  type VideoTrackName,
} from '../../shared/video/video-findings.ts';
import { segmentWords, type VideoTimelineWords } from '../../shared/video/video-words.ts';
import {
  barPlacement,
  stretchBoxes,
  timelineDurationMs,
  type Box,
  type StretchBox,
} from './video-timeline-geometry.ts';
import { seekTo } from './video-seek.ts';
import { videoKey } from './video-keys.ts';

const HOST_ID = 'authenticity-lens-video-timeline';
/**
 * How often every bar is checked against its player: what no event says (a player moved by the
 * page's script, a host the page took out) is caught within a quarter of a second.
 */
const KEEP_EVERY_MS = 250;

const CSS = `
:host { all: initial !important; display: block !important; position: absolute !important;
  left: 0 !important; top: 0 !important; width: 0 !important; height: 0 !important;
  overflow: visible !important; z-index: 2147483647 !important; pointer-events: none !important; }
[hidden] { display: none !important; }
.bar { position: absolute; box-sizing: border-box; display: flex; flex-direction: column;
  gap: 3px; margin: 0; padding: 3px 6px 5px; pointer-events: auto;
  font: 11px/1.25 system-ui, sans-serif; color: #102020; background: #ffffff;
  border: 1px solid #9aa8a8; border-radius: 0 0 6px 6px; }
/* Over the top of the picture (a player filling the screen): the bar's own edge goes down. */
.bar.over { border-radius: 0 0 6px 6px; border-top-color: transparent; }
.bar.closed { padding: 2px; background: transparent; border-color: transparent;
  pointer-events: none; }
.head { display: flex; flex-wrap: wrap; align-items: center; gap: 2px 10px; }
.key { display: inline-flex; align-items: center; gap: 4px; }
.swatch { display: inline-block; width: 14px; height: 10px; border-radius: 2px; }
.toggle { margin-inline-start: auto; padding: 1px 8px; font: inherit; line-height: 1.2;
  color: #ffffff; background: #0d7a78; border: 1px solid #0d7a78; border-radius: 5px;
  cursor: pointer; pointer-events: auto; }
.tracks { display: grid; grid-template-columns: max-content 1fr; align-items: center;
  gap: 3px 6px; }
.name { white-space: nowrap; }
.lane { position: relative; height: 12px; background: #dfe7e7; border-radius: 2px; }
.stretch { position: absolute; top: 0; bottom: 0; box-sizing: border-box; margin: 0;
  padding: 0; border: 0; border-radius: 2px; }
.ai { background: #c2410c; }
button.stretch { cursor: pointer; }
button.stretch:hover { box-shadow: inset 0 0 0 1px #102020; }
.excluded { background: repeating-linear-gradient(135deg, #5f6b70 0 2px, #c5cfcf 2px 5px); }
button:focus-visible { outline: 2px solid #1d4ed8; outline-offset: 1px; }
button.stretch:focus-visible { z-index: 1; outline-offset: 2px; }
@media (prefers-color-scheme: dark) {
  .bar { color: #f0f3f6; background: #1f2328; border-color: #57606a; }
  .lane { background: #3d454c; }
  .ai { background: #ff8a4c; }
  button.stretch:hover { box-shadow: inset 0 0 0 1px #f0f3f6; }
  .excluded { background: repeating-linear-gradient(135deg, #aeb8bf 0 2px, #4b545c 2px 5px); }
  .toggle { color: #102020; background: #5cc8c4; border-color: #5cc8c4; }
  button:focus-visible { outline-color: #8fb8ff; }
}
`;

/** Events from inside the bar that the page's own handlers should not take for theirs. */
const KEPT_IN = [
  'click',
  'dblclick',
  'mousedown',
  'mouseup',
  'pointerdown',
  'pointerup',
  'keydown',
  'keyup',
];

export interface Stretch {
  element: HTMLElement;
  track: VideoTrackName;
  kind: StretchBox['kind'];
  range: TimeRange;
}

export interface Timeline {
  video: HTMLVideoElement;
  key: string;
  host: HTMLElement;
  bar: HTMLElement;
  head: HTMLElement;
  tracks: HTMLElement;
  toggle: HTMLButtonElement;
  lanes: Record<VideoTrackName, HTMLElement>;
  stretches: Stretch[];
  findings: VideoFindings;
  words: VideoTimelineWords;
  open: boolean;
  /** Where the bar is now: in the page, in a fullscreen container, or not shown. */
  where: 'page' | 'fullscreen' | 'hidden';
  /** The length and lane width the stretches were placed for. */
  drawn?: { durationMs: number; laneWidth: number };
  stop: AbortController;
}

interface Layer {
  timelines: Map<HTMLVideoElement, Timeline>;
  listeners: AbortController;
  observer: ResizeObserver | undefined;
  timer: ReturnType<typeof setInterval>;
  frame: number;
}

let layer: Layer | undefined;
let hosts = 0;

/** Sets a length only when it changed: the regular check then writes nothing to a still page. */
function setPx(element: HTMLElement, property: 'left' | 'top' | 'width', value: number): void {
  const text = `${value}px`;
  if (element.style[property] !== text) element.style[property] = text;
}

export const boxOf = (element: Element): Box => {
  const rect = element.getBoundingClientRect();
  return { left: rect.left, top: rect.top, width: rect.width, height: rect.height };
};

/**
 * The element in fullscreen now, looked for inside shadow trees too (the document names only
 * the outermost host of a player that went fullscreen inside its own component).
 */
function fullscreenElement(): Element | null {
  let full = document.fullscreenElement;
  while (full) {
    const inner = shadowRootOf(full)?.fullscreenElement;
    if (!inner || inner === full) break;
    full = inner;
  }
  return full;
}

/** Where the bar can be drawn for this video now, and the box it must stay inside, if any. */
function placeFor(
  video: HTMLVideoElement,
): { into: ParentNode; area?: Box } | { into: undefined; area?: undefined } {
  const full = fullscreenElement();
  // The player's own fullscreen shows nothing but the video: nothing of ours can be drawn.
  if (full === video) return { into: undefined };
  if (full && full !== document.documentElement && composedContains(full, video)) {
    // A component in fullscreen shows its shadow tree, not light children: ours goes in there.
    return { into: shadowRootOf(full) ?? full, area: boxOf(full) };
  }
  return { into: document.documentElement };
}

/** Whether the page shows the player at all (not display:none, not visibility:hidden). */
function isShown(video: HTMLVideoElement, box: Box): boolean {
  if (box.width <= 0 || box.height <= 0) return false;
  const check = (
    video as HTMLVideoElement & { checkVisibility?: (options?: object) => boolean }
  ).checkVisibility?.bind(video);
  return check ? check({ visibilityProperty: true }) : true;
}

function setHidden(timeline: Timeline): void {
  if (!timeline.bar.hidden) timeline.bar.hidden = true;
  timeline.where = 'hidden';
}

/** Places each stretch along its lane, when the video's length or the lane's width changed. */
function placeStretches(timeline: Timeline): void {
  const durationMs = timelineDurationMs(timeline.video.duration, timeline.findings);
  const laneWidth = timeline.lanes.visual.getBoundingClientRect().width;
  const drawn = timeline.drawn;
  if (drawn?.durationMs === durationMs && drawn.laneWidth === laneWidth) return;
  timeline.drawn = { durationMs, laneWidth };
  const dir = timeline.words.dir;
  for (const stretch of timeline.stretches) {
    const [box] = stretchBoxes(
      [stretch.range],
      stretch.track,
      stretch.kind,
      durationMs,
      laneWidth,
      dir,
    );
    if (stretch.element.hidden !== (box === undefined)) stretch.element.hidden = box === undefined;
    if (!box) continue;
    setPx(stretch.element, 'left', box.left);
    setPx(stretch.element, 'width', box.width);
  }
}

/** Puts the bar under its player (or where fullscreen allows), and its stretches in place. */
function update(timeline: Timeline): void {
  const { video, host, bar } = timeline;
  if (!video.isConnected) {
    // A page that swaps its player out leaves the bar idle until the video is back.
    setHidden(timeline);
    return;
  }
  const place = placeFor(video);
  if (!place.into) {
    setHidden(timeline);
    return;
  }
  // Also puts the host back where the page took it out.
  if (host.parentNode !== place.into) place.into.append(host);
  const player = boxOf(video);
  if (!isShown(video, player)) {
    setHidden(timeline);
    return;
  }
  if (bar.hidden) bar.hidden = false;
  timeline.where = place.area ? 'fullscreen' : 'page';
  const origin = boxOf(host);
  // The width first: the legend may wrap on a narrow player, which makes the bar taller.
  setPx(bar, 'left', player.left - origin.left);
  setPx(bar, 'width', player.width);
  const placed = barPlacement(player, origin, bar.getBoundingClientRect().height, place.area);
  setPx(bar, 'top', placed.top);
  bar.classList.toggle('over', placed.over);
  if (timeline.open) placeStretches(timeline);
}

function updateAll(current: Layer): void {
  for (const timeline of current.timelines.values()) update(timeline);
}

function schedule(current: Layer): void {
  if (current.frame) return;
  current.frame = requestAnimationFrame(() => {
    current.frame = 0;
    if (layer === current) updateAll(current);
  });
}

function createLayer(): Layer {
  const listeners = new AbortController();
  const created: Layer = {
    timelines: new Map(),
    listeners,
    observer: undefined,
    timer: setInterval(() => {
      // A hidden tab shows nothing to keep in place; it is checked again when shown (scroll,
      // resize and the next tick all follow).
      if (layer === created && document.visibilityState !== 'hidden') updateAll(created);
    }, KEEP_EVERY_MS),
    frame: 0,
  };
  const options = { signal: listeners.signal, passive: true, capture: true };
  // Capture sees scrolls of any scrolling container, not only the window's.
  addEventListener('scroll', () => schedule(created), options);
  addEventListener('resize', () => schedule(created), options);
  document.addEventListener('fullscreenchange', () => updateAll(created), options);
  if (typeof ResizeObserver === 'function') {
    created.observer = new ResizeObserver(() => schedule(created));
    // The document grows when content above a player pushes it down.
    created.observer.observe(document.documentElement);
  }
  return created;
}

function setOpen(timeline: Timeline, open: boolean): void {
  timeline.open = open;
  timeline.tracks.hidden = !open;
  for (const key of timeline.head.querySelectorAll<HTMLElement>('.key')) key.hidden = !open;
  timeline.bar.classList.toggle('closed', !open);
  timeline.toggle.textContent = open ? timeline.words.hide : timeline.words.show;
  timeline.toggle.setAttribute('aria-expanded', String(open));
}

function legendKey(kind: 'ai' | 'excluded', words: string): HTMLElement {
  const key = document.createElement('span');
  key.className = 'key';
  const swatch = document.createElement('span');
  swatch.className = `swatch ${kind}`;
  swatch.setAttribute('aria-hidden', 'true');
  key.append(swatch, words);
  return key;
}

function stretchElement(
  video: HTMLVideoElement,
  words: VideoTimelineWords,
  track: VideoTrackName,
  kind: StretchBox['kind'],
  range: TimeRange,
): Stretch {
  const from = clockTime(range.startMs);
  const to = clockTime(range.startMs + range.lengthMs);
  if (kind === 'excluded') {
    const element = document.createElement('span');
    element.className = 'stretch excluded';
    element.setAttribute('aria-hidden', 'true');
    element.title = `${words.excluded} (${from}–${to})`;
    return { element, track, kind, range };
  }
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'stretch ai';
  const spoken = segmentWords(words, words[track], from, to);
  button.setAttribute('aria-label', spoken);
  button.title = spoken;
  // Enter and Space click a button too.
  button.addEventListener('click', () => seekTo(video, range.startMs));
  return { element: button, track, kind, range };
}

function build(
  video: HTMLVideoElement,
  findings: VideoFindings,
  words: VideoTimelineWords,
): Timeline {
  hosts += 1;
  const { host, root } = ownHost(`${HOST_ID}-${hosts}`, CSS);
  const bar = document.createElement('div');
  bar.className = 'bar';
  bar.setAttribute('role', 'group');
  bar.setAttribute('aria-label', words.heading);
  bar.lang = words.lang;
  bar.dir = words.dir;
  const head = document.createElement('div');
  head.className = 'head';
  const toggle = document.createElement('button');
  toggle.type = 'button';
  toggle.className = 'toggle';
  toggle.setAttribute('aria-controls', 'tracks');
  head.append(legendKey('ai', words.ai), legendKey('excluded', words.excluded), toggle);
  const tracks = document.createElement('div');
  tracks.className = 'tracks';
  tracks.id = 'tracks';
  const stretches: Stretch[] = [];
  const lanes = {} as Record<VideoTrackName, HTMLElement>;
  for (const track of VIDEO_TRACKS) {
    const name = document.createElement('span');
    name.className = 'name';
    name.setAttribute('aria-hidden', 'true');
    name.textContent = words[track];
    const lane = document.createElement('div');
    lane.className = 'lane';
    lane.setAttribute('data-track', track);
    lane.setAttribute('role', 'group');
    lane.setAttribute('aria-label', words[track]);
    // Not scored first, so the AI stretches are drawn (and tabbed to) over them.
    const own = [
      ...findings[track].excluded.map((r) => stretchElement(video, words, track, 'excluded', r)),
      ...findings[track].ai.map((r) => stretchElement(video, words, track, 'ai', r)),
    ];
    lane.append(...own.map((s) => s.element));
    stretches.push(...own);
    lanes[track] = lane;
    tracks.append(name, lane);
  }
  bar.append(head, tracks);
  root.append(bar);
  const stop = new AbortController();
  // Clicks and keys on the bar are ours: a player whose container toggles play on any click
  // (the bar is inside it in fullscreen) or a page's keyboard shortcuts do not see them.
  for (const type of KEPT_IN) {
    bar.addEventListener(type, (event) => event.stopPropagation(), { signal: stop.signal });
  }
  const timeline: Timeline = {
    video,
    key: videoKey(video),
    host,
    bar,
    head,
    tracks,
    toggle,
    lanes,
    stretches,
    findings,
    words,
    open: true,
    where: 'hidden',
    stop,
  };
  toggle.addEventListener('click', () => {
    setOpen(timeline, !timeline.open);
    update(timeline);
  });
  setOpen(timeline, true);
  return timeline;
}

function removeTimeline(current: Layer, timeline: Timeline): void {
  timeline.stop.abort();
  current.observer?.unobserve(timeline.video);
  timeline.host.remove();
  current.timelines.delete(timeline.video);
}

/** Draws (or draws again) the timeline of `video`; one per player. */
export function showVideoTimeline(
  video: HTMLVideoElement,
  findings: VideoFindings,
  words: VideoTimelineWords,
): void {
  layer ??= createLayer();
  const current = layer;
  const previous = current.timelines.get(video);
  if (previous) removeTimeline(current, previous);
  const timeline = build(video, findings, words);
  current.timelines.set(video, timeline);
  current.observer?.observe(video);
  // Its length is known once the metadata loaded, and may change (a stream that ended).
  const redraw = (): void => schedule(current);
  for (const type of ['loadedmetadata', 'durationchange', 'resize']) {
    video.addEventListener(type, redraw, { signal: timeline.stop.signal, passive: true });
  }
  document.documentElement.append(timeline.host);
  update(timeline);
}

/** Removes every timeline, and the listeners with the last one; answers how many there were. */
export function removeVideoTimelines(): number {
  const current = layer;
  if (!current) return 0;
  const count = current.timelines.size;
  for (const timeline of [...current.timelines.values()]) removeTimeline(current, timeline);
  current.listeners.abort();
  current.observer?.disconnect();
  clearInterval(current.timer);
  cancelAnimationFrame(current.frame);
  layer = undefined;
  return count;
}

/**
 * The timelines drawn now, as they are: for the loopback builds' test probe
 * (video-timeline-probe.ts), which reads what our closed roots hold.
 */
export function drawnTimelines(): readonly Timeline[] {
  return [...(layer?.timelines.values() ?? [])];
}
