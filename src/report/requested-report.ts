import { sendToBackground } from '../platform/messaging.ts';
import { errorDetail } from '../shared/checks/error-detail.ts';
import type { Translator } from '../shared/i18n/translator.ts';
import { buildReport, type Report } from '../shared/reports/build-report.ts';
import type { ReportRequest } from '../shared/reports/report-address.ts';
import { classSetReport } from '../ui/batches/class-set-report.ts';
import { readRecords } from './read-records.ts';

/**
 * The report the address asks for, built as "Save report" builds it where it was asked (the
 * popup's group, a scan, a class set's table), or the words that say why there is none.
 */
export async function requestedReport(
  request: ReportRequest,
  t: Translator,
): Promise<Report | { problem: string }> {
  if (request.kind === 'batch') {
    const answer = await sendToBackground('batches/get', { id: request.id });
    if (!answer.ok) return { problem: t.t('report_saveFailed', errorDetail(answer.error, t)) };
    return classSetReport(answer.value, t);
  }
  const read = await readRecords(request, t);
  if ('problem' in read) return read;
  return buildReport(read.records, t, { now: Date.now() });
}
