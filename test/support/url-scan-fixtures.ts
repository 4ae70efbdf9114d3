import type { UrlScanCheck } from '../../src/shared/checks/check-record.ts';
import { urlScanCheck } from './check-records.ts';
import type { RelayEvent } from '../../src/relay-protocol/relay-protocol.ts';
import { initialScanState } from '../../src/shared/scans/url-scan-state.ts';

export const SCAN_ID = 'al-test-0000000000000a';
export const NOW = 1_700_000_000_000;

export function scanRecord(change: Partial<UrlScanCheck> = {}): UrlScanCheck {
  return urlScanCheck({
    id: SCAN_ID,
    status: 'running',
    createdAt: NOW - 60_000,
    updatedAt: NOW - 60_000,
    scan: { ...initialScanState('scanning'), submittedAt: NOW - 60_000 },
    ...change,
  });
}

let nextId = 1;

const base = (scanId: string) => ({
  id: nextId++,
  scanId,
  receivedAt: new Date(NOW).toISOString(),
  contentType: 'application/json',
  size: 10,
  sha256: 'x',
  duplicates: 0,
  bodyPath: '/x',
});

export function statusEvent(status: string, payload: unknown, scanId = SCAN_ID): RelayEvent {
  return { ...base(scanId), kind: 'status', status, payload };
}

export function newResultEvent(score: unknown, scanId = SCAN_ID): RelayEvent {
  return { ...base(scanId), kind: 'newResult', payload: { score, internet: [] } };
}

export function exportEvent(
  kind: 'exportPdf' | 'exportCrawled' | 'exportCompleted',
  exportId: string,
  payload?: unknown,
): RelayEvent {
  return { ...base(SCAN_ID), kind, exportId, payload };
}

export function completedPayload(change: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    status: 0,
    developerPayload: '',
    scannedDocument: { scanId: SCAN_ID, totalWords: 400, credits: 2, detectedLanguage: 'en' },
    results: {
      internet: [
        { id: 'r1', title: 'Small', url: 'https://a.example', matchedWords: 5 },
        { id: 'r2', title: 'Big', url: 'https://b.example', matchedWords: 40 },
      ],
      database: [{ id: 'r3', title: 'Db', matchedWords: 12 }],
      batch: [],
      repositories: [],
      score: {
        aggregatedScore: 14.25,
        identicalWords: 30,
        minorChangedWords: 17,
        relatedMeaningWords: 10,
      },
    },
    notifications: { alerts: [] },
    ...change,
  };
}
