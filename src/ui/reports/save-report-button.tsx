import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import type { CheckRecord } from '../../shared/checks/check-record.ts';
import type { Translator } from '../../shared/i18n/translator.ts';
import type { Report } from '../../shared/reports/build-report.ts';
import { reportQuery } from '../../shared/reports/report-address.ts';
import { useT } from '../i18n/translated-page.tsx';
import { saveBlob } from '../save-file.ts';
import { SavePdfButton } from './save-pdf-button.tsx';

/** A report of checks, its builder loaded with them. */
async function checksReport(
  load: () => Promise<readonly CheckRecord[]>,
  translator: Translator,
): Promise<Report> {
  const [{ buildReport }, records] = await Promise.all([
    import('../../shared/reports/build-report.ts'),
    load(),
  ]);
  return buildReport(records, translator, { now: Date.now() });
}

/** What "Save as PDF" opens for the same report, when it can. */
function pdfQueryOf(source: ReportSource): (() => Promise<string>) | undefined {
  if ('load' in source) return async () => reportQuery(await source.load(), true);
  const { pdfQuery } = source;
  return pdfQuery && (() => Promise.resolve(pdfQuery()));
}

type ReportSource =
  | {
      /** The records to report on: a group the page holds, or read from history on click. */
      load: () => Promise<readonly CheckRecord[]>;
    }
  | {
      /** Makes another kind of report (a class set's), loading its own builder on click. */
      build: (t: Translator) => Promise<Report>;
      /** The report page's query for the same report, for "Save as PDF" (none: no PDF). */
      pdfQuery?: () => string;
    };

/**
 * "Save report": a self-contained HTML file of finished checks, built on the page from their
 * records (no worker involved). The builder loads on the first click, so no page's first paint
 * carries it. "Save as PDF" beside it opens the same report in a tab, to print.
 */
export function SaveReportButton(
  props: ReportSource & { disabled?: boolean; testId?: string },
): JSX.Element {
  const translator = useT();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const pdfQuery = pdfQueryOf(props);
  // Started with `void` by the button: every failure is shown beside it.
  const save = async (): Promise<void> => {
    setBusy(true);
    setFailed(null);
    try {
      const report =
        'build' in props
          ? await props.build(translator)
          : await checksReport(props.load, translator);
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
        data-testid={props.testId ?? 'save-report'}
        disabled={busy || props.disabled === true}
        onClick={() => void save()}
      >
        {translator.t('report_save')}
      </button>
      {pdfQuery && (
        <SavePdfButton query={pdfQuery} onFailed={setFailed} disabled={props.disabled === true} />
      )}
      {failed !== null && (
        <p class="notice notice-error" role="alert" data-testid="save-report-failed">
          {translator.t('report_saveFailed', failed)}
        </p>
      )}
    </>
  );
}
