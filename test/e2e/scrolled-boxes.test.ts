import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TextCheck } from '../../src/shared/checks/check-record.ts';
import { startCrossExtension, type CrossExtension } from './browsers/cross-extension.ts';
import { suiteBrowsers, type DriverPage } from './browsers/driver.ts';
import { finishedTextCheck } from './support/text-check.ts';

/**
 * Text scrolled out of view inside a box that scrolls (an editor's box with a max-height, a code
 * block wider than the page) is read like the text in view, however far the box or the page is
 * scrolled; text placed where no scrolling reaches stays out (issue 44, finding 1).
 */
describe.each(suiteBrowsers())('text in boxes that scroll, in %s', (name) => {
  let ext: CrossExtension;
  let page: DriverPage;
  let tabId: number;

  beforeAll(async () => {
    ext = await startCrossExtension(name);
    ({ page, tabId } = await ext.openTab(ext.pages.url('scrolled-boxes.html')));
  });

  afterAll(() => ext?.close());

  /** Selects everything in `css` (as Ctrl+A does in an editor) and checks the selection. */
  const checkAllOf = async (css: string): Promise<TextCheck> => {
    await page.evaluate((c) => {
      const range = document.createRange();
      range.selectNodeContents(document.querySelector(c)!);
      getSelection()?.removeAllRanges();
      getSelection()?.addRange(range);
    }, css);
    ext.service.control.clearLogs();
    return finishedTextCheck((type, payload) => ext.ask(type, payload), tabId, 'selection');
  };

  it('sends every paragraph of a draft selected whole in a box scrolled to its end, and no decoy', async () => {
    // The box scrolled to its end, the page scrolled down a little: the first paragraphs lie
    // above the top of the page.
    await page.evaluate(() => {
      const box = document.querySelector('#draft')!;
      box.scrollTop = box.scrollHeight;
      document.documentElement.style.minHeight = '3000px';
      window.scrollTo(0, 40);
    }, null);
    const check = await checkAllOf('#draft');
    expect(check.status, check.error?.message).toBe('done');
    const paragraphs = ['ONE', 'TWO', 'THREE', 'FOUR', 'FIVE', 'SIX', 'SEVEN', 'EIGHT'];
    expect(paragraphs.filter((p) => check.input.includes(`DRAFT${p} `))).toEqual(paragraphs);
    expect(check.input).not.toMatch(/HIDDEN/);
    // Nothing a reader could see was counted as left out: the decoys only.
    const unseen = check.source.leftOut?.find((l) => l.reason === 'unseen');
    expect(unseen?.chars ?? 0).toBeLessThan(200);
  });

  it('sends a code line whole where it runs past the page’s width', async () => {
    await page.evaluate(() => {
      const code = document.querySelector('#code')!;
      code.scrollLeft = 0;
      window.scrollTo(0, 0);
    }, null);
    const padded = `${'The harbour wall still stands and the boats come home behind it. '.repeat(3)}`;
    // Long enough to be checked: the line, with a sentence before it.
    await page.evaluate((text) => {
      document.querySelector('#code')!.insertAdjacentText('afterbegin', text);
    }, padded);
    const check = await checkAllOf('#code');
    expect(check.status, check.error?.message).toBe('done');
    expect(check.input).toContain('// ENDOFLINE the very last words of a long line');
  });
});
