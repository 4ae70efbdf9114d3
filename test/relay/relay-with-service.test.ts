/**
 * The relay between the project's fake service and a client: a URL scan whose webhooks point at
 * the relay, an export delivered to it, and a delivery that first finds the relay down.
 */
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  generateScanId,
  parseStatusWebhook,
  ExportCompletedWebhookSchema,
} from '../../src/api/index.ts';
import {
  RelayEventSchema,
  STREAM_EVENT,
  type RelayEvent,
} from '../../src/relay-protocol/relay-protocol.ts';
import {
  eventStreamUrl,
  exportDownloadUrl,
  exportTargets,
  newResultWebhookUrl,
  statusWebhookUrl,
} from '../../src/relay-protocol/relay-urls.ts';
import { startReceiver, type Receiver } from '../integration/helpers/receiver.ts';
import { startHarness, type Harness } from '../integration/helpers/setup.ts';
import { openEventStream } from './helpers/event-stream-reader.ts';
import {
  hookSecret,
  listEvents,
  startTestRelay,
  TOKEN,
  type TestRelay,
} from './helpers/test-relay.ts';

const PAGE = `<html><body><h1>Essay</h1><p>${'Original words about rivers and hills. '.repeat(40)}</p></body></html>`;

let h: Harness;
let site: Receiver;
let relay: TestRelay;

beforeEach(async () => {
  h = await startHarness();
  site = await startReceiver(() => ({ body: PAGE, contentType: 'text/html' }));
  relay = await startTestRelay();
});

afterEach(async () => {
  await h.svc.close();
  await site.close();
  await relay.dispose();
});

async function submitScan(scanId: string): Promise<void> {
  const secret = await hookSecret(scanId);
  const submitted = await h.client.submitUrl(scanId, {
    url: `${site.url}/page`,
    properties: {
      developerPayload: 'tab-7',
      pdf: { create: true },
      webhooks: {
        status: statusWebhookUrl(relay.url, scanId, secret),
        newResult: newResultWebhookUrl(relay.url, scanId, secret),
      },
    },
  });
  expect(submitted).toMatchObject({ ok: true, value: { status: 'created', scanId } });
}

/**
 * Long-polls the relay until an event matches. No deadline of its own: however slow the machine,
 * only the test's timeout ends the wait.
 */
async function waitForEvent(
  scanId: string,
  match: (event: RelayEvent) => boolean,
): Promise<RelayEvent> {
  let after = 0;
  for (;;) {
    const page = await listEvents(relay.url, { scanId, after, waitSeconds: 2 });
    const found = page.events.find(match);
    if (found) return found;
    after = page.cursor;
  }
}

describe('relay with the fake service', () => {
  it('receives the completed webhook of a URL scan, live over SSE', async () => {
    const scanId = generateScanId();
    const stream = await openEventStream(eventStreamUrl(relay.url, { scanId }), {
      Authorization: `Bearer ${TOKEN}`,
    });
    try {
      await submitScan(scanId);
      const message = await stream.next(
        (m) => m.event === STREAM_EVENT && m.data.includes('"status":"completed"'),
      );
      const event = v.parse(RelayEventSchema, JSON.parse(message.data));
      expect(event).toMatchObject({ kind: 'status', status: 'completed', scanId });
      expect(event.problem).toBeUndefined();
      const parsed = parseStatusWebhook('completed', event.payload);
      expect(parsed.event).toBe('completed');
      if (parsed.event === 'completed') {
        expect(parsed.payload.developerPayload).toBe('tab-7');
        expect(parsed.payload.scannedDocument.scanId).toBe(scanId);
      }
    } finally {
      stream.close();
    }
  });

  it('receives an export: results, crawled version, PDF bytes and the completion webhook', async () => {
    const scanId = generateScanId();
    await submitScan(scanId);
    const completed = await waitForEvent(scanId, (e) => e.kind === 'status');
    const parsed = parseStatusWebhook('completed', completed.payload);
    if (parsed.event !== 'completed') throw new Error('completed webhook did not parse');
    const resultIds = [...parsed.payload.results.internet, ...parsed.payload.results.database].map(
      (r) => r.id,
    );
    expect(resultIds.length).toBeGreaterThan(0);

    const exportId = generateScanId();
    const targets = exportTargets(relay.url, scanId, await hookSecret(scanId), exportId, {
      resultIds,
      pdf: true,
    });
    const exported = await h.client.exportScan(scanId, exportId, { ...targets, maxRetries: 3 });
    expect(exported).toEqual({ ok: true, value: { status: 'started', exportId } });

    const done = await waitForEvent(scanId, (e) => e.kind === 'exportCompleted');
    expect(v.parse(ExportCompletedWebhookSchema, done.payload)).toMatchObject({ completed: true });
    const { events } = await listEvents(relay.url, { scanId });
    const kinds = events
      .filter((e) => 'exportId' in e && e.exportId === exportId)
      .map((e) => e.kind);
    expect(kinds.filter((k) => k === 'exportResult')).toHaveLength(resultIds.length);
    expect(kinds).toEqual(
      expect.arrayContaining(['exportPdf', 'exportCrawled', 'exportCompleted']),
    );

    const pdfEvent = events.find((e) => e.kind === 'exportPdf');
    expect(pdfEvent?.problem).toBeUndefined();
    const response = await fetch(exportDownloadUrl(relay.url, scanId, exportId, 'pdf'), {
      headers: { Authorization: `Bearer ${TOKEN}` },
    });
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe('%PDF-');
    expect(bytes.length).toBe(pdfEvent?.size);
    const digest = Buffer.from(await crypto.subtle.digest('SHA-256', bytes)).toString('hex');
    expect(digest).toBe(pdfEvent?.sha256);
  });

  it('gets the event through the service retry when the relay was down at first', async () => {
    await relay.stop();
    const scanId = generateScanId();
    await submitScan(scanId);
    const failed = await h.svc.control.waitForDelivery(
      (d) => d.scanId === scanId && d.kind === 'status' && !d.ok,
    );
    expect(failed.error).toBeDefined();

    await relay.restart();

    const event = await waitForEvent(scanId, (e) => e.kind === 'status');
    expect(event).toMatchObject({ status: 'completed', scanId });
    const delivered = await h.svc.control.waitForDelivery(
      (d) => d.deliveryId === failed.deliveryId && d.ok,
    );
    expect(delivered.attempt).toBeGreaterThan(1);
    expect(delivered.status).toBe(200);
  });
});
