/** Rows of the relay's tables as the store's records. */
import { EVENT_KINDS, type EventKind } from '../../relay-protocol/relay-protocol.ts';
import type { EventRecord, Member } from '../relay-store.ts';
import type { SqlRow } from './sql-driver.ts';
import { integer, optionalText, text } from './sql-rows.ts';

function kindOf(row: SqlRow): EventKind {
  const kind = text(row, 'kind');
  const known = EVENT_KINDS.find((k) => k === kind);
  if (!known) throw new Error(`relay database: unknown event kind ${kind}`);
  return known;
}

export function toRecord(row: SqlRow): EventRecord {
  const record: EventRecord = {
    id: integer(row, 'id'),
    memberId: text(row, 'member_id'),
    scanId: text(row, 'scan_id'),
    kind: kindOf(row),
    receivedAt: integer(row, 'received_at'),
    contentType: text(row, 'content_type'),
    size: integer(row, 'size'),
    sha256: text(row, 'sha256'),
    duplicates: integer(row, 'duplicates'),
  };
  const optional = {
    status: optionalText(row, 'status'),
    exportId: optionalText(row, 'export_id'),
    resultId: optionalText(row, 'result_id'),
    problem: optionalText(row, 'problem'),
  };
  for (const [key, value] of Object.entries(optional)) {
    if (value !== undefined) Object.assign(record, { [key]: value });
  }
  return record;
}

export function memberOf(row: SqlRow): Member {
  const role = text(row, 'role');
  return {
    id: text(row, 'id'),
    name: text(row, 'name'),
    role: role === 'owner' ? 'owner' : 'member',
    createdAt: integer(row, 'created_at'),
  };
}
