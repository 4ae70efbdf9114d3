/** A stored event as the read API shows it (RelayEvent of relay-protocol.ts). */
import type { RelayEvent } from '../relay-protocol/relay-protocol.ts';
import type { EventRecord } from './relay-store.ts';
import { eventBodyPath } from '../relay-protocol/relay-urls.ts';

const decoder = new TextDecoder();

function inlinePayload(record: EventRecord): { payload?: unknown } {
  if (!record.inlineBody) return {};
  try {
    return { payload: JSON.parse(decoder.decode(record.inlineBody)) as unknown };
  } catch {
    // Stored with a problem note already; the raw body stays reachable at bodyPath.
    return {};
  }
}

export function toRelayEvent(record: EventRecord): RelayEvent {
  const base = {
    id: record.id,
    scanId: record.scanId,
    receivedAt: new Date(record.receivedAt).toISOString(),
    contentType: record.contentType,
    size: record.size,
    sha256: record.sha256,
    duplicates: record.duplicates,
    ...(record.problem === undefined ? {} : { problem: record.problem }),
    ...inlinePayload(record),
    bodyPath: eventBodyPath(record.scanId, record.id),
  };
  const exportId = record.exportId ?? '';
  switch (record.kind) {
    case 'status':
      return { ...base, kind: 'status', status: record.status ?? '' };
    case 'exportResult':
      return { ...base, kind: 'exportResult', exportId, resultId: record.resultId ?? '' };
    case 'exportCompleted':
    case 'exportPdf':
    case 'exportCrawled':
      return { ...base, kind: record.kind, exportId };
    case 'newResult':
    case 'imageResult':
    case 'videoResult':
      return { ...base, kind: record.kind };
  }
}
