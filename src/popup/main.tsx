// First, so the worker is asked before the rest of the bundle is evaluated (see the module).
import { opening, targetTabId } from './opening-start.ts';
import { render, type JSX } from 'preact';
import '../ui/base.css';
import './popup.css';
import { openingLanguage } from '../ui/i18n/opening-language.ts';
import { TranslatedPage } from '../ui/i18n/translated-page.tsx';
import type { Translator } from '../shared/i18n/translator.ts';
import { App } from './app.tsx';
import { awaitOpening } from './opening-questions.ts';
import { log } from './popup-log.ts';

/** Longest the first render waits for the worker's first answers (see awaitOpening). */
const OPENING_WAIT_MS = 150;

const reportCatalog = (error: unknown): void =>
  log.warn('language', 'A catalogue could not be loaded', error);
const language = openingLanguage(reportCatalog);

const translated = (translator: Translator, page: JSX.Element): JSX.Element => (
  <TranslatedPage
    translator={translator}
    browserLanguage={language.browserLanguage}
    storage={localStorage}
    onError={reportCatalog}
  >
    {page}
  </TranslatedPage>
);

const root = document.getElementById('app');
if (root && document.documentElement.dataset.view === 'side-panel') {
  // Only the docked page needs it: the toolbar popup opens without.
  void Promise.all([import('./side-panel-app.tsx'), language.translator]).then(
    ([{ SidePanelApp }, translator]) =>
      render(translated(translator, <SidePanelApp fixedTabId={targetTabId} />), root),
  );
} else if (root && opening) {
  const asked = opening;
  void Promise.all([awaitOpening(asked, OPENING_WAIT_MS), language.translator]).then(
    ([, translator]) => {
      // Read by `npm run bench`: where the popup's opening time goes.
      performance.mark('popup-answers');
      render(translated(translator, <App targetTabId={targetTabId} opening={asked} />), root);
    },
  );
}
