import type { ApiClient } from '../../api/index.ts';
import type { CheckRecord } from '../../shared/checks/check-record.ts';
import { appError, err, type Result } from '../../core/errors.ts';
import type { History } from '../history/history-db.ts';
import { runImageCheck } from '../images/run-image-check.ts';
import { runTextCheck } from './run-text-check.ts';

export interface ExecuteDeps {
  client: ApiClient;
  history: History;
  saveParts: (total: number, results: unknown[]) => Promise<void>;
}

/** Runs one check by its kind; the runner around it handles state, retries and resuming. */
export function executeCheck(
  record: CheckRecord,
  deps: ExecuteDeps,
): Promise<Result<{ result: unknown; credits: number | undefined }>> {
  switch (record.kind) {
    case 'ai-text':
    case 'moderation':
      return runTextCheck(record, deps);
    case 'ai-image':
      return runImageCheck(record, deps);
    default:
      return Promise.resolve(
        err(appError('internal', `Checks of kind ${record.kind} run elsewhere.`)),
      );
  }
}
