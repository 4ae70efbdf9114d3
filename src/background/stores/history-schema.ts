import type { DBSchema } from 'idb';
import type { CheckKind, CheckRecord, CheckStatus } from '../../shared/checks/check-record.ts';
import type { HeatmapPhase } from '../../shared/heatmap/heatmap-state.ts';

export {
  CHECK_KINDS,
  CHECK_STATUSES,
  CheckRecordSchema,
  type CheckKind,
  type CheckRecord,
  type CheckStatus,
} from '../../shared/checks/check-record.ts';

/** The file an image check sends, kept until the check is done so a resumed one can send it. */
export interface CheckInput {
  bytes: Uint8Array;
  mime: string;
  filename: string;
}

export interface HistoryDb extends DBSchema {
  checks: {
    key: string;
    value: CheckRecord;
    indexes: {
      'by-cache-key': string;
      'by-created': number;
      'by-status': CheckStatus;
      /** Since version 3. */
      'by-kind': CheckKind;
      /** Since version 4: `heatmap.phase`; records without a heatmap are not in it. */
      'by-heatmap-phase': HeatmapPhase;
    };
  };
  /** Since version 2. Keyed by check id. */
  inputs: { key: string; value: CheckInput };
}

export const HISTORY_DB_NAME = 'authenticity-lens-history';
export const HISTORY_DB_VERSION = 4;
