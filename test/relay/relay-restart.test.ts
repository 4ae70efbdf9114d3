/** Restarts on the same data: nothing acknowledged lost, cursors continue, duplicates recognised. */
import { afterEach, describe, expect, it } from 'vitest';
import {
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
} from './helpers/test-relay.ts';

const SCAN = 'al-scan-restart';

const cleanups: (() => Promise<void> | void)[] = [];

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function testRelay(): Promise<TestRelay> {
  const relay = await startTestRelay();
  cleanups.push(() => relay.dispose());
  return relay;
}

describe('relay restarts', () => {
  it('keeps every event and continues the cursor after a restart', async () => {
    const relay = await testRelay();
    const secret = await hookSecret(SCAN);
    const completed = statusWebhookUrl(relay.url, SCAN, secret).replace('{STATUS}', 'completed');
    await deliver(newResultWebhookUrl(relay.url, SCAN, secret), { score: 10 });
    await deliver(completed, { status: 0 });
    await deliver(videoResultWebhookUrl(relay.url, SCAN, secret), {
      visualResult: { starts: [0], lengths: [1000] },
    });
    const before = await listEvents(relay.url, { scanId: SCAN });
    expect(before.events.map((e) => [e.id, e.kind])).toEqual([
      [1, 'newResult'],
      [2, 'status'],
      [3, 'videoResult'],
    ]);

    await relay.restart();

    const after = await listEvents(relay.url, { scanId: SCAN });
    expect(after.events).toEqual(before.events);
    // A redelivery that arrives after the restart is still a duplicate.
    expect(await deliver(completed, { status: 0 })).toMatchObject({
      status: 200,
      json: { duplicate: true },
    });
    await deliver(newResultWebhookUrl(relay.url, SCAN, secret), { score: 20 });
    const next = await listEvents(relay.url, { scanId: SCAN, after: before.cursor });
    expect(next.events.map((e) => [e.id, e.payload])).toEqual([[4, { score: 20 }]]);
  });
});
