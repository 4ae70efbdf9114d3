import { describe, expect, it } from 'vitest';
import {
  FOLLOW_LIMIT_MS,
  applyRelayEvents,
  expireIfStale,
  followedScanIds,
  nextFollowDelay,
} from '../../../../src/background/scan/scan-transitions.ts';
import { initialScanState } from '../../../../src/shared/scans/url-scan-state.ts';
import {
  NOW,
  SCAN_ID,
  completedPayload,
  exportEvent,
  newResultEvent,
  scanRecord,
  statusEvent,
} from '../../../support/url-scan-fixtures.ts';

describe('relay events → URL scan state', () => {
  it('completed → done with the summarized result, and the cursor moves past it', () => {
    const event = statusEvent('completed', completedPayload());
    const next = applyRelayEvents(scanRecord(), SCAN_ID, [event], event.id, NOW);
    expect(next.status).toBe('done');
    expect(next.scan?.phase).toBe('finished');
    expect(next.credits).toBe(2);
    expect(next.result?.aggregatedScore).toBe(14.25);
    expect(next.scan?.cursors[SCAN_ID]).toBe(event.id);
    expect(followedScanIds(next)).toEqual([]);
  });

  it('applying the same page twice changes nothing the second time', () => {
    const live = newResultEvent({ aggregatedScore: 3.5 });
    const once = applyRelayEvents(scanRecord(), SCAN_ID, [live], live.id, NOW);
    const twice = applyRelayEvents(once, SCAN_ID, [live], live.id, NOW);
    expect(once.scan).toMatchObject({ newResults: 1, liveScore: 3.5 });
    expect(twice.scan?.newResults).toBe(1);
  });

  it('takes newResult scores as a number or as {aggregatedScore}', () => {
    const a = newResultEvent(7);
    const b = newResultEvent({ aggregatedScore: 9.5 });
    const next = applyRelayEvents(scanRecord(), SCAN_ID, [a, b], b.id, NOW);
    expect(next.scan).toMatchObject({ newResults: 2, liveScore: 9.5 });
  });

  it('error → failed with the service message; codes 13/17 are about credits', () => {
    const event = statusEvent('error', {
      status: 1,
      error: { code: '13', message: 'Not enough credits.' },
    });
    const next = applyRelayEvents(scanRecord(), SCAN_ID, [event], event.id, NOW);
    expect(next.status).toBe('failed');
    expect(next.error).toMatchObject({
      kind: 'credits',
      message: 'Not enough credits.',
      code: '13',
    });
    const other = statusEvent('error', { status: 1, error: { code: 16 } });
    expect(applyRelayEvents(scanRecord(), SCAN_ID, [other], other.id, NOW).error).toMatchObject({
      kind: 'service',
      message: 'The scan failed (error 16).',
    });
  });

  it('a late error never replaces a result', () => {
    const done = statusEvent('completed', completedPayload());
    const late = statusEvent('error', { status: 1, error: { code: 1, message: 'x' } });
    const next = applyRelayEvents(scanRecord(), SCAN_ID, [done, late], late.id, NOW);
    expect(next.status).toBe('done');
  });

  it('an unreadable completed webhook fails the scan with the reason instead of hanging', () => {
    const event = statusEvent('completed', { status: 0, results: 'nope' });
    const next = applyRelayEvents(scanRecord(), SCAN_ID, [event], event.id, NOW);
    expect(next.status).toBe('failed');
    expect(next.error?.message).toMatch(/cannot read/);
  });

  it('creditsChecked of the cost check → awaiting confirmation with the expected credits', () => {
    const costId = `${SCAN_ID}-cr`;
    const record = scanRecord({
      scan: { ...initialScanState('checking-credits'), creditsScanId: costId },
    });
    expect(followedScanIds(record)).toEqual([costId]);
    const event = statusEvent('creditsChecked', { status: 2, credits: 4 }, costId);
    const next = applyRelayEvents(record, costId, [event], event.id, NOW);
    expect(next.status).toBe('pending');
    expect(next.scan).toMatchObject({ phase: 'awaiting-confirmation', expectedCredits: 4 });
    expect(next.scan?.cursors[costId]).toBe(event.id);
    expect(followedScanIds(next)).toEqual([]);
  });

  it('ignores events of another scan id and indexed webhooks', () => {
    const other = statusEvent('completed', completedPayload(), 'al-other-scan');
    const indexed = statusEvent('indexed', { status: 3 });
    const next = applyRelayEvents(scanRecord(), SCAN_ID, [other, indexed], indexed.id, NOW);
    expect(next.status).toBe('running');
  });

  it('tracks an export: pieces, the PDF, then completion (or an incomplete one)', () => {
    const exportId = `${SCAN_ID}-x1`;
    const done = applyRelayEvents(
      scanRecord(),
      SCAN_ID,
      [statusEvent('completed', completedPayload())],
      0,
      NOW,
    );
    const exporting = {
      ...done,
      scan: {
        ...done.scan!,
        export: {
          exportId,
          status: 'requested' as const,
          requestedAt: NOW,
          pdf: true,
          pdfReady: false,
          delivered: 0,
        },
      },
    };
    expect(followedScanIds(exporting)).toEqual([SCAN_ID]);
    const pdf = exportEvent('exportPdf', exportId);
    const crawled = exportEvent('exportCrawled', exportId);
    const completed = exportEvent('exportCompleted', exportId, {
      completed: true,
      tasks: [{ endpoint: 'x', isHealthy: true, httpStatusCode: 200 }],
    });
    const stale = exportEvent('exportPdf', 'another-export');
    const next = applyRelayEvents(exporting, SCAN_ID, [pdf, crawled, stale, completed], 0, NOW);
    expect(next.scan?.export).toMatchObject({ status: 'completed', pdfReady: true, delivered: 2 });

    const partial = exportEvent('exportCompleted', exportId, {
      completed: false,
      tasks: { endpoint: 'x', isHealthy: false, httpStatusCode: null },
    });
    expect(applyRelayEvents(exporting, SCAN_ID, [partial], 0, NOW).scan?.export).toMatchObject({
      status: 'failed',
      failedTasks: 1,
    });
  });
});

describe('following over time', () => {
  it('polls every 30 s at first, then less often', () => {
    const record = scanRecord({ scan: { ...initialScanState('scanning'), submittedAt: NOW } });
    expect(nextFollowDelay(record, NOW + 60_000)).toBe(30_000);
    expect(nextFollowDelay(record, NOW + 30 * 60_000)).toBe(2 * 60_000);
    expect(nextFollowDelay(record, NOW + 5 * 60 * 60_000)).toBe(10 * 60_000);
  });

  it('gives up after the follow limit', () => {
    const record = scanRecord({ scan: { ...initialScanState('scanning'), submittedAt: NOW } });
    expect(expireIfStale(record, NOW + FOLLOW_LIMIT_MS - 1)).toBe(record);
    const expired = expireIfStale(record, NOW + FOLLOW_LIMIT_MS);
    expect(expired.status).toBe('failed');
    expect(expired.error?.message).toMatch(/48 hours/);
  });
});
