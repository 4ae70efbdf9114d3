/** `checks/cancel`: the user's word stands over whatever the service answers later. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
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

async function startCheck(): Promise<{ id: string; tabId: number }> {
  const tabId = openTextPage(w, AI_WRITTEN);
  const group = await w.askOk('checks/start-text', { tabId, source: 'page', kinds: ['ai-text'] });
  return { id: onlyId(group), tabId };
}

describe('cancelling checks', () => {
  it('stops a check waiting out a rate limit: nothing more is sent', async () => {
    w.svc.control.faults.add({ route: '/writer-detector/', kind: 'status', status: 429, times: 5 });
    const { id, tabId } = await startCheck();
    const waiting = await checkWhere(w, id, 'the check to wait', (r) => r.retryAt !== undefined);
    await w.until(
      'the resume alarm at the retry time',
      () => w.fake.alarms.scheduled('checks-resume')?.scheduledTime === waiting.retryAt,
    );

    const cancelled = await w.askOk('checks/cancel', { ids: [id] });
    expect(cancelled.checks[0]?.retryAt).toBeUndefined();
    expect(cancelled.checks[0]).toMatchObject({
      status: 'failed',
      error: { kind: 'cancelled', message: 'You cancelled this check before it was sent.' },
    });
    expect(w.fake.badge(tabId).text).toBe('!');

    // A worker starting later finds nothing left to run, and drops the resume alarm.
    await w.restart();
    // Other followers clear their own alarms at start too: this one is the runner's.
    await w.until(
      'the worker to find nothing to run',
      () => !w.fake.alarms.scheduled('checks-resume'),
    );
    expect(w.fake.alarms.scheduled('checks-resume')).toBeUndefined();
    expect(await (await w.history()).get(id)).toMatchObject({ status: 'failed' });
    expect(w.requestsTo(`/writer-detector/${id}/check`)).toBe(5);
  });

  it('keeps a check cancelled while its request was out, whatever the service answers', async () => {
    const held = w.hold('/writer-detector/');
    const { id, tabId } = await startCheck();
    await held.arrived();

    const cancelled = await w.askOk('checks/cancel', { ids: [id] });
    expect(cancelled.checks[0]?.error?.message).toContain('it may still be charged');
    held.release();
    await w.until(
      'the service to answer',
      () => w.requestsTo(`/writer-detector/${id}/check`) === 1,
    );
    await w.until('the runner to let go', () => !w.fake.alarms.scheduled('checks-resume'));
    const record = await (await w.history()).get(id);
    expect(record).toMatchObject({ status: 'failed', error: { kind: 'cancelled' } });
    expect(record?.kind === 'ai-text' && record.result).toBeFalsy();
    expect(w.fake.badge(tabId).text).toBe('!');
  });

  it('leaves finished checks as they are', async () => {
    const { id } = await startCheck();
    await finished(w, id);
    const answer = await w.askOk('checks/cancel', { ids: [id, 'al-gone-check-000'] });
    expect(answer.checks).toMatchObject([{ id, status: 'done' }]);
  });
});
