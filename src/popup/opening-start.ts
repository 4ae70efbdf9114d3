import { logUncaughtErrors } from '../platform/uncaught-errors.ts';
import { askOnOpening, type OpeningAnswers } from './opening-questions.ts';
import { log } from './popup-log.ts';
import { targetTabFromLocation } from './target-tab.ts';

// Before anything runs: a throw in a handler, or a promise started with `void` that fails,
// lands in the log.
logUncaughtErrors(log, window);

export const targetTabId = targetTabFromLocation(location.search);

/**
 * The toolbar popup's first questions, asked as this module is evaluated: main.tsx imports it
 * first, so the worker answers while the rest of the bundle (preact, the screens) is evaluated,
 * not after. The popup came up 4–6 ms sooner in each round of `npx tsx scripts/bench-graphs.ts`.
 * The docked page asks its own, per tab (side-panel-app.tsx).
 */
export const opening: OpeningAnswers | undefined =
  document.documentElement.dataset.view === 'side-panel' ? undefined : askOnOpening(targetTabId);

// Read by `npm run bench`: when the questions left.
if (opening) performance.mark('popup-script');
