/** The cost guard: a text check estimated above the user's lines waits for a yes, or is refused. */
import { isTextCheck } from '../../../../src/shared/checks/check-record.ts';
import { afterEach, describe, expect, it } from 'vitest';
import { finished, onlyId } from '../helpers/check-waits.ts';
import { openTextPage } from '../helpers/test-pages.ts';
import { startWorker, type TestWorker } from '../helpers/worker-harness.ts';
import type { Settings } from '../../../../src/shared/settings/settings.ts';

/** About 700 words: three credits of AI detection. */
const LONG_TEXT = 'The river rose slowly through the night and the town kept watch. '.repeat(58);

let w: TestWorker;
afterEach(async () => {
  await w.close();
});

async function startLongCheck(
  settings: Partial<Settings>,
): Promise<{ id: string; estimate: number }> {
  w = await startWorker({ settings });
  const tabId = openTextPage(w, LONG_TEXT);
  const group = await w.askOk('checks/start-text', { tabId, source: 'page', kinds: ['ai-text'] });
  const [check] = group.checks.filter(isTextCheck);
  return { id: onlyId(group), estimate: check?.costEstimate ?? -1 };
}

describe('the cost guard', () => {
  it('stops a check above the ask-first line, and runs it once that cost is confirmed', async () => {
    const { id, estimate } = await startLongCheck({ confirmCreditsAbove: 1 });
    expect(estimate).toBe(3);
    expect(await (await w.history()).get(id)).toMatchObject({
      status: 'failed',
      costEstimate: 3,
      error: { kind: 'credits', code: 'needs-confirmation' },
    });
    expect(w.requestsTo('/writer-detector/')).toBe(0);

    const short = await w.askOk('checks/rerun', { ids: [id], confirmCredits: 2 });
    expect(short.checks[0]?.error?.code).toBe('needs-confirmation');

    const confirmed = await w.askOk('checks/rerun', { ids: [id], confirmCredits: 3 });
    const rerunId = onlyId(confirmed);
    expect(await finished(w, rerunId)).toMatchObject({ status: 'done', credits: 3 });
    expect(w.requestsTo('/writer-detector/')).toBe(1);
  });

  it('refuses a check above the cap whatever was confirmed', async () => {
    const { id } = await startLongCheck({ confirmCreditsAbove: 1, maxCreditsPerCheck: 2 });
    const rerun = await w.askOk('checks/rerun', { ids: [id], confirmCredits: 3 });
    expect(rerun.checks[0]).toMatchObject({
      status: 'failed',
      error: { kind: 'credits', code: 'over-limit' },
    });
    expect(w.requestsTo('/writer-detector/')).toBe(0);
  });

  it('lets sandbox checks through, since they spend nothing', async () => {
    const { id } = await startLongCheck({ confirmCreditsAbove: 1, sandbox: true });
    expect(await finished(w, id)).toMatchObject({ status: 'done' });
  });
});
