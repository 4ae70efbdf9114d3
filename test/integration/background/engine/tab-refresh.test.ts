/** A tab shows its latest checks: badge, highlights on demand, and why spans could not be shown. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ok } from '../../../../src/core/errors.ts';
import { checkWhere, finished, onlyId } from '../helpers/check-waits.ts';
import { AI_WRITTEN, openTextPage } from '../helpers/test-pages.ts';
import { startWorker, type TestWorker } from '../helpers/worker-harness.ts';

let w: TestWorker;
beforeEach(async () => {
  w = await startWorker();
});
afterEach(async () => {
  await w.close();
});

describe('results on the tab', () => {
  it('paints again on demand, clears on demand, and keeps how the spans fared', async () => {
    const tabId = openTextPage(w, AI_WRITTEN);
    const group = await w.askOk('checks/start-text', {
      tabId,
      source: 'page',
      kinds: ['ai-text', 'moderation'],
    });
    await Promise.all(group.ids.map((id) => finished(w, id)));
    const painted = await checkWhere(
      w,
      group.ids[0] ?? '',
      'a paint report',
      (r) => r.kind === 'ai-text' && r.painted !== undefined,
    );
    expect(painted.kind === 'ai-text' && painted.painted).toMatchObject({ missing: 0 });
    await w.until('the badge', () => w.fake.badge(tabId).text === '100%');

    const before = w.fake.contentScript.payloadsOf('content/highlight').length;
    const { applied } = await w.askOk('checks/highlight', { ids: group.ids });
    const repainted = w.fake.contentScript.payloadsOf('content/highlight');
    expect(repainted).toHaveLength(before + 1);
    // One request paints both checks' spans; the page answered each as shown.
    expect(applied).toBe(repainted.at(-1)?.spans.length);
    expect(applied).toBeGreaterThan(1);
    expect(w.fake.contentScript.payloadsOf('content/highlight').at(-1)?.layer).toBe('check');
    // The popup's button of a check clears the checks' layer (a scan's passages stay).
    expect(await w.askOk('checks/clear-highlights', { tabId })).toEqual({});
    expect(w.fake.contentScript.payloadsOf('content/clear-highlights')).toEqual([
      { layer: 'check' },
    ]);
  });

  it('says why a selection in a form field could not be marked up', async () => {
    const tabId = openTextPage(w, AI_WRITTEN, { mappable: false });
    const id = onlyId(
      await w.askOk('checks/start-text', { tabId, source: 'selection', kinds: ['ai-text'] }),
    );
    const record = await checkWhere(
      w,
      id,
      'a paint report',
      (r) => r.kind === 'ai-text' && r.painted !== undefined,
    );
    expect(record.kind === 'ai-text' && record.painted).toMatchObject({ reason: 'form-field' });
    expect(w.fake.contentScript.payloadsOf('content/highlight')).toEqual([]);
  });

  it('paints only the latest group of a tab, even when an older check finishes later', async () => {
    const tabId = openTextPage(w, AI_WRITTEN);
    const held = w.hold('/writer-detector/');
    const older = onlyId(
      await w.askOk('checks/start-text', { tabId, source: 'page', kinds: ['ai-text'] }),
    );
    await held.arrived();
    held.stopHolding();
    w.fake.contentScript.answer('content/read-text', () =>
      ok({
        textId: 'newer',
        text: `${AI_WRITTEN} And more.`,
        mappable: true,
        url: 'u',
        title: 't',
      }),
    );
    const newer = onlyId(
      await w.askOk('checks/start-text', { tabId, source: 'page', kinds: ['ai-text'] }),
    );
    await finished(w, newer);
    await w.until(
      'the newer group painted',
      () => w.fake.contentScript.payloadsOf('content/highlight').length === 1,
    );
    held.release();
    await finished(w, older);
    await w.until('the runner to let go', () => !w.fake.alarms.scheduled('checks-resume'));
    const painted = w.fake.contentScript.payloadsOf('content/highlight');
    expect(painted.length).toBeGreaterThan(0);
    expect(new Set(painted.map((p) => p.textId))).toEqual(new Set(['newer']));
    expect((await w.askOk('checks/latest', { tabId })).ids).toEqual([newer]);
  });
});
