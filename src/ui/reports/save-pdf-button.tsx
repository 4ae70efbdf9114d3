import type { JSX } from 'preact';
import { REPORT_PAGE } from '../../shared/reports/report-address.ts';
import { useT } from '../i18n/translated-page.tsx';

/**
 * "Save as PDF": opens the report page (src/report) in a tab for the same report, named by ids in
 * its address (`query`, made on the click), which asks the browser to print it: its dialog saves the PDF. Nothing of the report loads here.
 */
export function SavePdfButton({
  query,
  onFailed,
  disabled = false,
}: {
  /** The report page's query (shared/reports/report-address.ts), asking it to print. */
  query: () => Promise<string>;
  onFailed: (why: string) => void;
  /** Held as "Save report" beside it is (a class set with no row done yet). */
  disabled?: boolean;
}): JSX.Element {
  const { t } = useT();
  const open = async (): Promise<void> => {
    try {
      // The browser API is asked for on the click, as the builder is: what shows this button
      // needs none of it until then (and its tests run outside an extension).
      const [{ browser }, search] = await Promise.all([
        import('../../platform/browser.ts'),
        query(),
      ]);
      await browser.tabs.create({ url: browser.runtime.getURL(`${REPORT_PAGE}?${search}`) });
    } catch (error) {
      onFailed(error instanceof Error ? error.message : String(error));
    }
  };
  return (
    <button
      type="button"
      class="secondary"
      data-testid="save-pdf"
      disabled={disabled}
      onClick={() => void open()}
    >
      {t('report_savePdf')}
    </button>
  );
}
