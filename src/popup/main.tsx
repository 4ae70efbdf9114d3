import { render } from 'preact';
import { logUncaughtErrors } from '../platform/uncaught-errors.ts';
import '../ui/base.css';
import './popup.css';
import { App } from './app.tsx';
import { askOnOpening, awaitOpening } from './opening-questions.ts';
import { targetTabFromLocation } from './target-tab.ts';
import { log } from './popup-log.ts';

// Before anything runs: a throw in a handler, or a promise started with `void` that fails,
// lands in the log.
logUncaughtErrors(log, window);

/** Longest the first render waits for the worker's first answers (see awaitOpening). */
const OPENING_WAIT_MS = 150;

const targetTabId = targetTabFromLocation(location.search);
const root = document.getElementById('app');
if (root && document.documentElement.dataset.view === 'side-panel') {
  // Only the docked page needs it: the toolbar popup opens without.
  void import('./side-panel-app.tsx').then(({ SidePanelApp }) =>
    render(<SidePanelApp fixedTabId={targetTabId} />, root),
  );
} else if (root) {
  // Marks read by `npm run bench`: where the popup's opening time goes.
  performance.mark('popup-script');
  const opening = askOnOpening(targetTabId);
  void awaitOpening(opening, OPENING_WAIT_MS).then(() => {
    performance.mark('popup-answers');
    render(<App targetTabId={targetTabId} opening={opening} />, root);
  });
}
