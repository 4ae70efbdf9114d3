import type { MarkTampering } from '../../shared/messages/marks.ts';
import { guardMarks, type PaintedKind } from './mark-guard.ts';
import { MarkFights } from './mark-fights.ts';
import { restyledMarks, type LookedAt } from './mark-looks.ts';
import { keepLegend, sayMarksChanged, sayMarksRemoved } from './legend.ts';
import { keepPhraseTips, removePhraseTips } from './phrase-tips.ts';
import { keepShadowStyles, unstyleShadowRoots } from './shadow-highlight-styles.ts';
import { log } from '../page/content-log.ts';
import type { MarkLayer } from '../../shared/text-checks/highlight-names.ts';

/**
 * How often the marks are checked while the page is shown: twice a second finds a change within
 * a second, and a check costs well under a millisecond on 3,000 spans (`npm run bench`). Nothing
 * runs on scroll: the browser moves highlights with the text itself.
 */
const CHECK_EVERY_MS = 500;

/**
 * Hears what a check found (and put right), each time; `removed`: the page fights the marks, so
 * they were taken off it instead (once, and then no more is heard).
 */
export type OnTampered = (found: MarkTampering[], removed: boolean) => void;

interface Watched {
  kinds: readonly PaintedKind[];
  namespace: string;
  onTampered: OnTampered;
  /** Each of our ranges, which checks look at in turns (mark-looks.ts), and the next turn. */
  looked: readonly LookedAt[];
  nextLook: number;
  fights: MarkFights;
  /** Whether this layer shows the AI phrases' layer (kept and taken off with its marks). */
  phrases: boolean;
}

/** Each layer's marks, watched apart: one layer taken off or cleared leaves the other's. */
const watched = new Map<MarkLayer, Watched>();
let timer: ReturnType<typeof setTimeout> | undefined;

/**
 * How many checks have run in this document, under a well-known symbol in our isolated world
 * (pages cannot read it): the extension's tests wait on it to see a benign page left unflagged.
 */
const CHECKS_KEY = Symbol.for('authenticity-lens.mark-checks');
const world = globalThis as { [CHECKS_KEY]?: number };

/**
 * Watches one layer's marks just painted until they are cleared: each check puts right what the
 * page changed (the registry, the legend, our styles in its components), shows "this page changed
 * the marks" in the legend and tells `onTampered`, the first time and every time after. A page
 * that fights them (mark-fights.ts), or restyles them where our rules cannot win, has them taken
 * off instead: no marks rather than false ones, and the legend says so and that the popup holds
 * the true result. The legend is still kept then.
 */
export function watchMarks(
  layer: MarkLayer,
  kinds: readonly PaintedKind[],
  namespace: string,
  onTampered: OnTampered,
  phrases = false,
): void {
  const looked = kinds.flatMap(({ kind, name, ranges }) =>
    ranges.map((range) => ({ kind, name, range })),
  );
  const fights = new MarkFights();
  watched.set(layer, { kinds, namespace, onTampered, looked, nextLook: 0, fights, phrases });
  if (timer === undefined) {
    document.addEventListener('visibilitychange', checkWhenShown);
    schedule();
  }
}

export function stopWatchingMarks(layer: MarkLayer): void {
  watched.delete(layer);
  if (watched.size > 0) return;
  clearTimeout(timer);
  timer = undefined;
  document.removeEventListener('visibilitychange', checkWhenShown);
}

/** The layers watched now, for the extension's unit tests. */
export const watchedLayers = (): MarkLayer[] => [...watched.keys()];

/**
 * Checks every layer now; answers what was found (and put right, or taken off). Exported for the
 * benchmark.
 */
export function checkMarks(): MarkTampering[] {
  if (watched.size === 0) return [];
  world[CHECKS_KEY] = (world[CHECKS_KEY] ?? 0) + 1;
  // The legend first: its hit test reads layout, which a repair below would make stale (and the
  // browser then restyle at once, rather than with the next frame). One legend serves every
  // layer, so what was done to it is said for each.
  const legendMoved = keepLegend();
  const found = new Set<MarkTampering>();
  for (const [layer, state] of [...watched]) {
    for (const tampering of checkLayer(layer, state, legendMoved)) found.add(tampering);
  }
  return [...found];
}

function checkLayer(layer: MarkLayer, state: Watched, legendMoved: boolean): MarkTampering[] {
  const found: MarkTampering[] = [];
  // The phrases' layer goes with the legend: both explain the marks on the page.
  if ((state.phrases && keepPhraseTips()) || legendMoved) found.push('legend');
  const others = otherNames(layer);
  if (state.kinds.length === 0) {
    // Taken off: the legend is kept, and what the page registers under our names goes, unsaid.
    guardMarks([], CSS.highlights, state.namespace, others);
    return found;
  }
  if (keepShadowStyles(layer)) found.push('styles');
  found.push(...guardMarks(state.kinds, CSS.highlights, state.namespace, others));
  // Last, on the marks as repaired: a restyle is what no repair of ours undoes.
  const looks = restyledMarks(state.looked, state.nextLook);
  state.nextLook = looks.next;
  if (looks.restyled.length > 0) found.push('restyled');
  const fights = state.fights.count(found.length > 0);
  if (fights || looks.restyled.length > 0) {
    try {
      takeMarksOff(layer, state);
    } finally {
      state.onTampered(found, true);
    }
  } else if (found.length > 0) {
    sayMarksChanged(layer);
    state.onTampered(found, false);
  }
  return found;
}

/** The registry names the other layers painted and still hold. */
function otherNames(layer: MarkLayer): Set<string> {
  const names = new Set<string>();
  for (const [other, state] of watched) {
    if (other !== layer) for (const { name } of state.kinds) names.add(name);
  }
  return names;
}

/**
 * Takes one layer's marks off the page for good (this painting): emptied (the page holds our
 * highlight objects and could register them again), out of the registry and of its components;
 * the legend says why. Later checks keep the legend and remove entries the page makes under our
 * names (guardMarks with no kinds).
 */
function takeMarksOff(layer: MarkLayer, state: Watched): void {
  const { kinds } = state;
  // Said and forgotten first: a step below the page makes throw must not leave them half done.
  state.kinds = [];
  state.looked = [];
  sayMarksRemoved(layer);
  for (const { name, highlight } of kinds) {
    highlight.clear();
    CSS.highlights.delete(name);
  }
  unstyleShadowRoots(layer);
  if (state.phrases) removePhraseTips();
}

function schedule(): void {
  timer = setTimeout(() => {
    try {
      checkMarks();
    } catch (error) {
      // A page can make a check throw (a detached node, a getter of its own): the next one runs.
      log.info('marks', 'a check of the marks failed', error);
    }
    if (watched.size > 0) schedule();
    else timer = undefined;
  }, CHECK_EVERY_MS);
}

// A hidden tab's timers are slowed; back in view, it is checked before the reader looks.
function checkWhenShown(): void {
  if (document.visibilityState === 'visible') checkMarks();
}
