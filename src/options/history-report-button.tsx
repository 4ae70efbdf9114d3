import type { JSX } from 'preact';
import type { CheckRecord } from '../shared/checks/check-record.ts';
import { sendToBackground } from '../platform/messaging.ts';
import { SaveReportButton } from '../ui/reports/save-report-button.tsx';
import { useT } from '../ui/i18n/translated-page.tsx';
import { errorDetail } from '../shared/checks/error-detail.ts';

/**
 * "Save report" on a history entry: the list holds summaries only, so the whole record (its
 * text and result) is read from history when the button is used.
 */
export function HistoryReportButton({ id }: { id: string }): JSX.Element {
  const translator = useT();
  const load = async (): Promise<readonly CheckRecord[]> => {
    const answer = await sendToBackground('checks/get', { ids: [id] });
    if (!answer.ok) throw new Error(errorDetail(answer.error, translator));
    return answer.value.checks;
  };
  return <SaveReportButton load={load} />;
}
