/** The check runner waits out a passing fault where the user sees it, on its resume alarm. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkWhere, finished, onlyId } from '../helpers/check-waits.ts';
import { AI_WRITTEN, openTextPage } from '../helpers/test-pages.ts';
import { startWorker, type TestWorker } from '../helpers/worker-harness.ts';

const RESUME = 'checks-resume';
let w: TestWorker;
beforeEach(async () => {
  w = await startWorker();
});
afterEach(async () => {
  await w.close();
});

/** Every request to AI detection answers 429 until `times` are used up. */
function rateLimit(times: number): void {
  w.svc.control.faults.add({ route: '/writer-detector/', kind: 'status', status: 429, times });
}

async function startCheck(): Promise<{ id: string; tabId: number }> {
  const tabId = openTextPage(w, AI_WRITTEN);
  const group = await w.askOk('checks/start-text', { tabId, source: 'page', kinds: ['ai-text'] });
  return { id: onlyId(group), tabId };
}

describe('the check runner', () => {
  it('keeps a check still rate-limited after the client’s retries pending, and its alarm completes it', async () => {
    rateLimit(5);
    const { id, tabId } = await startCheck();
    const waiting = await checkWhere(w, id, 'the check to wait', (r) => r.retryAt !== undefined);
    expect(waiting).toMatchObject({
      status: 'pending',
      attempts: 1,
      error: { kind: 'rate-limited' },
    });
    // The client retried four times on its own before giving the wait to the worker.
    expect(w.clientWaits).toHaveLength(4);
    expect(w.requestsTo(`/writer-detector/${id}/check`)).toBe(5);
    // While the request was out the alarm was a watchdog; now it is set for the retry time.
    await w.until(
      'the resume alarm at the retry time',
      () => w.fake.alarms.scheduled(RESUME)?.scheduledTime === waiting.retryAt,
    );
    expect(w.fake.badge(tabId).text).toBe('…');

    w.fireAlarm(RESUME);
    const done = await finished(w, id);
    expect(done).toMatchObject({
      status: 'done',
      attempts: 2,
      error: undefined,
      retryAt: undefined,
    });
    expect(w.requestsTo(`/writer-detector/${id}/check`)).toBe(6);
    await w.until('the alarm to be cleared', () => w.fake.alarms.scheduled(RESUME) === undefined);
    await w.until('the result on the badge', () => w.fake.badge(tabId).text === '100%');
  });

  it('leaves a waiting check alone when the alarm wakes the worker before its time', async () => {
    rateLimit(5);
    const { id } = await startCheck();
    const waiting = await checkWhere(w, id, 'the check to wait', (r) => r.retryAt !== undefined);
    await w.until(
      'the resume alarm at the retry time',
      () => w.fake.alarms.scheduled(RESUME)?.scheduledTime === waiting.retryAt,
    );

    // The watchdog, or a browser that fires early: the clock has not reached retryAt.
    w.fake.alarms.fire(RESUME);
    const again = await w.until('the alarm to be set again', () => w.fake.alarms.scheduled(RESUME));
    expect(again.scheduledTime).toBe(waiting.retryAt);
    expect(await (await w.history()).get(id)).toMatchObject({ status: 'pending', attempts: 1 });
    expect(w.requestsTo(`/writer-detector/${id}/check`)).toBe(5);
  });

  it('fails a check the service refuses for good, without waiting', async () => {
    w.svc.control.setCredits('lens@example.test', 0);
    const { id, tabId } = await startCheck();
    const failed = await finished(w, id);
    expect(failed).toMatchObject({ status: 'failed', error: { kind: 'credits' } });
    expect(failed.retryAt).toBeUndefined();
    await w.until('the failure on the badge', () => w.fake.badge(tabId).text === '!');
    await w.until('the resume alarm to be cleared', () => !w.fake.alarms.scheduled(RESUME));
    expect(w.requestsTo('/writer-detector/')).toBe(1);
  });
});
