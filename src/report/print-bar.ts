import type { Translator } from '../shared/i18n/translator.ts';

/**
 * The bar above the report: a button that opens the print dialog, and the name the browser's
 * dialog gives its PDF choice. Hidden in print (report-page.css), so the PDF is the report alone.
 */
export function printBar(document: Document, t: Translator, firefox: boolean): HTMLElement {
  // A landmark of its own (complementary), so every part of the page is in one.
  const bar = document.createElement('aside');
  bar.className = 'print-bar';
  bar.dataset['testid'] = 'print-bar';
  const button = document.createElement('button');
  button.type = 'button';
  button.dataset['testid'] = 'print-report';
  button.textContent = t.t('report_print');
  button.addEventListener('click', () => print());
  const hint = document.createElement('p');
  hint.textContent = t.t(firefox ? 'report_printHintFirefox' : 'report_printHintChromium');
  bar.append(button, hint);
  return bar;
}
