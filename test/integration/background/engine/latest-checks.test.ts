/** Each tab's latest checks, kept in one storage item that several events change. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { onlyId } from '../helpers/check-waits.ts';
import { AI_WRITTEN, openTextPage } from '../helpers/test-pages.ts';
import { startWorker, type TestWorker } from '../helpers/worker-harness.ts';

const LATEST = 'checks.latestByTab';

let w: TestWorker;
beforeEach(async () => {
  w = await startWorker();
});
afterEach(async () => {
  await w.close();
});

describe("a tab's latest checks", () => {
  it('survive another tab closing while they are being stored', async () => {
    const other = w.fake.tabs.open({ url: 'https://example.com/other' });
    const tabId = openTextPage(w, AI_WRITTEN);
    // The browser is slow to store: the tab closes while this tab's checks are being recorded.
    const release = w.fake.session.holdWrites(LATEST);
    const started = w.askOk('checks/start-text', { tabId, source: 'page', kinds: ['ai-text'] });
    await w.until('the write to wait', () => w.fake.session.waitingWrites(LATEST) === 1);
    w.fake.tabs.close(other);
    release();

    const id = onlyId(await started);
    expect((await w.askOk('checks/latest', { tabId })).ids).toEqual([id]);
    expect(await w.askOk('checks/latest', { tabId: other })).toEqual({ ids: [], checks: [] });
  });
});
