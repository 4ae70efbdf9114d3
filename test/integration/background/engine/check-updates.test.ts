/**
 * Pages follow checks through `checks.updated`: every change must reach them, even two in the
 * same millisecond. The browser fires storage.onChanged only when a value really changes.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkWhere, onlyId } from '../helpers/check-waits.ts';
import { AI_WRITTEN, openTextPage } from '../helpers/test-pages.ts';
import { startWorker, type TestWorker } from '../helpers/worker-harness.ts';

let w: TestWorker;
/** The ids of each change of `checks.updated` an open page was told of, in order. */
let told: unknown[];

beforeEach(async () => {
  w = await startWorker();
  told = [];
  w.fake.onStorageChanged.addListener((changes, area) => {
    const change = changes['checks.updated'];
    if (area === 'session' && change) told.push(change.newValue);
  });
});
afterEach(async () => {
  await w.close();
});

describe('check updates', () => {
  it('reach open pages for every step of a check, however fast the steps come', async () => {
    // Every step in one millisecond, as on a fast machine.
    w.freezeClock();
    const tabId = openTextPage(w, AI_WRITTEN);
    const id = onlyId(
      await w.askOk('checks/start-text', { tabId, source: 'page', kinds: ['ai-text'] }),
    );
    // Done, and how its spans fared on the page kept: the last step there is.
    await checkWhere(w, id, 'the paint report', (r) => r.kind === 'ai-text' && !!r.painted);
    await w.until('the runner to let go', () => !w.fake.alarms.scheduled('checks-resume'));

    // Stored, running, done, painted: each announced, so a page re-reads after the last.
    expect(told.length).toBeGreaterThanOrEqual(4);
    expect(told.at(-1)).toMatchObject({ ids: [id] });
  });

  it('tell a page at once that a check failed without reaching the service', async () => {
    w.freezeClock();
    // A key the service refused before is not sent again: the check fails in a moment.
    await w.fake.local.set({
      'account.check': {
        state: 'rejected',
        at: Date.now(),
        subject: `lens@example.test ${w.svc.authUrl}`,
      },
    });
    const tabId = openTextPage(w, AI_WRITTEN);
    const id = onlyId(
      await w.askOk('checks/start-text', { tabId, source: 'page', kinds: ['ai-text'] }),
    );
    await checkWhere(w, id, 'the check to fail', (r) => r.status === 'failed');
    await w.until('the runner to let go', () => !w.fake.alarms.scheduled('checks-resume'));
    expect(told.length).toBe(3);
    expect(w.requestsTo('/')).toBe(0);
  });
});
