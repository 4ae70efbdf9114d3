import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import type { CheckRecord } from '../../shared/checks/check-record.ts';
import { useT } from '../i18n/translated-page.tsx';
import { saveBlob } from '../save-file.ts';
import { SavePdfButton } from './save-pdf-button.tsx';

/**
 * "Save report": a self-contained HTML file of finished checks, built on the page from their
 * records (no worker involved). The builder loads on the first click, so no page's first paint
 * carries it. "Save as PDF" beside it opens the same report in a tab, to print.
 */
export function SaveReportButton({
  load,
}: {
  /** The records to report on: a group the page holds, or read from history on click. */
  load: () => Promise<readonly CheckRecord[]>;
}): JSX.Element {
  const translator = useT();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  // Started with `void` by the button: every failure is shown beside it.
  const save = async (): Promise<void> => {
    setBusy(true);
    setFailed(null);
    try {
      const [{ buildReport }, records] = await Promise.all([
        import('../../shared/reports/build-report.ts'),
        load(),
      ]);
      const report = await buildReport(records, translator, { now: Date.now() });
      saveBlob(new Blob([report.html], { type: 'text/html;charset=utf-8' }), report.filename);
    } catch (error) {
      setFailed(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <button
        type="button"
        class="secondary"
        data-testid="save-report"
        disabled={busy}
        onClick={() => void save()}
      >
        {translator.t('report_save')}
      </button>
      <SavePdfButton load={load} onFailed={setFailed} />
      {failed !== null && (
        <p class="notice notice-error" role="alert" data-testid="save-report-failed">
          {translator.t('report_saveFailed', failed)}
        </p>
      )}
    </>
  );
}
