import type { UrlScanCheck } from '../../shared/checks/check-record.ts';

/**
 * The scan to show when `next` arrives. Answers can come out of order: an action's reply (the
 * record as the export was asked) can land after the change it caused was already read again
 * (the report delivered). A record never gives way to an older copy of itself, or the popup
 * would wait for a change that has already happened.
 */
export function newerScan(
  current: UrlScanCheck | null,
  next: UrlScanCheck | null,
): UrlScanCheck | null {
  if (current && next && current.id === next.id && next.updatedAt < current.updatedAt) {
    return current;
  }
  return next;
}
