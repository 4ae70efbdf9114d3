/**
 * The printable report page: the report "Save report" writes, shown in a tab of its own so the
 * browser's print can make a PDF of it ("Save as PDF" beside "Save report"). Why the browser's
 * print and not a PDF library (figures in docs/ARCHITECTURE.md): it lays the same HTML and CSS out
 * with the browser's own text shaping, bidi and system fonts (a Japanese report's PDF 0.3 MB,
 * Arabic shaped and right to left, text selectable), while jsPDF or pdf-lib (135–180 KB gzipped)
 * lay out no HTML and need a font of megabytes embedded for CJK.
 *
 * Its address names what to report on by ids only (shared/reports/report-address.ts); the
 * records (or a class set's rows) are read from the worker with the messages the popup uses.
 * Once shown, it opens the print dialog once by itself when asked (`print=1`, dropped from the
 * address first, so a reload does not print again). Firefox's `tabs.saveAsPDF` would save without the dialog, but Firefox
 * only and to its own settings: both browsers get the dialog, where the person picks the PDF.
 */
import './report-page.css';
import { browser } from '../platform/browser.ts';
import { readReportQuery, withoutPrint } from '../shared/reports/report-address.ts';
import { openingLanguage } from '../ui/i18n/opening-language.ts';
import { wholeTranslator } from '../ui/i18n/page-language.ts';
import { printBar } from './print-bar.ts';
import { requestedReport } from './requested-report.ts';
import { picturesDecoded, showReport } from './shown-report.ts';

const status = (words: string): void => {
  const line = document.getElementById('report-status');
  if (line) line.textContent = words;
};

async function open(): Promise<void> {
  const opening = await openingLanguage(() => undefined).translator;
  const t = await wholeTranslator(opening.language).catch(() => opening);
  const request = readReportQuery(location.search);
  if (request.kind === 'invalid') return status(t.t('report_badAddress'));
  status(t.t('report_preparing'));
  const report = await requestedReport(request, t);
  if ('problem' in report) return status(report.problem);
  showReport(report.html, document);
  const firefox = 'getBrowserInfo' in browser.runtime;
  document.body.prepend(printBar(document, t, firefox));
  await picturesDecoded(document);
  document.documentElement.dataset['report'] = 'shown';
  performance.mark('report-shown');
  if (!request.print) return;
  history.replaceState(null, '', `${location.pathname}${withoutPrint(location.search)}`);
  print();
  // Said once print() has returned: the dialog is closed (or was never shown, headless).
  document.documentElement.dataset['printAsked'] = 'yes';
}

// Every failure is shown on the page, in the page's words when they could be had.
open().catch((error: unknown) => status(error instanceof Error ? error.message : String(error)));
