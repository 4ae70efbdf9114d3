import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckRecord } from '../../src/shared/checks/check-record.ts';
import type { CheckGroup } from '../../src/shared/messages/index.ts';
import { HIGHLIGHT_STYLE, highlightName } from '../../src/shared/text-checks/highlight-names.ts';
import { startCrossExtension, type CrossExtension } from './browsers/cross-extension.ts';
import { suiteBrowsers, type DriverPage } from './browsers/driver.ts';
import { askExtension } from './support/ask-extension.ts';
import { highlightToken, paintedRanges } from './support/highlight-ranges.ts';
import { legendNote, markChecks } from './support/legend-note.ts';
import { looker } from './support/look-at.ts';
import { selectElement } from './support/select-element.ts';

const REMOVED_NOTE =
  'This page keeps interfering with these marks, so they were removed. The extension’s popup shows the true result.';

/**
 * A page that fights the marks rather than changing them once (hostile-page.test.ts): it restyles
 * them inside its own web component with rules that come before ours, or swaps them every 5 ms.
 * Each ends with true marks or none, and the legend and the popup say which (issue 43, 2 and 3).
 */
describe.each(suiteBrowsers())('marks a page fights, in %s', (name) => {
  const look = looker(name, 'light');
  let ext: CrossExtension;

  beforeAll(async () => {
    ext = await startCrossExtension(name);
  });

  afterAll(() => ext?.close());

  /** Checks the selected text of the page in `tabId`; answers the checks' ids once painted. */
  async function checkSelection(tabId: number, page: DriverPage): Promise<string[]> {
    const started = await askExtension<CheckGroup>(ext.helper, 'checks/start-text', {
      tabId,
      source: 'selection',
      kinds: ['ai-text'],
      rerun: true,
    });
    expect(started.ok).toBe(true);
    await expect
      .poll(async () => {
        const ai = await paintedRanges(ext.helper, tabId, page, 'ai');
        const human = await paintedRanges(ext.helper, tabId, page, 'human');
        return ai.length + human.length;
      })
      .toBeGreaterThan(0);
    return started.ok ? started.value.ids : [];
  }

  /**
   * The AI and human colours computed for our names on an element (the component's paragraph,
   * or the document's body), read in the page: what the browser paints our marks with there.
   */
  const colours = (page: DriverPage, names: string[], inStory: boolean): Promise<string[]> =>
    page.evaluate(
      ({ names, inStory }) => {
        const story = document.getElementById('story')!.shadowRoot!.getElementById('text')!;
        const element = inStory ? story : document.body;
        return names.map((n) => getComputedStyle(element, `::highlight(${n})`).backgroundColor);
      },
      { names, inStory },
    );

  /** How many ranges the page's registry holds under our names. */
  const rangesUnder = (page: DriverPage, names: string[]): Promise<number> =>
    page.evaluate(
      (names) => names.reduce((sum, n) => sum + (CSS.highlights.get(n)?.size ?? 0), 0),
      names,
    );

  const records = async (ids: string[]): Promise<CheckRecord[]> => {
    const got = await askExtension<{ checks: CheckRecord[] }>(ext.helper, 'checks/get', { ids });
    return got.ok ? got.value.checks : [];
  };

  const attack = (page: DriverPage, what: string): Promise<void> =>
    page.evaluate((what) => {
      (window as unknown as { attack: Record<string, () => void> }).attack[what]!();
    }, what);

  it('keeps our colours in a component, or takes the marks off and says so', async () => {
    const { page, tabId } = await ext.openTab(ext.pages.url('corpus/hostile-marks.html'));
    await page.evaluate(() => {
      const text = document.getElementById('story')!.shadowRoot!.getElementById('text')!;
      getSelection()!.selectAllChildren(text);
    }, null);
    const ids = await checkSelection(tabId, page);
    const token = (await highlightToken(ext.helper, tabId)) ?? '';
    const names = [highlightName(token, 'ai'), highlightName(token, 'human')];
    const ours = [HIGHLIGHT_STYLE.ai.color, HIGHLIGHT_STYLE.human.color];
    expect(await colours(page, names, true)).toEqual(ours);

    // A sheet the component adopts before ours, with an earlier layer: ours is put first again.
    await attack(page, 'adoptFirst');
    await expect.poll(() => colours(page, names, true)).toEqual(ours);
    await expect.poll(() => legendNote(ext.helper, tabId)).toContain('They were put back');
    // A clean check after it: a change put back once is not a fight.
    const checked = await markChecks(ext.helper, tabId);
    await expect.poll(() => markChecks(ext.helper, tabId)).toBeGreaterThan(checked + 1);

    // A <style> first in the component: its layer comes before any sheet an extension can add.
    await attack(page, 'restyle');
    if (name === 'firefox') {
      // Our user-origin sheet beats every page rule: the marks hold, unflagged as removed.
      const before = await markChecks(ext.helper, tabId);
      await expect.poll(() => markChecks(ext.helper, tabId)).toBeGreaterThan(before + 2);
      expect(await colours(page, names, true)).toEqual(ours);
      expect(await legendNote(ext.helper, tabId)).not.toBe(REMOVED_NOTE);
      expect(await rangesUnder(page, names)).toBeGreaterThan(0);
    } else {
      // Chromium paints the page's green: the marks come off, and that is said.
      await expect.poll(() => legendNote(ext.helper, tabId)).toBe(REMOVED_NOTE);
      expect(await rangesUnder(page, names)).toBe(0);
      // The worker's sheet is gone from the document too: our names paint nothing of ours.
      await expect
        .poll(() => colours(page, names, false))
        .toEqual(names.map(() => 'rgba(0, 0, 0, 0)'));
      await expect
        .poll(async () => (await records(ids)).every((c) => typeof c.marksRemovedAt === 'number'))
        .toBe(true);
      const popup = await ext.browser.openExtensionPage(`src/popup/index.html?tab=${tabId}`);
      expect(await popup.text('[data-testid=marks-removed]')).toContain(
        'This page kept interfering with the marks on it',
      );
      await popup.close();
    }
    await page.close();
  });

  it('takes the marks off a page that swaps them every 5 ms, and says so', async () => {
    const { page, tabId } = await ext.openTab(ext.pages.url('corpus/hostile-marks.html'));
    await selectElement(page, 'article');
    const ids = await checkSelection(tabId, page);
    await page.evaluate(() => getSelection()?.removeAllRanges(), null);
    const token = (await highlightToken(ext.helper, tabId)) ?? '';
    const names = [highlightName(token, 'ai'), highlightName(token, 'human')];

    await attack(page, 'swapEvery5ms');
    // Ends with none of our marks on the page, however often the page swaps them.
    await expect.poll(() => legendNote(ext.helper, tabId)).toBe(REMOVED_NOTE);
    await expect.poll(() => rangesUnder(page, names)).toBe(0);
    const swaps = (): Promise<number> =>
      page.evaluate(() => (window as unknown as { swaps: number }).swaps, null);
    const turns = await swaps();
    await expect.poll(swaps).toBeGreaterThan(turns + 20);
    expect(await rangesUnder(page, names)).toBe(0);
    // The worker took its sheet out of the document: our names paint nothing of ours there.
    await expect
      .poll(() => colours(page, names, false))
      .toEqual(names.map(() => 'rgba(0, 0, 0, 0)'));

    // Said where the page cannot reach: the popup, from the checks' records.
    await expect
      .poll(async () => (await records(ids)).every((c) => typeof c.marksRemovedAt === 'number'))
      .toBe(true);
    const popup = await ext.browser.openExtensionPage(`src/popup/index.html?tab=${tabId}`);
    expect(await popup.text('[data-testid=marks-removed]')).toContain(
      'This page kept interfering with the marks on it',
    );
    expect(await look(popup, 'popup-marks-removed')).toEqual([]);
    await popup.close();
    expect(await look(page, 'page-marks-removed-legend', { axe: false })).toEqual([]);
    await page.close();
  });
});
