/** `history/recent` and `history/clear`: summaries without the checked text; open work is kept. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { finished, onlyId } from '../helpers/check-waits.ts';
import { AI_WRITTEN, openTextPage } from '../helpers/test-pages.ts';
import { startWorker, type TestWorker } from '../helpers/worker-harness.ts';

let w: TestWorker;
beforeEach(async () => {
  w = await startWorker();
});
afterEach(async () => {
  await w.close();
});

describe('history', () => {
  it('lists the newest checks without their input, and clears finished ones only', async () => {
    const tabId = openTextPage(w, AI_WRITTEN);
    const doneId = onlyId(
      await w.askOk('checks/start-text', { tabId, source: 'page', kinds: ['ai-text'] }),
    );
    await finished(w, doneId);
    const held = w.hold('/text-moderation/');
    const openId = onlyId(
      await w.askOk('checks/start-text', { tabId, source: 'page', kinds: ['moderation'] }),
    );
    await held.arrived();

    const { checks } = await w.askOk('history/recent', { limit: 10 });
    expect(checks.map((c) => c.id).sort()).toEqual([doneId, openId].sort());
    expect(JSON.stringify(checks)).not.toContain('The committee reviewed');

    expect(await w.askOk('history/clear', {})).toEqual({ removed: 1 });
    expect((await w.askOk('history/recent', { limit: 10 })).checks.map((c) => c.id)).toEqual([
      openId,
    ]);
    held.release();
    expect(await finished(w, openId)).toMatchObject({ status: 'done' });
  });
});
