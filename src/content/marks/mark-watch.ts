import type { MarkTampering } from '../../shared/messages/marks.ts';
import { guardMarks, type PaintedKind } from './mark-guard.ts';
import { MarkFights } from './mark-fights.ts';
import { restyledMarks, type LookedAt } from './mark-looks.ts';
import { keepLegend, sayMarksChanged, sayMarksRemoved } from './legend.ts';
import { keepPhraseTips, removePhraseTips } from './phrase-tips.ts';
import { keepShadowStyles, unstyleShadowRoots } from './shadow-highlight-styles.ts';
import { log } from '../page/content-log.ts';

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
  timer?: ReturnType<typeof setTimeout> | undefined;
}

let watched: Watched | undefined;

/**
 * How many checks have run in this document, under a well-known symbol in our isolated world
 * (pages cannot read it): the extension's tests wait on it to see a benign page left unflagged.
 */
const CHECKS_KEY = Symbol.for('authenticity-lens.mark-checks');
const world = globalThis as { [CHECKS_KEY]?: number };

/**
 * Watches the marks just painted until they are cleared: each check puts right what the page
 * changed (the registry, the legend, our styles in its components), shows "this page changed the
 * marks" in the legend and tells `onTampered`, the first time and every time after. A page that
 * fights them (mark-fights.ts), or restyles them where our rules cannot win, has them taken off
 * instead: no marks rather than false ones, and the legend says so and that the popup holds the
 * true result. The legend is still kept then.
 */
export function watchMarks(
  kinds: readonly PaintedKind[],
  namespace: string,
  onTampered: OnTampered,
): void {
  stopWatchingMarks();
  const looked = kinds.flatMap(({ kind, name, ranges }) =>
    ranges.map((range) => ({ kind, name, range })),
  );
  watched = { kinds, namespace, onTampered, looked, nextLook: 0, fights: new MarkFights() };
  document.addEventListener('visibilitychange', checkWhenShown);
  schedule();
}

export function stopWatchingMarks(): void {
  if (watched?.timer !== undefined) clearTimeout(watched.timer);
  watched = undefined;
  document.removeEventListener('visibilitychange', checkWhenShown);
}

/** Checks now; answers what was found (and put right, or taken off). Exported for the benchmark. */
export function checkMarks(): MarkTampering[] {
  if (!watched) return [];
  world[CHECKS_KEY] = (world[CHECKS_KEY] ?? 0) + 1;
  const found: MarkTampering[] = [];
  // The legend first: its hit test reads layout, which a repair below would make stale (and the
  // browser then restyle at once, rather than with the next frame).
  // The phrases' layer goes with the legend: both explain the marks on the page.
  const legendMoved = keepLegend();
  if (keepPhraseTips() || legendMoved) found.push('legend');
  if (watched.kinds.length === 0) {
    // Taken off: the legend is kept, and what the page registers under our names goes, unsaid.
    guardMarks([], CSS.highlights, watched.namespace);
    return found;
  }
  if (keepShadowStyles()) found.push('styles');
  found.push(...guardMarks(watched.kinds, CSS.highlights, watched.namespace));
  // Last, on the marks as repaired: a restyle is what no repair of ours undoes.
  const looks = restyledMarks(watched.looked, watched.nextLook);
  watched.nextLook = looks.next;
  if (looks.restyled.length > 0) found.push('restyled');
  const fights = watched.fights.count(found.length > 0);
  if (fights || looks.restyled.length > 0) {
    const { onTampered } = watched;
    try {
      takeMarksOff(watched);
    } finally {
      onTampered(found, true);
    }
  } else if (found.length > 0) {
    sayMarksChanged();
    watched.onTampered(found, false);
  }
  return found;
}

/**
 * Takes our marks off the page for good (this painting): emptied (the page holds our highlight
 * objects and could register them again), out of the registry and of its components; the
 * legend says why. Later checks keep the legend and remove entries the page makes under our
 * names (guardMarks with no kinds).
 */
function takeMarksOff(state: Watched): void {
  const { kinds } = state;
  // Said and forgotten first: a step below the page makes throw must not leave them half done.
  state.kinds = [];
  state.looked = [];
  sayMarksRemoved();
  for (const { name, highlight } of kinds) {
    highlight.clear();
    CSS.highlights.delete(name);
  }
  unstyleShadowRoots();
  removePhraseTips();
}

function schedule(): void {
  if (!watched) return;
  watched.timer = setTimeout(() => {
    try {
      checkMarks();
    } catch (error) {
      // A page can make a check throw (a detached node, a getter of its own): the next one runs.
      log.info('marks', 'a check of the marks failed', error);
    }
    schedule();
  }, CHECK_EVERY_MS);
}

// A hidden tab's timers are slowed; back in view, it is checked before the reader looks.
function checkWhenShown(): void {
  if (document.visibilityState === 'visible') checkMarks();
}
