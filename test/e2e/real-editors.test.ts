import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCrossExtension, type CrossExtension } from './browsers/cross-extension.ts';
import { suiteBrowsers, type DriverPage } from './browsers/driver.ts';
import { paintedRanges } from './support/highlight-ranges.ts';
import { finishedTextCheck } from './support/text-check.ts';

/**
 * A long draft in a real editor from the npm registry (test/e2e/pages/editors, vendored by
 * scripts/vendor-editors.ts), in a box of fixed height that scrolls, scrolled to its end with the
 * page scrolled down a little, selected whole with the editor's own Ctrl+A as a writer does: every
 * paragraph is sent, nothing a reader can reach is counted as left out, and the marks are painted
 * in the editor (issue 44: Tiptap sent 5 of 8 paragraphs in Chromium, 4 in Firefox; CodeMirror
 * lost the end of a line wider than the page). CodeMirror draws only the lines near its view: in
 * a file too long for it to draw whole, what it has not drawn is not in the page to read, and the
 * popup says so before anything is sent.
 */

interface Editor {
  page: string;
  /** The box that scrolls, where a writer clicks before pressing Ctrl+A. */
  box: string;
  /** What the editor's text is written in (its content-editable). */
  content: string;
  /** Each paragraph of the draft as the editor holds it. */
  paragraphs: (draft: string[]) => string[];
  /** Whether its lines run past the page's width, the box scrolled to their end. */
  across?: boolean;
}

const EDITORS: Record<string, Editor> = {
  'Tiptap 3 (ProseMirror)': {
    page: 'editors/tiptap.html',
    box: '#editor',
    content: '.tiptap',
    paragraphs: (draft) => draft,
  },
  'Lexical on React': {
    page: 'editors/lexical.html',
    box: '.reply-input',
    content: '.reply-input',
    paragraphs: (draft) => draft,
  },
  'CodeMirror 6': {
    page: 'editors/codemirror.html',
    box: '.cm-scroller',
    content: '.cm-content',
    // Each paragraph a doc comment on one line wider than the page, and a line longer still.
    across: true,
    paragraphs: (draft) => [
      ...draft.map((p) => `// ${p}`),
      "'ENDOFLINE the very last words of a long line'];",
    ],
  },
};

describe.each(suiteBrowsers())('a long draft in a real editor, selected whole, in %s', (name) => {
  let ext: CrossExtension;

  beforeAll(async () => {
    ext = await startCrossExtension(name);
  });

  afterAll(() => ext?.close());

  /** Clicks in the middle of the editor's box, as a writer does, then presses Ctrl+A. */
  const selectAllWithKeys = async (page: DriverPage, editor: Editor): Promise<string> => {
    await page.bringToFront();
    const { x, y } = await page.evaluate((css) => {
      const box = document.querySelector(css)!.getBoundingClientRect();
      return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
    }, editor.box);
    await page.clickAt(x, y);
    await page.press('Control+A');
    return page.evaluate(
      ({ content }) => {
        const selection = getSelection()!;
        const inside = document.querySelector(content)!;
        return selection.rangeCount > 0 &&
          inside.contains(selection.getRangeAt(0).commonAncestorContainer)
          ? String(selection)
          : `outside the editor: ${String(selection).slice(0, 80)}`;
      },
      { content: editor.content },
    );
  };

  it.each(Object.entries(EDITORS))(
    'sends every paragraph of %s scrolled to its end, and paints them there',
    async (_, editor) => {
      const { page, tabId } = await ext.openTab(ext.pages.url(editor.page));
      await page.waitFor('body[data-editor-ready]');
      const draft = await page.evaluate(
        () => (window as unknown as { longDraft: { paragraphs: string[] } }).longDraft.paragraphs,
        null,
      );
      const paragraphs = editor.paragraphs(draft);
      // The keys reached the editor: its own select-all chose its text.
      const selected = await selectAllWithKeys(page, editor);
      expect(selected).toMatch(/^(\/\/ )?ASHGROVE was the first village/);
      // Still scrolled as the writer left it: the first paragraphs above the top of the page
      // (and the start of CodeMirror's lines before its left edge, and the page's).
      expect(
        await page.evaluate((css) => {
          const box = document.querySelector(css)!;
          return { down: box.scrollTop > 0, across: box.scrollLeft > 0, page: scrollY > 0 };
        }, editor.box),
      ).toEqual({ down: true, across: editor.across ?? false, page: true });

      const check = await finishedTextCheck(
        (type, payload) => ext.ask(type, payload),
        tabId,
        'selection',
      );
      expect(check.status, check.error?.message).toBe('done');
      expect(paragraphs.filter((p) => !check.input.includes(p))).toEqual([]);
      // Nothing a reader can reach was counted as left out.
      expect(check.source.leftOut).toBeUndefined();

      // Marked where it was written: the painted sections hold the first paragraph and the last.
      await expect
        .poll(async () => {
          const painted = [
            ...(await paintedRanges(ext.helper, tabId, page, 'ai')),
            ...(await paintedRanges(ext.helper, tabId, page, 'human')),
          ].join(' ');
          return ['ASHGROVE', 'JUNIPERDALE'].filter((word) => painted.includes(word));
        })
        .toEqual(['ASHGROVE', 'JUNIPERDALE']);
      await page.close();
    },
  );

  it('says so when CodeMirror has not drawn part of a long file selected whole, before it is sent', async () => {
    // Four times the file: CodeMirror draws the lines near its view (and the selection's ends)
    // and stands gaps in for the rest, which are not in the page to read.
    const { page, tabId } = await ext.openTab(ext.pages.url('editors/codemirror.html?copies=4'));
    await page.waitFor('body[data-editor-ready]');
    expect(await page.count('.cm-gap')).toBeGreaterThan(0);
    expect(await selectAllWithKeys(page, EDITORS['CodeMirror 6']!)).toMatch(/^\/\/ ASHGROVE/);

    // Before anything is sent, the popup says part of the selection was not drawn, and offers
    // the paste box.
    const popup = await ext.browser.openExtensionPage(`src/popup/index.html?tab=${tabId}`);
    await popup.waitFor('[data-testid=selection] + [data-testid=left-out-undrawn]');
    expect(await popup.text('[data-testid=left-out-undrawn]')).toMatch(
      /^Left out: part of the selection that its editor has not drawn/,
    );
    expect(await popup.isVisible('[data-testid=undrawn-paste]')).toBe(true);
    await popup.close();

    // What it drew is read and sent (the end of the file, its long last line whole); the record
    // keeps why the rest is not.
    const check = await finishedTextCheck(
      (type, payload) => ext.ask(type, payload),
      tabId,
      'selection',
    );
    expect(check.status, check.error?.message).toBe('done');
    expect(check.input).toMatch(/^\/\/ ASHGROVE was the first village/);
    expect(check.input).toContain("'ENDOFLINE the very last words of a long line'];");
    expect(check.input).toContain('export const juniperdale4 = ');
    expect(check.source.leftOut).toEqual([{ reason: 'undrawn' }]);
    await page.close();
  });
});
