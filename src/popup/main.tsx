// First, so the worker is asked before the rest of the bundle is evaluated (see the module).
import { opening, targetTabId } from './opening-start.ts';
import { render } from 'preact';
import '../ui/base.css';
import './popup.css';
import { App } from './app.tsx';
import { awaitOpening } from './opening-questions.ts';

/** Longest the first render waits for the worker's first answers (see awaitOpening). */
const OPENING_WAIT_MS = 150;

const root = document.getElementById('app');
if (root && document.documentElement.dataset.view === 'side-panel') {
  // Only the docked page needs it: the toolbar popup opens without.
  void import('./side-panel-app.tsx').then(({ SidePanelApp }) =>
    render(<SidePanelApp fixedTabId={targetTabId} />, root),
  );
} else if (root && opening) {
  const asked = opening;
  void awaitOpening(asked, OPENING_WAIT_MS).then(() => {
    // Read by `npm run bench`: where the popup's opening time goes.
    performance.mark('popup-answers');
    render(<App targetTabId={targetTabId} opening={asked} />, root);
  });
}
