/**
 * What the user took off a tab's page stays off: a check of the group that finishes after the
 * Clear (the popup's, or the page's legend) paints its own marks, not the cleared ones again.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { finished } from '../helpers/check-waits.ts';
import { AI_WRITTEN, openTextPage } from '../helpers/test-pages.ts';
import { startWorker, type TestWorker } from '../helpers/worker-harness.ts';

let w: TestWorker;
beforeEach(async () => {
  w = await startWorker();
});
afterEach(async () => {
  await w.close();
});

/** The kinds of marks in each highlight request the tab got from `from` on. */
const paintedKinds = (from: number): string[][] =>
  w.fake.contentScript
    .payloadsOf('content/highlight')
    .slice(from)
    .map((p) => [...new Set(p.spans.map((s) => s.kind))]);

/** AI text and moderation on a page, the AI one finished and painted, moderation held. */
async function aiPaintedModerationHeld() {
  const tabId = openTextPage(w, AI_WRITTEN);
  const held = w.hold('/text-moderation/');
  const group = await w.askOk('checks/start-text', {
    tabId,
    source: 'page',
    kinds: ['ai-text', 'moderation'],
  });
  const [ai = '', moderation = ''] = group.ids;
  await held.arrived();
  await finished(w, ai);
  await w.until('the AI marks painted', () => paintedKinds(0).some((k) => k.includes('ai')));
  return { tabId, held, ai, moderation, group };
}

describe('marks the user cleared', () => {
  it('stay off when a check of the group finishes after the popup’s Clear', async () => {
    const { tabId, held, moderation } = await aiPaintedModerationHeld();
    expect(await w.askOk('checks/clear-highlights', { tabId })).toEqual({});
    const after = w.fake.contentScript.payloadsOf('content/highlight').length;

    held.release();
    await finished(w, moderation);
    await w.until('the tab refreshed', () => !w.fake.alarms.scheduled('checks-resume'));
    expect(paintedKinds(after).flat()).not.toContain('ai');
  });

  it('stay off after the legend’s Clear, and come back when asked for', async () => {
    const { tabId, held, moderation, group } = await aiPaintedModerationHeld();
    const fromTab = w.fake.contentScriptSender(tabId, 'https://example.com/article');
    expect(await w.askOk('marks/cleared', { layer: 'check' }, fromTab)).toEqual({});
    const after = w.fake.contentScript.payloadsOf('content/highlight').length;

    held.release();
    await finished(w, moderation);
    await w.until('the tab refreshed', () => !w.fake.alarms.scheduled('checks-resume'));
    expect(paintedKinds(after).flat()).not.toContain('ai');

    // "Show on page" paints them again.
    const asked = w.fake.contentScript.payloadsOf('content/highlight').length;
    await w.askOk('checks/highlight', { ids: group.ids });
    expect(paintedKinds(asked).flat()).toContain('ai');
  });

  it('are said only by a tab', async () => {
    const cleared = await w.ask('marks/cleared', { layer: 'check' });
    expect(cleared.ok ? 'answered' : cleared.error.kind).not.toBe('answered');
  });
});
