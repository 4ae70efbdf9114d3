import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNT } from '../../helpers/setup.ts';
import { startWorker, type TestWorker } from '../helpers/worker-harness.ts';
import { AI_WRITTEN, openTextPage } from '../helpers/test-pages.ts';
import { finished, onlyId } from '../helpers/check-waits.ts';

let w: TestWorker;
beforeEach(async () => {
  w = await startWorker();
});
afterEach(async () => {
  await w.close();
});

describe('text checks started on a tab', () => {
  it('reads the tab, stores the check, runs it against the service and shows the result', async () => {
    const tabId = openTextPage(w, AI_WRITTEN);
    const group = await w.askOk('checks/start-text', {
      tabId,
      source: 'selection',
      kinds: ['ai-text'],
    });
    const id = onlyId(group);
    expect(group.checks[0]).toMatchObject({
      kind: 'ai-text',
      status: 'pending',
      input: AI_WRITTEN,
      source: { tabId, origin: 'selection', url: 'https://example.com/article' },
    });

    const done = await finished(w, id);
    expect(done).toMatchObject({ status: 'done', attempts: 1 });
    expect(done.credits).toBeGreaterThan(0);
    expect(w.requestsTo(`/writer-detector/${id}/check`, 'POST')).toBe(1);
    await w.until('the badge to show the AI share', () => w.fake.badge(tabId).text === '100%');
    expect(w.fake.badge(tabId).title).toContain('100% of the text AI-written');
    await w.until(
      'the spans to be painted on the page',
      () => w.fake.contentScript.payloadsOf('content/highlight').length > 0,
    );
    expect(w.fake.log.count('scripting.insertCSS')).toBe(1);
  });

  it('answers the same text again from history, for free, and spends again on a rerun', async () => {
    const tabId = openTextPage(w, AI_WRITTEN);
    const first = await w.askOk('checks/start-text', { tabId, source: 'page', kinds: ['ai-text'] });
    const firstId = onlyId(first);
    const spent = (await finished(w, firstId)).credits ?? 0;
    const balance = w.svc.control.credits(ACCOUNT.email);

    const again = await w.askOk('checks/start-text', { tabId, source: 'page', kinds: ['ai-text'] });
    expect(again.checks[0]).toMatchObject({ status: 'done', cachedFrom: firstId, credits: 0 });
    expect(w.requestsTo('/writer-detector/')).toBe(1);

    const rerun = await w.askOk('checks/rerun', { ids: again.ids });
    const rerunId = onlyId(rerun);
    expect(rerunId).not.toBe(firstId);
    expect(rerun.checks[0]?.cachedFrom).toBeUndefined();
    expect(await finished(w, rerunId)).toMatchObject({ status: 'done', credits: spent });
    expect(w.requestsTo(`/writer-detector/${rerunId}/check`)).toBe(1);
    expect(w.svc.control.credits(ACCOUNT.email)).toBe(balance - spent);
  });

  it('keeps on the check how much text no reader could see was left out, for the popup', async () => {
    const leftOut = [{ reason: 'unseen' as const, chars: 321 }];
    const tabId = openTextPage(w, AI_WRITTEN, { leftOut });
    const group = await w.askOk('checks/start-text', {
      tabId,
      source: 'page',
      kinds: ['ai-text', 'moderation'],
    });
    expect(group.checks.map((c) => c.source.leftOut)).toEqual([leftOut, leftOut]);
    const rerun = await w.askOk('checks/rerun', { ids: group.ids });
    expect(rerun.checks.map((c) => c.source.leftOut)).toEqual([leftOut, leftOut]);
  });

  it('refuses a text too short for AI detection without asking the service', async () => {
    const tabId = openTextPage(w, 'Too short to say anything about.');
    const group = await w.askOk('checks/start-text', {
      tabId,
      source: 'selection',
      kinds: ['ai-text'],
    });
    expect(group.checks[0]).toMatchObject({
      status: 'failed',
      error: { kind: 'invalid-input', field: 'text' },
    });
    expect(group.checks[0]?.error?.message).toContain('at least 255 characters');
    await w.until('the failure on the badge', () => w.fake.badge(tabId).text === '!');
    expect(w.requestsTo('/writer-detector/')).toBe(0);
  });

  it('says so when nothing is selected, and stores nothing', async () => {
    const tabId = openTextPage(w, '   ');
    const answer = await w.ask('checks/start-text', {
      tabId,
      source: 'selection',
      kinds: ['ai-text'],
    });
    expect(answer).toMatchObject({ ok: false, error: { kind: 'invalid-input', field: 'text' } });
    expect(await (await w.history()).recent(10)).toEqual([]);
  });

  it('injects the content script into a tab that has none yet, and refuses browser pages', async () => {
    const tabId = openTextPage(w, AI_WRITTEN);
    await w.askOk('checks/start-text', { tabId, source: 'selection', kinds: ['moderation'] });
    expect(w.fake.log.argsOf('scripting.executeScript')).toEqual([
      { target: { tabId, frameIds: [0] }, files: ['src/content/content-script.js'] },
    ]);

    const browserPage = w.fake.tabs.open({ url: 'chrome://settings/', scriptable: false });
    const refused = await w.ask('checks/start-text', {
      tabId: browserPage,
      source: 'page',
      kinds: ['ai-text'],
    });
    expect(refused).toMatchObject({
      ok: false,
      error: { kind: 'permission', code: 'browser-page' },
    });
  });
});
