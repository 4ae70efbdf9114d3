/** `checks/retry-now`: the popup opened, so checks waiting for the network are tried at once. */
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

async function waitingCheck(): Promise<string> {
  const tabId = openTextPage(w, AI_WRITTEN);
  const group = await w.askOk('checks/start-text', { tabId, source: 'page', kinds: ['ai-text'] });
  const id = onlyId(group);
  await checkWhere(w, id, 'the check to wait', (r) => r.status === 'pending' && !!r.retryAt);
  return id;
}

describe('trying waiting checks now', () => {
  it('sends at once a check that could not reach the service', async () => {
    w.svc.control.faults.add({ route: '/writer-detector/', kind: 'drop' });
    const id = await waitingCheck();
    expect(await (await w.history()).get(id)).toMatchObject({ error: { kind: 'network' } });

    expect(await w.askOk('checks/retry-now', { ids: [id] })).toEqual({ retried: 1 });
    expect(await finished(w, id)).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('leaves a rate-limited check to its wait', async () => {
    w.svc.control.faults.add({ route: '/writer-detector/', kind: 'status', status: 429, times: 5 });
    const id = await waitingCheck();
    expect(await w.askOk('checks/retry-now', { ids: [id] })).toEqual({ retried: 0 });
    expect(await (await w.history()).get(id)).toMatchObject({ status: 'pending', attempts: 1 });
    expect(w.requestsTo(`/writer-detector/${id}/check`)).toBe(5);
  });
});
