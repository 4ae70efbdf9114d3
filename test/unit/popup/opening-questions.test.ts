import { afterEach, describe, expect, it, vi } from 'vitest';

/** The worker's answers, resolved by each test when it wants them to arrive. */
const worker = vi.hoisted(() => ({
  calls: [] as [string, unknown][],
  answer: new Map<string, (value: unknown) => void>(),
}));

vi.mock('../../../src/platform/messaging.ts', () => ({
  sendToBackground: (type: string, payload: unknown) => {
    worker.calls.push([type, payload]);
    return new Promise((resolve) => worker.answer.set(type, resolve));
  },
}));

const { askOnOpening, awaitOpening } = await import('../../../src/popup/opening-questions.ts');

const flush = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

afterEach(() => {
  worker.calls.length = 0;
  worker.answer.clear();
  vi.useRealTimers();
});

describe('the popup opening questions', () => {
  it('asks for the account and the selection of the tab it works on, at once', () => {
    askOnOpening(7);
    expect(worker.calls).toEqual([
      ['account/summary', {}],
      ['selection/get', { tabId: 7 }],
    ]);
  });

  it('asks about the active tab when given none', () => {
    askOnOpening(undefined);
    expect(worker.calls[1]).toEqual(['selection/get', {}]);
  });

  it('lets the first render wait for both answers and read them', async () => {
    const opening = askOnOpening(3);
    let waited = false;
    void awaitOpening(opening, 60_000).then(() => (waited = true));
    worker.answer.get('account/summary')?.({ ok: true, value: 'account' });
    await flush();
    expect(waited).toBe(false);
    worker.answer.get('selection/get')?.({ ok: true, value: 'selection' });
    await flush();
    expect(waited).toBe(true);
    expect(opening.account.value).toEqual({ ok: true, value: 'account' });
    expect(opening.selection.value).toEqual({ ok: true, value: 'selection' });
  });

  it('stops waiting at the limit when the worker is slow, with nothing read yet', async () => {
    vi.useFakeTimers();
    const opening = askOnOpening(3);
    let waited = false;
    void awaitOpening(opening, 150).then(() => (waited = true));
    await vi.advanceTimersByTimeAsync(149);
    expect(waited).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(waited).toBe(true);
    expect(opening.account.value).toBeUndefined();
    expect(opening.selection.value).toBeUndefined();
  });

  it('asks for the selection again, waiting for the frames, when the first came without them', async () => {
    const opening = askOnOpening(3);
    const unsurveyed = { ok: true, value: { text: '', unsurveyed: true } };
    worker.answer.get('selection/get')?.(unsurveyed);
    await flush();
    expect(opening.selection.value).toEqual(unsurveyed);
    expect(worker.calls.at(-1)).toEqual(['selection/get', { tabId: 3, waitForFrames: true }]);
    const surveyed = { ok: true, value: { text: 'in a frame', frameId: 4 } };
    worker.answer.get('selection/get')?.(surveyed);
    expect(await opening.surveyedSelection).toEqual(surveyed);
  });

  it('asks once when the first answer had the frames surveyed', async () => {
    const opening = askOnOpening(3);
    worker.answer.get('selection/get')?.({ ok: true, value: { text: 'here' } });
    expect(await opening.surveyedSelection).toBeUndefined();
    expect(worker.calls.filter(([type]) => type === 'selection/get')).toHaveLength(1);
  });
});
