/** `history/recent` and `history/clear`: summaries without the checked text; open work is kept. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { finished, onlyId } from '../helpers/check-waits.ts';
import { AI_WRITTEN, openTextPage } from '../helpers/test-pages.ts';
import { startWorker, type TestWorker } from '../helpers/worker-harness.ts';
import { openHistory, History } from '../../../../src/background/stores/history-db.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Moves a check's time back, as if it had been made `days` ago. */
async function age(id: string, days: number): Promise<void> {
  const history = new History(await openHistory());
  await history.update(id, (r) => ({ ...r, createdAt: Date.now() - days * DAY_MS }));
}

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

  it('forgets finished checks past the days chosen, when chosen and at each start', async () => {
    const tabId = openTextPage(w, AI_WRITTEN);
    const ids: string[] = [];
    for (const kinds of [['ai-text'], ['moderation']] as const) {
      const id = onlyId(
        await w.askOk('checks/start-text', { tabId, source: 'page', kinds: [...kinds] }),
      );
      await finished(w, id);
      ids.push(id);
    }
    const [older, newer] = ids as [string, string];
    await age(older, 40);
    await age(newer, 20);
    const listed = async (): Promise<string[]> =>
      (await w.askOk('history/recent', { limit: 10 })).checks.map((c) => c.id).sort();

    // Three months by default: both are kept.
    await w.restart();
    expect(await listed()).toEqual([...ids].sort());
    // A month: the 40-day-old one goes at once.
    await w.askOk('settings/save', { historyDays: 30 });
    expect(await listed()).toEqual([newer]);
    // Kept until cleared: nothing goes, even at a start.
    await w.askOk('settings/save', { historyDays: 0 });
    await age(newer, 400);
    await w.restart();
    expect(await listed()).toEqual([newer]);
    // A week: it goes at once.
    await w.askOk('settings/save', { historyDays: 7 });
    expect(await listed()).toEqual([]);
  });
});
