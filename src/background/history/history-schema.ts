import type { DBSchema } from 'idb';
import type { CheckRecord, CheckStatus } from '../../shared/checks/check-record.ts';

export {
  CHECK_KINDS,
  CHECK_STATUSES,
  CheckRecordSchema,
  type CheckKind,
  type CheckRecord,
  type CheckStatus,
} from '../../shared/checks/check-record.ts';

export interface HistoryDb extends DBSchema {
  checks: {
    key: string;
    value: CheckRecord;
    indexes: { 'by-cache-key': string; 'by-created': number; 'by-status': CheckStatus };
  };
}

export const HISTORY_DB_NAME = 'authenticity-lens-history';
export const HISTORY_DB_VERSION = 1;
