import { sendToBackground } from '../platform/messaging.ts';
import type { CheckRecord } from '../shared/checks/check-record.ts';
import { errorDetail } from '../shared/checks/error-detail.ts';
import type { Translator } from '../shared/i18n/translator.ts';
import type { ReportRequest } from '../shared/reports/report-address.ts';

/** The records asked for, or the words that say why there are none. */
export async function readRecords(
  request: Extract<ReportRequest, { kind: 'checks' | 'scan' }>,
  t: Translator,
): Promise<{ records: readonly CheckRecord[] } | { problem: string }> {
  if (request.kind === 'scan') {
    const answer = await sendToBackground('scans/get', { id: request.id });
    if (!answer.ok) return { problem: t.t('report_saveFailed', errorDetail(answer.error, t)) };
    return answer.value.scan
      ? { records: [answer.value.scan] }
      : { problem: t.t('report_missing') };
  }
  const answer = await sendToBackground('checks/get', { ids: request.ids });
  if (!answer.ok) return { problem: t.t('report_saveFailed', errorDetail(answer.error, t)) };
  // The records in the order the address names them (the popup's order), all of them or none.
  const byId = new Map(answer.value.checks.map((c) => [c.id, c]));
  const records = request.ids.map((id) => byId.get(id));
  return records.every((r) => r !== undefined) ? { records } : { problem: t.t('report_missing') };
}
