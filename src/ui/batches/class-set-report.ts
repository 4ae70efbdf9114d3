import { rowCheckIds, type BatchView } from '../../shared/batches/batch-record.ts';
import type { CheckRecord } from '../../shared/checks/check-record.ts';
import type { Translator } from '../../shared/i18n/translator.ts';
import type { Report } from '../../shared/reports/build-report.ts';
import { sendToBackground } from '../../platform/messaging.ts';

/** A row's checks and scan as history holds them (the same question its opened result asks). */
async function rowChecks(ids: string[]): Promise<CheckRecord[]> {
  if (ids.length === 0) return [];
  const answer = await sendToBackground('checks/get', { ids });
  if (!answer.ok) throw new Error(answer.error.message);
  return answer.value.checks;
}

/**
 * The class set's report, made on the page when "Save report" is pressed: each row's records
 * asked of the worker, the builder loaded then (no page's first paint carries it).
 */
export async function classSetReport(batch: BatchView, t: Translator): Promise<Report> {
  const [{ buildClassSetReport }, checks] = await Promise.all([
    import('../../shared/reports/class-set-report.ts'),
    Promise.all(
      batch.rows.map(async (row) => [row.id, await rowChecks(rowCheckIds(row))] as const),
    ),
  ]);
  return buildClassSetReport(batch, new Map(checks), t, { now: Date.now() });
}
