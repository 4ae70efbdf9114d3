/** The hooks the service calls: routing per kind, path secrets, deduplication, loose checks. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  exportCompletedWebhookUrl,
  exportPartUrl,
  imageResultWebhookUrl,
  newResultWebhookUrl,
  statusWebhookUrl,
  videoResultWebhookUrl,
} from '../../src/relay-protocol/relay-urls.ts';
import {
  deliver,
  hookSecret,
  listEvents,
  startTestRelay,
  type TestRelay,
  apiGet,
} from './helpers/test-relay.ts';

const SCAN = 'al-scan-0001';

const completed = {
  status: 0,
  developerPayload: 'tab-3',
  scannedDocument: {
    scanId: SCAN,
    totalWords: 120,
    credits: 1,
    creationTime: '2026-01-01T00:00:00Z',
  },
  results: {
    internet: [],
    database: [],
    batch: [],
    repositories: [],
    score: { aggregatedScore: 12.5 },
  },
};

let relay: TestRelay;
let secret: string;

/** {STATUS} filled in the way the service does it. */
const statusUrl = (status: string, scanId = SCAN, key = secret): string =>
  statusWebhookUrl(relay.url, scanId, key).replace('{STATUS}', status);

beforeEach(async () => {
  relay = await startTestRelay();
  secret = await hookSecret(SCAN);
});

afterEach(async () => {
  await relay.dispose();
});

describe('relay hooks', () => {
  it('stores a status webhook and serves it with its payload inline', async () => {
    expect(await deliver(statusUrl('completed'), completed)).toEqual({
      status: 200,
      json: { received: true, duplicate: false },
    });
    const page = await listEvents(relay.url, { scanId: SCAN });
    expect(page.events).toHaveLength(1);
    expect(page.events[0]).toMatchObject({
      id: 1,
      kind: 'status',
      status: 'completed',
      scanId: SCAN,
      payload: completed,
      contentType: 'application/json',
      duplicates: 0,
      bodyPath: `/api/scans/${SCAN}/events/1/body`,
    });
    expect(page.events[0]?.problem).toBeUndefined();
    expect(page.cursor).toBe(1);
  });

  it('routes every kind of delivery to its own event', async () => {
    const exportId = 'exp-0001';
    await deliver(newResultWebhookUrl(relay.url, SCAN, secret), { score: 4, internet: [] });
    await deliver(imageResultWebhookUrl(relay.url, SCAN, secret), {
      summary: { human: 0.2, ai: 0.8 },
      result: { starts: [0], lengths: [4] },
    });
    await deliver(videoResultWebhookUrl(relay.url, SCAN, secret), {
      model: 'ai-video-1-pro',
      visualResult: { starts: [0], lengths: [1000], exclude: { starts: [], lengths: [] } },
      audioResult: { starts: [], lengths: [], exclude: { starts: [], lengths: [] } },
      summary: { visualAIRatio: 0.5, audioAIRatio: 0, overallAIRatio: 0.5 },
      videoInfo: { duration: 2 },
    });
    await deliver(
      exportPartUrl(relay.url, SCAN, secret, exportId, { resultId: 'r/1' }),
      { id: 'r/1' },
      {
        method: 'PUT',
      },
    );
    await deliver(exportPartUrl(relay.url, SCAN, secret, exportId, 'crawled'), { text: {} });
    await deliver(exportPartUrl(relay.url, SCAN, secret, exportId, 'pdf'), '%PDF-1.4 tiny', {
      contentType: 'application/pdf',
    });
    await deliver(exportCompletedWebhookUrl(relay.url, SCAN, secret, exportId), {
      completed: true,
      tasks: [{ endpoint: 'x', isHealthy: true, httpStatusCode: 200 }],
    });
    const { events } = await listEvents(relay.url, { scanId: SCAN });
    expect(events.map((e) => e.kind)).toEqual([
      'newResult',
      'imageResult',
      'videoResult',
      'exportResult',
      'exportCrawled',
      'exportPdf',
      'exportCompleted',
    ]);
    expect(events.every((e) => e.problem === undefined)).toBe(true);
    expect(events[3]).toMatchObject({ exportId, resultId: 'r/1' });
    // Webhooks inline, export deliveries by reference only.
    expect(events.map((e) => e.payload !== undefined)).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
      true,
    ]);
  });

  it('treats a redelivery as a duplicate: answers 200 and stores it once', async () => {
    await deliver(statusUrl('completed'), completed);
    expect(await deliver(statusUrl('completed'), completed)).toEqual({
      status: 200,
      json: { received: true, duplicate: true },
    });
    await deliver(statusUrl('completed'), completed);
    const { events } = await listEvents(relay.url);
    expect(events).toHaveLength(1);
    expect(events[0]?.duplicates).toBe(2);
  });

  it('keeps deliveries that differ in status, body or scan apart', async () => {
    const other = 'al-scan-0002';
    await deliver(statusUrl('indexed'), { status: 3 });
    await deliver(statusUrl('indexed'), { status: 3, developerPayload: 'x' });
    await deliver(statusUrl('creditsChecked'), { status: 3 });
    await deliver(statusUrl('indexed', other, await hookSecret(other)), { status: 3 });
    expect((await listEvents(relay.url)).events.map((e) => e.id)).toEqual([1, 2, 3, 4]);
  });

  it('answers 404 to a wrong, missing or borrowed secret and stores nothing', async () => {
    const other = 'al-scan-0002';
    const attempts = [
      statusUrl('completed', SCAN, `${secret.slice(0, -1)}${secret.endsWith('A') ? 'B' : 'A'}`),
      statusUrl('completed', SCAN, 'short'),
      // The secret of another scan does not open this one.
      statusUrl('completed', other, secret),
      // Made with another relay token.
      statusUrl('completed', SCAN, await hookSecret(SCAN, 'another-token-0123456789')),
      `${relay.url}/hooks/${SCAN}/status/completed`,
      `${relay.url}/hooks/${SCAN}`,
    ];
    for (const url of attempts) {
      expect(await deliver(url, completed)).toEqual({
        status: 404,
        json: { error: { code: 'not-found', message: 'Not found.' } },
      });
    }
    expect((await listEvents(relay.url)).events).toEqual([]);
  });

  it('stores a delivery whose body does not match the documented shape, with a note', async () => {
    expect((await deliver(statusUrl('completed'), '{"status": 0, "trunc')).status).toBe(200);
    expect(
      (await deliver(newResultWebhookUrl(relay.url, SCAN, secret), { nothing: 1 })).status,
    ).toBe(200);
    expect((await deliver(statusUrl('paused'), { status: 9 })).status).toBe(200);
    const { events } = await listEvents(relay.url);
    expect(events.map((e) => e.problem)).toEqual([
      expect.stringContaining('not JSON'),
      expect.stringContaining('score'),
      expect.stringContaining('unknown status'),
    ]);
    // Only bodies that matched their schema are inlined; the others stay downloadable.
    expect(events.map((e) => e.payload)).toEqual([undefined, undefined, undefined]);
    const raw = await apiGet(`${relay.url}${events[1]!.bodyPath}`);
    expect(raw.json).toEqual({ nothing: 1 });
  });

  it('accepts the image job failure body without a problem note', async () => {
    await deliver(imageResultWebhookUrl(relay.url, SCAN, secret), {
      scanId: SCAN,
      error: { code: 'invalid_parameter', message: 'Cannot download the image.' },
    });
    const { events } = await listEvents(relay.url);
    expect(events[0]).toMatchObject({ kind: 'imageResult', payload: { error: {} } });
    expect(events[0]?.problem).toBeUndefined();
  });

  it('keeps video results and the video job’s failure body; notes a body that is neither', async () => {
    const url = videoResultWebhookUrl(relay.url, SCAN, secret);
    const result = {
      visualResult: { starts: [2000], lengths: [3000] },
      summary: { overallAIRatio: 0.3 },
    };
    expect(await deliver(url, result)).toEqual({
      status: 200,
      json: { received: true, duplicate: false },
    });
    await deliver(url, { scanId: SCAN, error: { id: 'invalid_parameter', message: 'No video.' } });
    await deliver(url, { summary: { overallAIRatio: 0.3 } });
    // The secret belongs in the path: the service sends the job's headers to the video's host.
    expect((await deliver(videoResultWebhookUrl(relay.url, SCAN, '-'), result)).status).toBe(404);
    const { events } = await listEvents(relay.url, { scanId: SCAN });
    expect(events.map((e) => e.kind)).toEqual(['videoResult', 'videoResult', 'videoResult']);
    expect(events[0]).toMatchObject({ payload: result });
    expect(events[0]?.problem).toBeUndefined();
    expect(events[1]).toMatchObject({ payload: { error: { id: 'invalid_parameter' } } });
    expect(events[1]?.problem).toBeUndefined();
    expect(events[2]?.problem).toMatch(/neither audioResult nor visualResult/);
    expect(events[2]?.payload).toBeUndefined();
  });
});
