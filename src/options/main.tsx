import { render } from 'preact';
import { logUncaughtErrors } from '../platform/uncaught-errors.ts';
import '../ui/base.css';
import './options.css';
import { openingLanguage } from '../ui/i18n/opening-language.ts';
import { TranslatedPage } from '../ui/i18n/translated-page.tsx';
import { OptionsPage } from './options-page.tsx';
import { log } from './options-log.ts';

// Before anything runs: a throw in a handler, or a promise started with `void` that fails,
// lands in the log.
logUncaughtErrors(log, window);

const reportCatalog = (error: unknown): void =>
  log.warn('language', 'A catalogue could not be loaded', error);
const language = openingLanguage(reportCatalog);

const root = document.getElementById('app');
if (root)
  void language.translator.then((translator) =>
    render(
      <TranslatedPage
        translator={translator}
        browserLanguage={language.browserLanguage}
        storage={localStorage}
        onError={reportCatalog}
      >
        <OptionsPage />
      </TranslatedPage>,
      root,
    ),
  );
