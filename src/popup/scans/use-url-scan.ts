import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import type { UrlScanCheck } from '../../shared/checks/check-record.ts';
import type { AppError } from '../../core/errors.ts';
import { sendToBackground } from '../../platform/messaging.ts';
import { scanIsOpen } from '../../shared/checks/scan-progress.ts';
import { watchItem } from '../../platform/item-storage.ts';
import { checkUpdatesItem } from '../../shared/items/check-updates-item.ts';
import { newerScan } from './newer-scan.ts';
import { FOLLOW_WAIT_SECONDS, useRelayFollow } from '../checks/use-relay-follow.ts';
import { tabTarget } from '../tab-target.ts';

export interface UrlScanState {
  scan: UrlScanCheck | null;
  error: AppError | null;
  show: (scan: UrlScanCheck | null) => void;
  showError: (error: AppError | null) => void;
}

/**
 * The tab's latest plagiarism scan. Refreshed when the worker announces a change; while it is
 * open and the popup shows it, the popup asks the worker to read the relay now (long polls), so
 * results appear without waiting for the worker's next alarm.
 */
/**
 * A scan waiting to be sent again after the network failed is sent when the popup opens on it,
 * as a check is (the user looking is the moment to try), instead of at its next retry time.
 */
function retryIfWaiting(scan: UrlScanCheck | null): void {
  if (scan?.status !== 'pending' || scan.error?.kind !== 'network') return;
  // Fire and forget: a failure is logged by the worker; the scan keeps waiting, as shown.
  void sendToBackground('checks/retry-now', { ids: [scan.id] });
}

export function useUrlScan(tabId: number | undefined): UrlScanState {
  const [scan, setScan] = useState<UrlScanCheck | null>(null);
  const [error, setError] = useState<AppError | null>(null);
  const shownId = useRef<string | undefined>(undefined);

  const show = useCallback((next: UrlScanCheck | null) => {
    shownId.current = next?.id;
    setScan((current) => newerScan(current, next));
  }, []);

  useEffect(() => {
    const stop = new AbortController();
    let opened = true;
    // Failures come back as values (shown); sendToBackground never rejects.
    const latest = (): void =>
      void sendToBackground('scans/latest', tabTarget(tabId)).then((r) => {
        if (stop.signal.aborted) return;
        if (r.ok) show(r.value.scan);
        else setError(r.error);
        // Opening the popup is the moment to try again a scan waiting for the service.
        if (opened && r.ok) retryIfWaiting(r.value.scan);
        opened = false;
      });
    // A failed reread is logged by the worker; the scan shown stays until the next change.
    const reread = (id: string): void =>
      void sendToBackground('scans/get', { id }).then((r) => {
        if (r.ok && !stop.signal.aborted && shownId.current === id) show(r.value.scan);
      });
    watchItem(
      checkUpdatesItem,
      (update) => {
        const id = shownId.current;
        if (id !== undefined && update.ids.includes(id)) reread(id);
        else latest();
      },
      stop.signal,
    );
    latest();
    return () => stop.abort();
  }, [tabId, show]);

  const followId = scan && scanIsOpen(scan) ? scan.id : undefined;
  useRelayFollow(followId ?? '', followId !== undefined, async (signal) => {
    const r = await sendToBackground('scans/poll', {
      id: followId ?? '',
      waitSeconds: FOLLOW_WAIT_SECONDS,
    });
    if (signal.aborted || !r.ok || !r.value.scan) return true;
    show(r.value.scan);
    return scanIsOpen(r.value.scan);
  });

  const showError = useCallback((next: AppError | null) => setError(next), []);
  return { scan, error, show, showError };
}
