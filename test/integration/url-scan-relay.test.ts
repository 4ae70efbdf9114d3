/**
 * The worker-independent parts of a URL scan over real HTTP: submitting with hooks on the relay
 * (scan-submission), reading the relay (relay-reader), moving the record (scan-transitions),
 * exporting (scan-export) and fetching the PDF, against the fake service and a real relay.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { generateScanId } from '../../src/api/index.ts';
import { deriveHookSecret } from '../../src/relay-protocol/hook-secret.ts';
import { RELAY_PROTOCOL_VERSION } from '../../src/relay-protocol/relay-protocol.ts';
import {
  checkRelay,
  fetchExportPdf,
  readScanEvents,
  type RelayAccess,
} from '../../src/background/relay-client/relay-reader.ts';
import { requestScanExport } from '../../src/background/scan/scan-export.ts';
import { submitScan } from '../../src/background/scan/scan-submission.ts';
import { applyRelayEvents, followedScanIds } from '../../src/background/scan/scan-transitions.ts';
import type { UrlScanCheck } from '../../src/shared/checks/check-record.ts';
import { FrozenScanSettingsSchema } from '../../src/shared/scans/frozen-scan-settings.ts';
import { DEFAULT_SCAN_SETTINGS } from '../../src/shared/scans/scan-settings.ts';
import { initialScanState } from '../../src/shared/scans/url-scan-state.ts';
import { listEvents, startTestRelay, TOKEN, type TestRelay } from '../relay/helpers/test-relay.ts';
import { startHarness, type Harness } from './helpers/setup.ts';
import { startReceiver, type Receiver } from './helpers/receiver.ts';

const PAGE = `<html><body><h1>Rivers</h1><p>${'Rivers carve valleys over long ages of rain and frost. '.repeat(60)}</p></body></html>`;

let h: Harness;
let site: Receiver;
let relay: TestRelay;
let access: RelayAccess;

beforeEach(async () => {
  h = await startHarness();
  site = await startReceiver(() => ({ body: PAGE, contentType: 'text/html' }));
  relay = await startTestRelay();
  access = { baseUrl: relay.url, token: TOKEN };
});

afterEach(async () => {
  await h.svc.close();
  await site.close();
  await relay.dispose();
});

const settings = (change: Record<string, unknown> = {}) =>
  v.parse(FrozenScanSettingsSchema, { ...DEFAULT_SCAN_SETTINGS, sandbox: true, ...change });

function record(id: string, phase: 'scanning' | 'checking-credits'): UrlScanCheck {
  return {
    id,
    kind: 'url-scan',
    cacheKey: 'k',
    status: 'running',
    createdAt: Date.now(),
    updatedAt: Date.now(),
    source: { url: `${site.url}/page`, origin: 'url' },
    input: `${site.url}/page`,
    settings: settings(),
    attempts: 1,
    scan: {
      ...initialScanState(phase),
      ...(phase === 'checking-credits' ? { creditsScanId: `${id}-cr` } : {}),
    },
  };
}

/**
 * Polls the relay the way the worker does until the record stops waiting (no deadline of its
 * own: only the test's timeout ends the wait, however slow the machine).
 */
async function follow(start: UrlScanCheck): Promise<UrlScanCheck> {
  let current = start;
  while (followedScanIds(current).length > 0) {
    for (const scanId of followedScanIds(current)) {
      const cursor = current.scan?.cursors[scanId] ?? 0;
      const page = await readScanEvents(access, scanId, cursor, 2);
      if (!page.ok) throw new Error(page.error.message);
      current = applyRelayEvents(current, scanId, page.value.events, page.value.cursor, Date.now());
    }
  }
  return current;
}

describe('URL scan through the relay, without a browser', () => {
  it('submits, follows the relay to a result, exports, and fetches the PDF', async () => {
    const id = generateScanId();
    const sent = await submitScan(h.client, {
      scanId: id,
      payload: { route: 'url', url: `${site.url}/page` },
      settings: settings(),
      action: 0,
      relay: access,
      timeZone: 'UTC',
    });
    expect(sent).toMatchObject({ ok: true, value: { status: 'created', scanId: id } });

    // The service sends its newResult webhooks without waiting for one another or for
    // `completed`, so one may reach the relay after it. The client stops following at
    // `completed` (the result itself comes with it), so it counts the ones stored before: wait
    // until both are in, then read the relay's order (a live-score detail, not the result).
    const newResultsIn = (): number =>
      h.svc.control.deliveries.filter((d) => d.scanId === id && d.kind === 'newResult' && d.ok)
        .length;
    await vi.waitFor(() => expect(newResultsIn()).toBe(2), { timeout: 30_000, interval: 50 });

    const done = await follow(record(id, 'scanning'));
    expect(done.status).toBe('done');
    const stored = (await listEvents(relay.url, { scanId: id })).events;
    const completedAt = stored.findIndex((e) => e.kind === 'status' && e.status === 'completed');
    expect(completedAt).toBeGreaterThanOrEqual(0);
    const beforeCompleted = stored
      .slice(0, completedAt)
      .filter((e) => e.kind === 'newResult').length;
    const result = done.result;
    // Sandbox: the two fixed mock sources, whatever order the webhooks came in.
    expect(result?.sources).toHaveLength(2);
    expect(result?.aggregatedScore).toBeGreaterThan(0);
    expect(done.scan?.newResults).toBe(beforeCompleted);

    const exportId = `${id}-x1`;
    const exported = await requestScanExport(h.client, {
      scanId: id,
      exportId,
      resultIds: result?.sources.map((s) => s.id) ?? [],
      pdf: true,
      relay: access,
    });
    expect(exported).toEqual({ ok: true, value: { status: 'started', exportId } });
    const finished = await follow({
      ...done,
      scan: {
        ...done.scan!,
        export: {
          exportId,
          status: 'requested',
          requestedAt: Date.now(),
          pdf: true,
          pdfReady: false,
          delivered: 0,
        },
      },
    });
    // Two results, the crawled version and the PDF.
    expect(finished.scan?.export).toMatchObject({
      status: 'completed',
      pdfReady: true,
      delivered: 4,
    });

    const pdf = await fetchExportPdf(access, id, exportId, 8 * 1024 * 1024);
    if (!pdf.ok) throw new Error(pdf.error.message);
    expect(new TextDecoder().decode(pdf.value.subarray(0, 5))).toBe('%PDF-');
    expect(await fetchExportPdf(access, id, exportId, 10)).toMatchObject({
      ok: false,
      error: { kind: 'invalid-input' },
    });

    // Every webhook and delivery carried the hook secret in a header, none in its address,
    // so it appears in no access log.
    const secret = await deriveHookSecret(TOKEN, id);
    const deliveries = h.svc.control.deliveries.filter((d) => d.scanId === id);
    expect(deliveries.length).toBeGreaterThan(5);
    for (const delivery of deliveries) {
      expect(delivery.url).not.toContain(secret);
      expect(delivery.headers['X-Relay-Secret']).toBe(secret);
    }
  });

  it('checks the cost first (action 1): creditsChecked with the expected credits', async () => {
    const id = generateScanId();
    const sent = await submitScan(h.client, {
      scanId: `${id}-cr`,
      payload: { route: 'url', url: `${site.url}/page` },
      settings: settings({ sandbox: false }),
      action: 1,
      relay: access,
    });
    expect(sent.ok).toBe(true);
    const asked = await follow(record(id, 'checking-credits'));
    expect(asked.scan).toMatchObject({ phase: 'awaiting-confirmation', expectedCredits: 3 });
    expect(h.svc.control.scans().find((s) => s.scanId === `${id}-cr`)?.credits).toBe(0);
  });

  it('reports a scan error from the error webhook', async () => {
    const id = generateScanId();
    await submitScan(h.client, {
      scanId: id,
      payload: { route: 'url', url: `${site.url.replace(/:\d+$/, ':9')}/gone` },
      settings: settings(),
      action: 0,
      relay: access,
    });
    const failed = await follow(record(id, 'scanning'));
    expect(failed.status).toBe('failed');
    expect(failed.error?.message).toMatch(/unreachable/i);
  });

  it('says what is wrong with the relay: a bad token, or down', async () => {
    expect(await checkRelay(access)).toEqual({
      ok: true,
      value: { protocol: RELAY_PROTOCOL_VERSION, member: { name: 'Owner', role: 'owner' } },
    });
    expect(await checkRelay({ ...access, token: 'wrong-token-0123456789' })).toMatchObject({
      ok: false,
      error: { kind: 'auth', status: 401 },
    });
    await relay.stop();
    expect(await readScanEvents(access, 'al-anything', 0)).toMatchObject({
      ok: false,
      error: { kind: 'network' },
    });
  });

  it('refuses a relay of another version, whose hook secrets would not match', async () => {
    // An older relay: healthy, but it derives hook secrets the previous way.
    const old = http.createServer((_req, res) => {
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify({ ok: true, service: 'authenticity-lens-relay', protocol: 1 }));
    });
    await new Promise<void>((resolve) => old.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = old.address() as AddressInfo;
      const checked = await checkRelay({ ...access, baseUrl: `http://127.0.0.1:${port}` });
      expect(checked).toMatchObject({
        ok: false,
        error: { kind: 'service', code: 'relay-version' },
      });
      expect(checked.ok || checked.error.message).toMatch(/older version \(protocol 1/);
    } finally {
      await new Promise((resolve) => old.close(resolve));
    }
  });
});
