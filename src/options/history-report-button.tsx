import type { JSX } from 'preact';
import type { CheckRecord } from '../shared/checks/check-record.ts';
import { sendToBackground } from '../platform/messaging.ts';
import { SaveReportButton } from '../ui/reports/save-report-button.tsx';
import { useT } from '../ui/i18n/translated-page.tsx';
import { errorDetail } from '../shared/checks/error-detail.ts';

/**
 * "Save report" on a history entry: the list holds summaries only, so the records (their text
 * and results) are read from history when the button is used: the whole request the entry was
 * asked in (a text's AI and moderation checks make one report, as in the popup), or `ids` when
 * the page knows the checks that belong together (a class set's row).
 */
export function HistoryReportButton({
  id,
  ids,
}: {
  id: string;
  ids?: readonly string[] | undefined;
}): JSX.Element {
  const translator = useT();
  const load = async (): Promise<readonly CheckRecord[]> => {
    const answer = ids
      ? await sendToBackground('checks/get', { ids: [...ids] })
      : await sendToBackground('checks/request-group', { id });
    if (!answer.ok) throw new Error(errorDetail(answer.error, translator));
    return answer.value.checks;
  };
  return <SaveReportButton load={load} />;
}
