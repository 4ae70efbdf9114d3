import type { CheckRecord } from './check-record.ts';

/**
 * Whether a URL scan still waits for something from the service (its cost, its result, an
 * export or its matched passages): the popup keeps asking the worker to read the relay while it does.
 */
export function scanIsOpen(record: CheckRecord): boolean {
  if (record.kind !== 'url-scan') return false;
  const scan = record.scan;
  if (!scan) return false;
  // A text scan's matched passages come through an export of its results.
  if (record.status === 'done') {
    return scan.export?.status === 'requested' || record.result?.passagesState === 'reading';
  }
  if (record.status === 'failed') return false;
  return scan.phase !== 'awaiting-confirmation';
}

/**
 * Whether the scan itself is still under way (or waits for the user's yes to its cost): a new
 * scan of the tab waits for it. What follows a finished scan (its export, its passages) does not.
 */
export function scanUnderWay(record: CheckRecord): boolean {
  return record.kind === 'url-scan' && record.status !== 'done' && record.status !== 'failed';
}
