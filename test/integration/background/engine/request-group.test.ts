/**
 * `checks/request-group`: the checks of the request a check was asked in, as one report from
 * history holds them: a text's AI and moderation checks from either id, never another request's
 * of the same text; an image's answer with the other answer shown alongside it; records kept
 * before groups were named, grouped by their documented rule.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ok } from '../../../../src/core/errors.ts';
import { png } from '../../../unit/api/helpers/images.ts';
import { aiTextCheck, moderationCheck } from '../../../support/check-records.ts';
import { startReceiver, type Receiver } from '../../helpers/receiver.ts';
import { finished, onlyId } from '../helpers/check-waits.ts';
import { AI_WRITTEN } from '../helpers/test-pages.ts';
import { startWorker, type TestWorker } from '../helpers/worker-harness.ts';

let w: TestWorker;
beforeEach(async () => {
  w = await startWorker();
});
afterEach(async () => {
  await w.close();
});

const TEXT = AI_WRITTEN.trim();
const kindsOf = (group: { checks: { kind: string }[] }): string[] =>
  group.checks.map((c) => c.kind);

describe("a check's request", () => {
  it("is a text's AI and moderation checks, from either id, and not another request's of the same text", async () => {
    const tabId = w.fake.tabs.open({ url: 'chrome://newtab/', scriptable: false });
    const kinds = ['ai-text', 'moderation'] as const;
    const first = await w.askOk('checks/start-pasted', { tabId, text: TEXT, kinds: [...kinds] });
    for (const id of first.ids) await finished(w, id);
    // The same text again, answered from history: a request of its own.
    const second = await w.askOk('checks/start-pasted', { tabId, text: TEXT, kinds: [...kinds] });
    expect(second.ids).not.toEqual(first.ids);

    for (const id of first.ids) {
      const group = await w.askOk('checks/request-group', { id });
      expect(group.ids).toEqual(first.ids);
      expect(kindsOf(group)).toEqual(['ai-text', 'moderation']);
      expect(group.checks.every((c) => c.status === 'done' && c.input === TEXT)).toBe(true);
    }
    for (const id of second.ids) {
      expect((await w.askOk('checks/request-group', { id })).ids).toEqual(second.ids);
    }
    // A request of one kind is that check alone.
    const alone = await w.askOk('checks/start-pasted', {
      tabId,
      text: TEXT,
      kinds: ['moderation'],
    });
    const id = onlyId(alone);
    expect((await w.askOk('checks/request-group', { id })).ids).toEqual([id]);
  });

  it('is refused for a check no longer in history, and for an id that is not one', async () => {
    expect(await w.ask('checks/request-group', { id: 'gone-1234' })).toMatchObject({
      ok: false,
      error: { kind: 'not-found' },
    });
    expect(await w.ask('checks/request-group', { id: '<script>' })).toMatchObject({
      ok: false,
      error: { kind: 'invalid-input' },
    });
  });

  it("is an image's answer with the other answer shown alongside it", async () => {
    const site: Receiver = await startReceiver((call) =>
      call.path === '/photo.png'
        ? { body: png(1024, 768), contentType: 'image/png' }
        : { status: 404, body: 'no' },
    );
    try {
      const tabId = w.fake.tabs.open({ url: `${site.url}/gallery.html`, title: 'Gallery' });
      w.fake.contentScript.answer('content/best-image-source', ({ src }) => ok({ src }));
      w.fake.contentScript.answer('content/show-image-mask', () => ok({ shown: 1 }));
      const src = `${site.url}/photo.png`;
      const ai = onlyId(await w.askOk('checks/start-image', { tabId, src }));
      await finished(w, ai);
      const web = await w.askOk('checks/start-image', { tabId, src, kind: 'image-plagiarism' });
      expect(kindsOf(web)).toEqual(['ai-image', 'image-plagiarism']);
      const webId = web.ids[1]!;
      await finished(w, webId);

      const group = await w.askOk('checks/request-group', { id: webId });
      expect(group.ids).toEqual([ai, webId]);
      // The earlier answer's own request was itself alone.
      expect((await w.askOk('checks/request-group', { id: ai })).ids).toEqual([ai]);
    } finally {
      await site.close();
    }
  });

  it('groups records kept before groups were named: same text and source, created together', async () => {
    const history = await w.history();
    const source = { origin: 'pasted' as const, title: 'An essay' };
    const at = 1_700_000_000_000;
    // One request's pair, then the same text checked again a minute later, and another text.
    await history.put(aiTextCheck({ id: 'old-ai-1', createdAt: at, source, input: TEXT }));
    await history.put(moderationCheck({ id: 'old-mod-1', createdAt: at + 3, source, input: TEXT }));
    await history.put(aiTextCheck({ id: 'old-ai-2', createdAt: at + 60_000, source, input: TEXT }));
    await history.put(moderationCheck({ id: 'old-mod-3', createdAt: at + 1, source, input: 'x' }));

    expect((await w.askOk('checks/request-group', { id: 'old-mod-1' })).ids).toEqual([
      'old-ai-1',
      'old-mod-1',
    ]);
    expect((await w.askOk('checks/request-group', { id: 'old-ai-1' })).ids).toEqual([
      'old-ai-1',
      'old-mod-1',
    ]);
    expect((await w.askOk('checks/request-group', { id: 'old-ai-2' })).ids).toEqual(['old-ai-2']);
    expect((await w.askOk('checks/request-group', { id: 'old-mod-3' })).ids).toEqual(['old-mod-3']);
  });
});
