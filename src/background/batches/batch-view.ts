/** A batch as pages show it: each row with what its checks found, in the user's language. */
import { rowCheckIds, type Batch, type BatchView } from '../../shared/batches/batch-record.ts';
import { rowFindings } from '../../shared/batches/row-findings.ts';
import type { CheckRecord } from '../../shared/checks/check-record.ts';
import { summarizeCheck } from '../../shared/checks/check-summary.ts';
import { workerTranslator } from '../i18n/worker-translator.ts';
import { openHistoryStore } from '../stores/history-store.ts';

export async function batchView(batch: Batch): Promise<BatchView> {
  const history = await openHistoryStore();
  const t = await workerTranslator();
  const rows = await Promise.all(
    batch.rows.map(async (row) => {
      const checks = (await Promise.all(rowCheckIds(row).map((id) => history.get(id)))).filter(
        (c): c is CheckRecord => c !== undefined,
      );
      return {
        ...row,
        ...rowFindings(checks),
        summaries: checks.map((check) => summarizeCheck(check, t)),
      };
    }),
  );
  return { ...batch, rows };
}
