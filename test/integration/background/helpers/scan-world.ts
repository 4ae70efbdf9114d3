/** A page to scan, the user's relay and the worker set up to use it, for URL scan tests. */
import type { DeliveryAttempt } from '../../../fake-service/index.ts';
import { startTestRelay, TOKEN, type TestRelay } from '../../../relay/helpers/test-relay.ts';
import { startReceiver, type Receiver } from '../../helpers/receiver.ts';
import type { UrlScanCheck } from '../../../../src/shared/checks/check-record.ts';
import type { TestWorker } from './worker-harness.ts';

const PAGE = `<html><body><p>${'Rivers carve valleys over long ages of rain and frost. '.repeat(60)}</p></body></html>`;
export const FOLLOW_ALARM = 'url-scans-follow';

export interface ScanWorld {
  site: Receiver;
  relay: TestRelay;
  /** A tab showing the page (on this machine: the fake service crawls only loopback). */
  tabId: number;
  close(): Promise<void>;
}

export async function startScanWorld(
  worker: TestWorker,
  scanSettings: { checkCreditsFirst?: boolean } = {},
): Promise<ScanWorld> {
  const site = await startReceiver(() => ({ body: PAGE, contentType: 'text/html' }));
  const relay = await startTestRelay();
  await worker.askOk('scans/settings-save', {
    settings: { relayUrl: relay.url, ...scanSettings },
    relayToken: TOKEN,
  });
  const tabId = worker.fake.tabs.open({ url: `${site.url}/rivers.html`, title: 'Rivers' });
  return {
    site,
    relay,
    tabId,
    close: async () => {
      await site.close();
      await relay.dispose();
    },
  };
}

/** The service's delivery for `scanId` whose address ends with `ending`, once the relay took it. */
export function deliveredTo(
  worker: TestWorker,
  scanId: string,
  ending: string,
): Promise<DeliveryAttempt> {
  return worker.svc.control.waitForDelivery(
    (d) => d.scanId === scanId && d.url.endsWith(ending) && d.status === 200,
    { timeoutMs: 20_000 },
  );
}

/**
 * Starts a scan of the world's page by its address and follows it, on its alarm, to its result.
 * (The page is on loopback, which the rule would send as text: the address is asked for.)
 */
export async function finishedScan(worker: TestWorker, world: ScanWorld): Promise<UrlScanCheck> {
  const started = await worker.askOk('scans/start', { tabId: world.tabId, route: 'url' });
  await deliveredTo(worker, started.id, '/status/completed');
  worker.fireAlarm(FOLLOW_ALARM);
  return worker.until('the scan to finish', async () => {
    const { scan } = await worker.askOk('scans/get', { id: started.id });
    return scan?.status === 'done' && scan;
  });
}
