/** Heatmaps of finished image checks: refused without a relay, else sent and read from the relay. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ok } from '../../../../src/core/errors.ts';
import { png } from '../../../unit/api/helpers/images.ts';
import { startTestRelay, TOKEN, type TestRelay } from '../../../relay/helpers/test-relay.ts';
import { startReceiver, type Receiver } from '../../helpers/receiver.ts';
import { finished, onlyId } from '../helpers/check-waits.ts';
import { startWorker, type TestWorker } from '../helpers/worker-harness.ts';

let w: TestWorker;
let site: Receiver;
let relay: TestRelay | undefined;
let id: string;

beforeEach(async () => {
  w = await startWorker();
  site = await startReceiver(() => ({ body: png(1024, 768), contentType: 'image/png' }));
  const tabId = w.fake.tabs.open({ url: `${site.url}/gallery.html` });
  w.fake.contentScript.answer('content/best-image-source', ({ src }) => ok({ src }));
  w.fake.contentScript.answer('content/show-image-mask', () => ok({ shown: 1 }));
  w.fake.contentScript.answer('content/show-image-heatmap', () => ok({ shown: 1 }));
  id = onlyId(await w.askOk('checks/start-image', { tabId, src: `${site.url}/photo.png` }));
  await finished(w, id);
});

afterEach(async () => {
  await w.close();
  await site.close();
  await relay?.dispose();
  relay = undefined;
});

describe('heatmaps', () => {
  it('are refused, with nothing spent, while no relay is set up', async () => {
    expect(await w.ask('images/request-heatmap', { id })).toMatchObject({
      ok: false,
      error: { code: 'relay-not-configured' },
    });
    expect(w.requestsTo('/ai-image-detector-async/')).toBe(0);
  });

  it('are sent with the webhook on the relay and read back from it', async () => {
    relay = await startTestRelay();
    await w.askOk('scans/settings-save', { settings: { relayUrl: relay.url }, relayToken: TOKEN });
    const asked = await w.askOk('images/request-heatmap', { id });
    expect(asked.check.heatmap).toMatchObject({ phase: 'pending' });
    const scanId = asked.check.heatmap?.scanId ?? '';

    await w.svc.control.waitForDelivery((d) => d.scanId === scanId && d.status === 200, {
      timeoutMs: 20_000,
    });
    expect(w.requestsTo(`/ai-image-detector-async/${scanId}/submit`)).toBe(1);
    // The answer is at the relay: the popup's next look finds it (after the submission step).
    const { check: followed } = await w.askOk('images/follow-heatmap', { id, waitSeconds: 0 });
    expect(followed?.heatmap?.phase).toBe('done');
    expect(followed?.heatmap?.grid).toMatchObject({ width: 1024, height: 768 });
    expect(w.fake.contentScript.payloadsOf('content/show-image-heatmap')).toHaveLength(1);
    await w.until(
      'the follow alarm to stop',
      () => !w.fake.alarms.scheduled('image-heatmaps-follow'),
    );
  });

  it('are read in the hidden page, and read again when it could not open', async () => {
    relay = await startTestRelay();
    await w.askOk('scans/settings-save', { settings: { relayUrl: relay.url }, relayToken: TOKEN });
    // The page the image check opened has closed, and cannot open again for now.
    await w.fake.browser.offscreen.closeDocument();
    const load = w.fake.hiddenPage.load;
    w.fake.hiddenPage.load = undefined;
    const opened = w.fake.log.count('offscreen.createDocument');
    const asked = await w.askOk('images/request-heatmap', { id });
    const scanId = asked.check.heatmap?.scanId ?? '';
    await w.svc.control.waitForDelivery((d) => d.scanId === scanId && d.status === 200, {
      timeoutMs: 20_000,
    });
    const first = await w.askOk('images/follow-heatmap', { id, waitSeconds: 0 });
    // The answer stays unread at the relay, not lost: the heatmap still waits for it.
    expect(first.check?.heatmap).toMatchObject({ phase: 'waiting', cursor: 0 });
    expect(first.check?.heatmap?.relayProblem).toContain('could not be read');

    w.fake.hiddenPage.load = load;
    const { check: again } = await w.askOk('images/follow-heatmap', { id, waitSeconds: 0 });
    expect(again?.heatmap).toMatchObject({ phase: 'done', grid: { width: 1024, height: 768 } });
    expect(w.fake.log.count('offscreen.createDocument')).toBe(opened + 2);
  });
});
