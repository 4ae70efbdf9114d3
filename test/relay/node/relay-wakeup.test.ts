/**
 * A long poll is woken by the event, not by reading after it: proven by a bus that says when the
 * poll starts listening, which only the Node relay lets a test hold (the same app code runs in
 * the Durable Object, where the shared suite checks the event reaches the poll).
 */
import { afterEach, expect, it } from 'vitest';
import { createEventBus, type EventBus } from '../../../src/relay/event-bus.ts';
import { newResultWebhookUrl } from '../../../src/relay-protocol/relay-urls.ts';
import {
  deliver,
  hookSecret,
  listEvents,
  startTestRelay,
  type TestRelay,
} from '../helpers/test-relay.ts';

const SCAN = 'al-scan-wake';
let relay: TestRelay | undefined;

afterEach(async () => {
  await relay?.dispose();
});

it('holds a long poll open until an event arrives', async () => {
  const bus = createEventBus();
  let listening: () => void = () => undefined;
  const pollListens = new Promise<void>((resolve) => (listening = resolve));
  const watchedBus: EventBus = {
    notify: (stored) => bus.notify(stored),
    subscribe: (listener) => {
      listening();
      return bus.subscribe(listener);
    },
  };
  relay = await startTestRelay({ runtime: 'node', bus: watchedBus });
  const secret = await hookSecret(SCAN);
  // Longer than the test may take: only the event can end this poll in time.
  const poll = listEvents(relay.url, { scanId: SCAN, after: 0, waitSeconds: 60 });
  await pollListens;
  await deliver(newResultWebhookUrl(relay.url, SCAN, secret), { score: 7, internet: [] });
  const page = await poll;
  expect(page.events.map((e) => e.kind)).toEqual(['newResult']);
});
