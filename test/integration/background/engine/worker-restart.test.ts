/** A check outlives the worker that started it: the next worker goes on with the same scan id. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ok } from '../../../../src/core/errors.ts';
import { png } from '../../../unit/api/helpers/images.ts';
import { startReceiver } from '../../helpers/receiver.ts';
import { checkWhere, finished, onlyId } from '../helpers/check-waits.ts';
import { AI_WRITTEN, openTextPage } from '../helpers/test-pages.ts';
import { startWorker, type TestWorker } from '../helpers/worker-harness.ts';

let w: TestWorker;
beforeEach(async () => {
  w = await startWorker();
});
afterEach(async () => {
  await w.close();
});

describe('a restarted worker', () => {
  it('runs again a check left running by a stopped worker, with the same scan id', async () => {
    const held = w.hold('/writer-detector/');
    const tabId = openTextPage(w, AI_WRITTEN);
    const group = await w.askOk('checks/start-text', { tabId, source: 'page', kinds: ['ai-text'] });
    const id = onlyId(group);
    expect(await held.arrived()).toContain(`/writer-detector/${id}/check`);
    expect(await (await w.history()).get(id)).toMatchObject({ status: 'running', attempts: 1 });

    // The browser stops the worker with the request out; the next start finds the record running.
    held.stopHolding();
    await w.restart();
    const done = await finished(w, id);
    expect(done).toMatchObject({ id, status: 'done', attempts: 2 });
    expect(w.requestsTo(`/writer-detector/${id}/check`)).toBe(1);
    expect((await (await w.history()).recent(10)).map((r) => r.id)).toEqual([id]);
    // The new worker answers the popup about the same tab.
    const latest = await w.askOk('checks/latest', { tabId });
    expect(latest.ids).toEqual([id]);
  });

  it('is woken by the resume alarm a stopped worker set, and completes the waiting check', async () => {
    w.svc.control.faults.add({ route: '/writer-detector/', kind: 'status', status: 429, times: 5 });
    const tabId = openTextPage(w, AI_WRITTEN);
    const id = onlyId(
      await w.askOk('checks/start-text', { tabId, source: 'page', kinds: ['ai-text'] }),
    );
    const waiting = await checkWhere(w, id, 'the check to wait', (r) => r.retryAt !== undefined);
    await w.until(
      'the resume alarm at the retry time',
      () => w.fake.alarms.scheduled('checks-resume')?.scheduledTime === waiting.retryAt,
    );

    await w.restart();
    w.fireAlarm('checks-resume');
    expect(await finished(w, id)).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('sends the image a stopped worker had prepared, kept in history until answered', async () => {
    const photo = png(1024, 768);
    const site = await startReceiver(() => ({ body: photo, contentType: 'image/png' }));
    try {
      const tabId = w.fake.tabs.open({ url: `${site.url}/gallery.html` });
      w.fake.contentScript.answer('content/best-image-source', ({ src }) => ok({ src }));
      const held = w.hold('/ai-image-detector/');
      const id = onlyId(await w.askOk('checks/start-image', { tabId, src: `${site.url}/a.png` }));
      await held.arrived();
      held.stopHolding();
      await w.restart();

      expect(await finished(w, id)).toMatchObject({ status: 'done', attempts: 2 });
      const sent = w.svc.control.images.filter((image) => image.scanId === id);
      expect(sent.map((image) => new Uint8Array(image.bytes))).toEqual([photo]);
      // Fetched once, by the worker that started the check.
      expect(site.calls).toHaveLength(1);
      expect(await (await w.history()).getInput(id)).toBeUndefined();
    } finally {
      await site.close();
    }
  });
});
