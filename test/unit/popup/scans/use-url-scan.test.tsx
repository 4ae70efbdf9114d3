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
}

const worker: Worker = vi.hoisted(() => ({ record: undefined }));

vi.mock('../../../../src/platform/messaging.ts', () => ({
  sendToBackground: (type: string) =>
    Promise.resolve(
      type === 'scans/latest' || type === 'scans/get'
        ? { ok: true, value: { scan: worker.record } }
        : { ok: false, error: { kind: 'internal', message: `not in this test: ${type}` } },
    ),
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
});
