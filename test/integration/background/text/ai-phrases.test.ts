/** AI phrases: asked for by the setting, kept with the check, revealed on the page on request. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ok } from '../../../../src/core/errors.ts';
import type { CheckRecord } from '../../../../src/shared/checks/check-record.ts';
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

/** A finished AI check of the tab's text, once its tab was painted. */
async function checkedAiText(tabId: number): Promise<CheckRecord> {
  const painted = w.fake.contentScript.payloadsOf('content/highlight').length;
  const started = await w.askOk('checks/start-text', { tabId, source: 'page', kinds: ['ai-text'] });
  const done = await finished(w, onlyId(started));
  await w.until(
    'the tab painted',
    () => w.fake.contentScript.payloadsOf('content/highlight').length > painted,
  );
  return done;
}

const phrasesOf = (record: CheckRecord) =>
  record.kind === 'ai-text' ? record.result?.explain?.patterns : undefined;

describe('AI phrases of an AI text check', () => {
  it('are asked for by default, kept with the record and painted with their tip', async () => {
    const tabId = openTextPage(w, AI_WRITTEN);
    const done = await checkedAiText(tabId);
    expect(done).toMatchObject({ status: 'done', settings: { explain: true } });
    const patterns = phrasesOf(done);
    expect(patterns?.text.chars.starts.length).toBeGreaterThan(0);
    const painted = w.fake.contentScript.payloadsOf('content/highlight').at(-1)?.spans ?? [];
    const phrases = painted.filter((s) => s.kind === 'phrase');
    expect(phrases.length).toBeGreaterThan(0);
    expect(phrases.every((s) => s.tip?.includes('more common in AI-written text'))).toBe(true);

    // Asked again, history answers, with the phrases.
    const again = await checkedAiText(tabId);
    expect(again).toMatchObject({ cachedFrom: done.id, credits: 0 });
    expect(phrasesOf(again)).toEqual(patterns);
  });

  it('are not asked for when the setting is off, which is another cache key', async () => {
    const tabId = openTextPage(w, AI_WRITTEN);
    const explained = await checkedAiText(tabId);
    const saved = await w.askOk('settings/save', { explainAi: false });
    expect(saved.settings.explainAi).toBe(false);
    const plain = await checkedAiText(tabId);
    expect(plain.status).toBe('done');
    expect(plain.settings).not.toHaveProperty('explain');
    expect(phrasesOf(plain)).toBeUndefined();
    // Not answered from the check with phrases: that asked the service another question.
    expect(plain).not.toHaveProperty('cachedFrom');
    expect(plain.cacheKey).not.toBe(explained.cacheKey);
  });
});

describe('checks/reveal-phrase', () => {
  it('asks the document the text was read in to show the phrase', async () => {
    const tabId = openTextPage(w, AI_WRITTEN);
    w.fake.contentScript.answer('content/reveal-phrase', () => ok({ shown: true }));
    const done = await checkedAiText(tabId);
    const start = phrasesOf(done)?.text.chars.starts[0] ?? 0;
    const length = phrasesOf(done)?.text.chars.lengths[0] ?? 1;

    expect(await w.askOk('checks/reveal-phrase', { id: done.id, start, length })).toEqual({
      shown: true,
    });
    expect(w.fake.contentScript.payloadsOf('content/reveal-phrase')).toEqual([
      { textId: done.source.textId, start, length },
    ]);
  });

  it('answers not shown when the page no longer has our script (it reloaded)', async () => {
    const tabId = openTextPage(w, AI_WRITTEN);
    const done = await checkedAiText(tabId);
    w.fake.tabs.navigate(tabId, 'https://example.com/article');
    expect(await w.askOk('checks/reveal-phrase', { id: done.id, start: 0, length: 3 })).toEqual({
      shown: false,
    });
    expect(w.fake.contentScript.payloadsOf('content/reveal-phrase')).toEqual([]);
  });

  it('says not found when the check or its tab is gone, or the check is not an AI check', async () => {
    const tabId = openTextPage(w, AI_WRITTEN);
    const done = await checkedAiText(tabId);
    const moderation = await finished(
      w,
      onlyId(await w.askOk('checks/start-text', { tabId, source: 'page', kinds: ['moderation'] })),
    );
    const place = { start: 0, length: 3 };
    for (const id of [moderation.id, 'al-missing-check-0001']) {
      expect(await w.ask('checks/reveal-phrase', { id, ...place })).toMatchObject({
        ok: false,
        error: { kind: 'not-found' },
      });
    }
    w.fake.tabs.close(tabId);
    expect(await w.ask('checks/reveal-phrase', { id: done.id, ...place })).toMatchObject({
      ok: false,
      error: { kind: 'not-found', message: expect.stringContaining('closed') as unknown },
    });
  });
});
