import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CheckRecord } from '../../../../src/shared/checks/check-record.ts';
import type { MarkTampering } from '../../../../src/shared/messages/marks.ts';
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

describe('a page that changed the marks on it', () => {
  it('is kept on the checks painted from that text, once, when its tab’s content script says so', async () => {
    const tabId = openTextPage(w, AI_WRITTEN);
    const id = onlyId(
      await w.askOk('checks/start-text', { tabId, source: 'page', kinds: ['ai-text'] }),
    );
    const done = await finished(w, id);
    const textId = done.source.textId ?? '';
    expect(textId).not.toBe('');
    const fromTab = w.fake.contentScriptSender(tabId, 'https://example.com/article');
    const record = async (): Promise<CheckRecord | undefined> =>
      (await w.askOk('checks/get', { ids: [id] })).checks[0];

    // Another text of the tab (an older reading), or another tab: not these checks.
    expect(
      await w.askOk('marks/changed', { textId: 'not-this-one', found: ['ranges'] }, fromTab),
    ).toEqual({ kept: 0 });
    const otherTab = openTextPage(w, AI_WRITTEN);
    expect(
      await w.askOk(
        'marks/changed',
        { textId, found: ['ranges'] },
        w.fake.contentScriptSender(otherTab),
      ),
    ).toEqual({ kept: 0 });
    expect((await record())?.marksChangedAt).toBeUndefined();

    expect(
      await w.askOk('marks/changed', { textId, found: ['entry', 'covered'] }, fromTab),
    ).toEqual({ kept: 1 });
    const first = (await record())?.marksChangedAt;
    expect(first).toEqual(expect.any(Number));
    // Said again: the first time stays.
    expect(await w.askOk('marks/changed', { textId, found: ['legend'] }, fromTab)).toEqual({
      kept: 0,
    });
    expect((await record())?.marksChangedAt).toBe(first);
  });

  it('is kept, with its sheet taken out of the document, when the page fought them off it', async () => {
    const tabId = openTextPage(w, AI_WRITTEN);
    const id = onlyId(
      await w.askOk('checks/start-text', { tabId, source: 'page', kinds: ['ai-text'] }),
    );
    const textId = (await finished(w, id)).source.textId ?? '';
    await w.until('the sheet inserted', () => w.fake.log.count('scripting.insertCSS') === 1);
    const fromTab = w.fake.contentScriptSender(tabId, 'https://example.com/article');
    const record = async (): Promise<CheckRecord | undefined> =>
      (await w.askOk('checks/get', { ids: [id] })).checks[0];

    expect(await w.askOk('marks/changed', { textId, found: ['ranges'] }, fromTab)).toEqual({
      kept: 1,
    });
    expect((await record())?.marksRemovedAt).toBeUndefined();
    expect(w.fake.log.count('scripting.removeCSS')).toBe(0);
    // Then it kept at it: the marks were taken off the page.
    const removed = { textId, found: ['ranges' as const], removed: true as const };
    expect(await w.askOk('marks/changed', removed, fromTab)).toEqual({ kept: 1 });
    const kept = await record();
    expect(kept?.marksRemovedAt).toEqual(expect.any(Number));
    expect(kept?.marksChangedAt).toBeLessThanOrEqual(kept?.marksRemovedAt ?? 0);
    // The very sheet that was inserted, from the document the content script is in.
    const [inserted] = w.fake.log.argsOf('scripting.insertCSS') as { css: string }[];
    expect(w.fake.log.argsOf('scripting.removeCSS')).toEqual([
      expect.objectContaining({ target: { tabId, frameIds: [0] }, css: inserted?.css }),
    ]);
    // Said again: the first time stays.
    expect(await w.askOk('marks/changed', removed, fromTab)).toEqual({ kept: 0 });
    expect((await record())?.marksRemovedAt).toBe(kept?.marksRemovedAt);
  });

  it('may be said only by a content script, with what it found', async () => {
    const refused = await w.ask('marks/changed', { textId: 't1', found: ['ranges'] });
    expect(refused).toMatchObject({ ok: false, error: { kind: 'forbidden' } });
    const tab = w.fake.contentScriptSender(openTextPage(w, AI_WRITTEN));
    const wrong: string[][] = [[], ['rewrote'], Array.from({ length: 11 }, () => 'ranges')];
    for (const found of wrong) {
      const payload = { textId: 't1', found: found as MarkTampering[] };
      const bad = await w.ask('marks/changed', payload, tab);
      expect(bad).toMatchObject({ ok: false, error: { kind: 'invalid-input' } });
    }
  });
});
