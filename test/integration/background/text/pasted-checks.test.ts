/**
 * Text pasted into the popup, checked for AI writing and moderation: counted after its line ends
 * are made one kind and its blank edges trimmed, refused with its count outside the limits before
 * anything is stored or sent, named by its first words, answered from history the second time.
 * Nothing is read from the tab, so any tab will do, even a browser page.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNT } from '../../helpers/setup.ts';
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

/** AI-written text, one sentence a line, as checked. */
const TEXT = AI_WRITTEN.trim().replace(/\. /g, '.\n');
/** The same as pasted from a Windows program: CRLF line ends, blank edges. */
const PASTED = `\r\n  ${TEXT.replace(/\n/g, '\r\n')}\r\n\r\n`;
const TITLE = '“The committee reviewed the proposal in detail and found it…”';

/** A browser page: nothing can be read from it or injected into it. */
const browserPage = (): number => w.fake.tabs.open({ url: 'chrome://newtab/', scriptable: false });

const sent = (): number => w.requestsTo('/writer-detector/') + w.requestsTo('/text-moderation/');

/** `length` characters of prose, one sentence a line (so CRLF makes it longer when pasted). */
function prose(length: number): string {
  const text = 'Short lines of plain prose.\n'.repeat(Math.ceil(length / 28) + 1).slice(0, length);
  return text.replace(/\s+$/, (ws) => 'x'.repeat(ws.length));
}

describe('pasted text checked for AI writing and moderation', () => {
  it('is checked as pasted, named by its first words, on a tab nothing can be read from', async () => {
    const tabId = browserPage();
    const group = await w.askOk('checks/start-pasted', {
      tabId,
      text: PASTED,
      kinds: ['ai-text', 'moderation'],
    });
    expect(group.checks.map((c) => c.kind)).toEqual(['ai-text', 'moderation']);
    for (const check of group.checks) {
      expect(check).toMatchObject({
        status: 'pending',
        input: TEXT,
        source: { origin: 'pasted', tabId, title: TITLE },
      });
      expect(check.source.url).toBeUndefined();
      expect(check.source.textId).toBeUndefined();
    }
    const [ai, moderation] = group.ids;
    expect(await finished(w, ai!)).toMatchObject({ status: 'done', attempts: 1 });
    expect(await finished(w, moderation!)).toMatchObject({ status: 'done', attempts: 1 });
    expect(w.requestsTo(`/writer-detector/${ai}/check`, 'POST')).toBe(1);
    expect(w.requestsTo(`/text-moderation/${moderation}/check`, 'POST')).toBe(1);
    // The tab was never read, nor asked to show anything.
    expect(w.fake.contentScript.received).toEqual([]);
    expect(w.fake.log.count('scripting.executeScript')).toBe(0);
    expect(w.fake.log.count('scripting.executeScript(func)')).toBe(0);
    expect(await (await w.history()).recent(10)).toHaveLength(2);
  });

  it('is answered from history when the same text is pasted again, with nothing sent or spent', async () => {
    const tabId = browserPage();
    const first = await w.askOk('checks/start-pasted', {
      tabId,
      text: PASTED,
      kinds: ['ai-text', 'moderation'],
    });
    for (const id of first.ids) await finished(w, id);
    const requests = sent();
    const balance = w.svc.control.credits(ACCOUNT.email);

    // Pasted from elsewhere this time: LF line ends, no blank edges. The same text.
    const again = await w.askOk('checks/start-pasted', {
      tabId,
      text: TEXT,
      kinds: ['ai-text', 'moderation'],
    });
    expect(again.ids).not.toEqual(first.ids);
    expect(again.checks).toMatchObject([
      { kind: 'ai-text', status: 'done', credits: 0, cachedFrom: first.ids[0], input: TEXT },
      { kind: 'moderation', status: 'done', credits: 0, cachedFrom: first.ids[1], input: TEXT },
    ]);
    expect(again.checks[0]?.source).toMatchObject({ origin: 'pasted', title: TITLE });
    expect(sent()).toBe(requests);
    expect(w.svc.control.credits(ACCOUNT.email)).toBe(balance);
  });

  it('is refused with its count when under 255 characters once trimmed, before anything is stored', async () => {
    const tabId = browserPage();
    const short = prose(254);
    const raw = `  ${short.replace(/\n/g, '\r\n')}\r\n`;
    expect(raw.length).toBeGreaterThan(255);
    const answer = await w.ask('checks/start-pasted', {
      tabId,
      text: raw,
      kinds: ['ai-text', 'moderation'],
    });
    expect(answer).toMatchObject({ ok: false, error: { kind: 'invalid-input', field: 'text' } });
    expect(!answer.ok && answer.error.message).toBe(
      'Pasted text needs at least 255 characters; this has 254. Paste a longer passage.',
    );
    expect(await (await w.history()).recent(10)).toEqual([]);
    expect(sent()).toBe(0);

    // One character more is enough.
    const group = await w.askOk('checks/start-pasted', {
      tabId,
      text: `  ${prose(255).replace(/\n/g, '\r\n')}\r\n`,
      kinds: ['moderation'],
    });
    expect(group.checks[0]).toMatchObject({ status: 'pending', input: prose(255) });
    expect(await finished(w, onlyId(group))).toMatchObject({ status: 'done' });
  });

  it('is refused with its count when over 100,000 characters, before anything is stored', async () => {
    const tabId = browserPage();
    const answer = await w.ask('checks/start-pasted', {
      tabId,
      text: `\r\n${prose(100_001).replace(/\n/g, '\r\n')}\r\n`,
      kinds: ['ai-text', 'moderation'],
    });
    expect(answer).toMatchObject({ ok: false, error: { kind: 'invalid-input', field: 'text' } });
    expect(!answer.ok && answer.error.message).toBe(
      'Pasted text can be at most 100,000 characters; this has 100,001. Paste a shorter part.',
    );
    expect(await (await w.history()).recent(10)).toEqual([]);
    expect(sent()).toBe(0);
  });
});
