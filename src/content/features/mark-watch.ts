import type { MarkTampering } from '../../shared/messages/marks.ts';
import { guardMarks, type PaintedKind } from './mark-guard.ts';
import { keepLegend, sayMarksChanged } from './legend.ts';
import { keepPhraseTips } from './phrase-tips.ts';
import { keepShadowStyles } from './shadow-highlight-styles.ts';
import { log } from '../content-log.ts';

/**
 * How often the marks are checked while the page is shown: twice a second finds a change within
 * a second, and a check costs well under a millisecond on 3,000 spans (`npm run bench`). Nothing
 * runs on scroll: the browser moves highlights with the text itself.
 */
const CHECK_EVERY_MS = 500;

interface Watched {
  kinds: readonly PaintedKind[];
  namespace: string;
  onTampered: (found: MarkTampering[]) => void;
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
 * marks" in the legend and tells `onTampered`, the first time and every time after.
 */
export function watchMarks(
  kinds: readonly PaintedKind[],
  namespace: string,
  onTampered: (found: MarkTampering[]) => void,
): void {
  stopWatchingMarks();
  watched = { kinds, namespace, onTampered };
  document.addEventListener('visibilitychange', checkWhenShown);
  schedule();
}

export function stopWatchingMarks(): void {
  if (watched?.timer !== undefined) clearTimeout(watched.timer);
  watched = undefined;
  document.removeEventListener('visibilitychange', checkWhenShown);
}

/** Checks now; answers what was found (and put right). Exported for the benchmark. */
export function checkMarks(): MarkTampering[] {
  if (!watched) return [];
  world[CHECKS_KEY] = (world[CHECKS_KEY] ?? 0) + 1;
  const found: MarkTampering[] = [];
  // The legend first: its hit test reads layout, which a repair below would make stale (and the
  // browser then restyle at once, rather than with the next frame).
  // The phrases' layer goes with the legend: both explain the marks on the page.
  const legendMoved = keepLegend();
  if (keepPhraseTips() || legendMoved) found.push('legend');
  if (keepShadowStyles()) found.push('styles');
  found.push(...guardMarks(watched.kinds, CSS.highlights, watched.namespace));
  if (found.length > 0) {
    sayMarksChanged();
    watched.onTampered(found);
  }
  return found;
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
