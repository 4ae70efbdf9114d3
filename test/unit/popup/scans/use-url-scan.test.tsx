// @vitest-environment jsdom
import { act, cleanup, render, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UrlScanCheck } from '../../../../src/shared/checks/check-record.ts';
import type { UrlScanState } from '../../../../src/popup/scans/use-url-scan.ts';
import { urlScanCheck } from '../../../support/check-records.ts';

interface Worker {
  /** What the worker holds now, as `scans/latest` and `scans/get` answer it. */
  record: unknown;
  /** The popup's watch on `checks.updated`. */
  changed?: (update: { ids: string[] }) => void;
  /** The scans the popup asked the worker to send again now. */
  retried: unknown[];
  /** How many times the popup asked for the tab's latest scan. */
  latestAsked: number;
}

const worker: Worker = vi.hoisted(() => ({ record: undefined, retried: [], latestAsked: 0 }));

vi.mock('../../../../src/platform/messaging.ts', () => ({
  sendToBackground: (type: string, request: unknown) => {
    if (type === 'checks/retry-now') worker.retried.push(request);
    if (type === 'scans/latest') worker.latestAsked++;
    return Promise.resolve(
      type === 'scans/latest' || type === 'scans/get'
        ? { ok: true, value: { scan: worker.record } }
        : type === 'checks/retry-now'
          ? { ok: true, value: { retried: 1 } }
          : { ok: false, error: { kind: 'internal', message: `not in this test: ${type}` } },
    );
  },
}));
vi.mock('../../../../src/platform/item-storage.ts', () => ({
  watchItem: (_item: unknown, callback: (update: { ids: string[] }) => void) => {
    worker.changed = callback;
  },
}));

const { useUrlScan } = await import('../../../../src/popup/scans/use-url-scan.ts');

afterEach(cleanup);

describe('useUrlScan', () => {
  it('keeps the delivered report when an action’s older reply lands after it', async () => {
    const asked: UrlScanCheck = urlScanCheck({ id: 'scan-1', status: 'done', updatedAt: 100 });
    const delivered: UrlScanCheck = urlScanCheck({ id: 'scan-1', status: 'done', updatedAt: 200 });
    let state: UrlScanState | undefined;
    function Shown(): null {
      state = useUrlScan(3);
      return null;
    }
    worker.record = asked;
    render(<Shown />);
    await waitFor(() => expect(state?.scan?.updatedAt).toBe(100));

    // The report arrives: the worker announces it and the popup reads the record again…
    worker.record = delivered;
    worker.changed?.({ ids: ['scan-1'] });
    await waitFor(() => expect(state?.scan?.updatedAt).toBe(200));
    // …then the reply to "Download report" (the record as the export was asked) comes in.
    await act(() => state?.show(asked));
    expect(state?.scan?.updatedAt).toBe(200);
  });

  it('asks for a scan waiting for the network to be sent now when it opens, once', async () => {
    worker.retried = [];
    const waiting: UrlScanCheck = urlScanCheck({
      id: 'scan-2',
      status: 'pending',
      error: { kind: 'network', message: 'offline' },
    });
    let state: UrlScanState | undefined;
    function Shown(): null {
      state = useUrlScan(3);
      return null;
    }
    worker.record = waiting;
    render(<Shown />);
    await waitFor(() => expect(state?.scan?.id).toBe('scan-2'));
    expect(worker.retried).toEqual([{ ids: ['scan-2'] }]);
    // A later change of another scan of the tab does not ask again.
    const asked = worker.latestAsked;
    worker.changed?.({ ids: ['other'] });
    await waitFor(() => expect(worker.latestAsked).toBe(asked + 1));
    await act(() => Promise.resolve());
    expect(worker.retried).toHaveLength(1);
  });

  it('does not ask for a scan that is not waiting for the network', async () => {
    worker.retried = [];
    worker.record = urlScanCheck({ id: 'scan-3', status: 'pending' });
    let state: UrlScanState | undefined;
    function Shown(): null {
      state = useUrlScan(3);
      return null;
    }
    render(<Shown />);
    await waitFor(() => expect(state?.scan?.id).toBe('scan-3'));
    expect(worker.retried).toEqual([]);
  });
});
