import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TextCheck } from '../../src/shared/checks/check-record.ts';
import { looker } from './support/look-at.ts';
import { startCrossExtension, type CrossExtension } from './browsers/cross-extension.ts';
import { suiteBrowsers, type DriverPage } from './browsers/driver.ts';
import { finishedTextCheck } from './support/text-check.ts';

const normalise = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** The text of each element of the page whose test id starts so, white space collapsed. */
const textsOf = (page: DriverPage, prefix: string): Promise<string[]> =>
  page.evaluate(
    (p) =>
      [...document.querySelectorAll<HTMLElement>(`[data-testid^="${p}"]`)].map((e) =>
        (e.textContent ?? '').replace(/\s+/g, ' ').trim(),
      ),
    prefix,
  );

/**
 * Text nobody can see is left out of a page read however it is hidden (issue 43, finding 4):
 * white on a white gradient or a see-through white box, a white shadow, a hair-thin stroke,
 * white in any colour syntax, a blend mode (camouflaged: its colours lose it), and a filter,
 * near-zero opacity, a blur past reading, a clip path or mask that leaves nothing, a tenth of a
 * pixel, a speck of a scale (hidden whatever its colours). Visible text beside it, yellow on white among it (issue
 * 44), is all sent, and the popup counts what was left out.
 */
describe.each(suiteBrowsers())('invisible text, in %s', (name) => {
  const look = looker(name, 'light');
  let ext: CrossExtension;
  let page: DriverPage;
  let tabId: number;
  let seen: string[];
  let camouflaged: string[];
  let hidden: string[];

  beforeAll(async () => {
    ext = await startCrossExtension(name);
    ({ page, tabId } = await ext.openTab(ext.pages.url('invisible-text.html')));
    [seen, camouflaged, hidden] = await Promise.all([
      textsOf(page, 'seen-'),
      textsOf(page, 'camouflaged-'),
      textsOf(page, 'hidden-'),
    ]);
  });

  afterAll(() => ext?.close());

  const runCheck = async (source: 'page' | 'selection'): Promise<TextCheck> => {
    ext.service.control.clearLogs();
    const check = await finishedTextCheck((type, payload) => ext.ask(type, payload), tabId, source);
    expect(check.status, check.error?.message).toBe('done');
    // One request, and what the check holds is what it sent.
    expect(
      ext.service.control.requests.filter((r) => r.path.includes('/writer-detector/')),
    ).toHaveLength(1);
    return check;
  };

  /** The count a "left out" note of the popup gives (`css` finds it). */
  const leftOutChars = (popup: DriverPage, css: string): Promise<string | undefined> =>
    popup.evaluate((c) => document.querySelector<HTMLElement>(c)!.dataset['chars'], css);

  /** Which of these sentences the text holds, by the word each starts with. */
  const found = (text: string, sentences: string[]): string[] =>
    sentences.filter((s) => normalise(text).includes(s)).map((s) => s.split(' ')[0]!);
  const words = (sentences: string[]): string[] => sentences.map((s) => s.split(' ')[0]!);

  it('a page read sends every sentence a reader sees and none hidden', async () => {
    expect(seen).toHaveLength(12);
    expect(camouflaged).toHaveLength(10);
    expect(hidden).toHaveLength(7);
    const check = await runCheck('page');
    expect(found(check.input, seen)).toEqual(words(seen));
    expect(found(check.input, [...camouflaged, ...hidden])).toEqual([]);
    expect(check.input).not.toMatch(/HIDDEN/);
    // The popup says how much was left out, and why.
    const unseen = [...camouflaged, ...hidden].reduce((sum, s) => sum + s.length, 0);
    expect(check.source.leftOut).toEqual([{ reason: 'unseen', chars: unseen }]);
    const popup = await ext.browser.openExtensionPage(`src/popup/index.html?tab=${tabId}`);
    await popup.waitFor('[data-testid=left-out-note]');
    expect(await leftOutChars(popup, '[data-testid=left-out-note]')).toBe(String(unseen));
    expect(
      await popup.evaluate(
        () => document.querySelector('[data-testid=left-out-note]')!.textContent,
        undefined,
      ),
    ).toContain(new Intl.NumberFormat('en').format(unseen));
    expect(await look(popup, 'popup-left-out-note')).toEqual([]);
    await popup.close();
  });

  it('a selection sends what the user chose and the selection shows, not what stays hidden', async () => {
    await page.evaluate(() => {
      const range = document.createRange();
      range.selectNodeContents(document.querySelector('article')!);
      getSelection()?.removeAllRanges();
      getSelection()?.addRange(range);
    }, undefined);
    const unseen = hidden.reduce((sum, s) => sum + s.length, 0);
    // Before anything is sent, the popup says how much of the selection stays out.
    const popup = await ext.browser.openExtensionPage(`src/popup/index.html?tab=${tabId}`);
    const preview = '[data-testid=selection] + [data-testid=left-out-note]';
    await popup.waitFor(preview);
    expect(await leftOutChars(popup, preview)).toBe(String(unseen));
    await popup.close();
    const check = await runCheck('selection');
    // Selected, text in its background's colours is painted in the selection's: seen, and sent.
    expect(found(check.input, [...seen, ...camouflaged])).toEqual(words([...seen, ...camouflaged]));
    // Clipped away, masked, a ghost or a speck, it shows no more when selected.
    expect(found(check.input, hidden)).toEqual([]);
    expect(check.source.leftOut).toEqual([{ reason: 'unseen', chars: unseen }]);
  });
});
