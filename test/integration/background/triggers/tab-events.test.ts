/** Per-tab state follows the tab: forgotten when it closes, re-styled after it loads a new page. */
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

async function checkedTab(): Promise<{ tabId: number; id: string }> {
  const tabId = openTextPage(w, AI_WRITTEN);
  const id = onlyId(
    await w.askOk('checks/start-text', { tabId, source: 'page', kinds: ['ai-text'] }),
  );
  await finished(w, id);
  await w.until(
    'the spans painted',
    () => w.fake.contentScript.payloadsOf('content/highlight').length === 1,
  );
  return { tabId, id };
}

describe('tab lifecycle', () => {
  it('forgets a closed tab’s latest checks; the checks stay in history', async () => {
    const { tabId, id } = await checkedTab();
    expect((await w.askOk('checks/latest', { tabId })).ids).toEqual([id]);

    w.fake.tabs.close(tabId);
    await w.until(
      'the tab to be forgotten',
      async () => (await w.askOk('checks/latest', { tabId })).ids.length === 0,
    );
    expect((await w.askOk('checks/get', { ids: [id] })).ids).toEqual([id]);
  });

  it('styles a tab again after it loaded a new page, with a new highlight token', async () => {
    const { tabId, id } = await checkedTab();
    w.fake.tabs.navigate(tabId, 'https://example.com/article');
    const { applied } = await w.askOk('checks/highlight', { ids: [id] });
    expect(applied).toBeGreaterThan(0);

    expect(w.fake.log.count('scripting.insertCSS')).toBe(2);
    const tokens = w.fake.contentScript.payloadsOf('content/highlight').map((p) => p.token);
    expect(tokens).toHaveLength(2);
    expect(tokens[0]).not.toEqual(tokens[1]);
  });
});
