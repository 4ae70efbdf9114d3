import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { isTextCheck, type TextCheck } from '../../src/shared/checks/check-record.ts';
import { highlightSpans, readTextResult } from '../../src/shared/checks/text-results.ts';
import type { CheckGroup } from '../../src/shared/messages/index.ts';
import { startCrossExtension, type CrossExtension } from './browsers/cross-extension.ts';
import { suiteBrowsers, type DriverPage } from './browsers/driver.ts';
import { askExtension } from './support/ask-extension.ts';
import { tallySpans, type SpanTally } from './support/span-exactness.ts';
import { paintedRanges } from './support/highlight-ranges.ts';
import type { HighlightKind } from '../../src/shared/text-checks/highlight-names.ts';
import type { LogEntry } from '../../src/shared/log/log-entry.ts';

type Kind = 'ai-text' | 'moderation';

/** One end of a selection: the text node under `selector` holding `phrase`, before or after it. */
interface Edge {
  selector: string;
  phrase: string;
  side: 'before' | 'after';
}

const normalise = (text: string): string => text.replace(/\s+/g, ' ').trim();

/**
 * A long article of short paragraphs, each of several nodes (a link, emphasis), in news-site
 * markup with a subscription box every 50 and a note inside hidden by the site's stylesheet
 * (which Readability, reading a copy, cannot see): over 5,000 text nodes, so
 * Readability runs in the hidden page, and some 70,000 characters, under the service's limit.
 */
function manyNodes(): Uint8Array {
  const paragraphs = Array.from({ length: 1_000 }, (_, i) => {
    const box = i % 50 === 49 ? '<aside class="subscribe"><b>Subscribe</b> for more</aside>' : '';
    return (
      `<p>Reading ${i} of the harbour survey: <a href="/s/${i}">station ${i}</a> logged ` +
      `<em>${i % 7} knots</em> at dawn.</p>${box}`
    );
  });
  return new TextEncoder().encode(
    '<!doctype html><html><head><meta charset="utf-8"><title>Harbour survey</title>' +
      '<style>.desk-only { display: none }</style></head>' +
      '<body><header><nav><a href="/">Home</a> <a href="/map">Site map</a></nav></header>' +
      '<main><article><h1>Harbour survey</h1>' +
      paragraphs.slice(0, 500).join('') +
      '<p class="desk-only">HIDDEN editor note that nobody reads.</p>' +
      paragraphs.slice(500).join('') +
      '</article></main><footer>Site map · Contact</footer></body></html>',
  );
}

/**
 * The core text journeys on pages built the way the web builds them (test/e2e/pages/corpus):
 * what is sent is what the reader reads or selected, and what is painted is exactly what was
 * sent, span by span, or said to be missing.
 */
describe.each(suiteBrowsers())('text checks on real-world pages, in %s', (name) => {
  let ext: CrossExtension;
  let helper: DriverPage;
  const totals: SpanTally = { exact: 0, partial: 0, missing: 0, wrong: 0 };
  const selections = { ok: 0, tried: 0 };

  beforeAll(async () => {
    ext = await startCrossExtension(name, {
      pageFiles: { '/corpus/many-nodes.html': manyNodes() },
    });
    ({ helper } = ext);
  });

  afterAll(async () => {
    console.log(
      `real-world text corpus in ${name}: spans exact ${totals.exact}, partial ${totals.partial}, missing ${totals.missing}, wrong ${totals.wrong}; partial selections ${selections.ok}/${selections.tried}`,
    );
    await ext?.close();
  });

  let opened = 0;
  const openPages: DriverPage[] = [];
  /** Each test gets its own tab, with an address no other tab has. */
  const open = async (path: string): Promise<{ page: DriverPage; tabId: number }> => {
    const tab = await ext.openTab(ext.pages.url(`corpus/${path}?tab=${++opened}`));
    openPages.push(tab.page);
    return tab;
  };

  afterEach(async () => {
    await Promise.all(openPages.splice(0).map((page) => page.close()));
  });

  /** Starts a check and waits until each record is final and, when done, painted. */
  const runCheck = async (
    tabId: number,
    source: 'page' | 'selection',
    kinds: Kind[],
  ): Promise<TextCheck[]> => {
    const started = await askExtension<CheckGroup>(helper, 'checks/start-text', {
      tabId,
      source,
      kinds,
      rerun: true,
    });
    if (!started.ok) throw new Error(`not started: ${started.error.message}`);
    const settled = (c: TextCheck): boolean =>
      c.status === 'failed' || (c.status === 'done' && c.painted !== undefined);
    let checks: TextCheck[] = [];
    await expect
      .poll(async () => {
        const got = await askExtension<CheckGroup>(helper, 'checks/get', {
          ids: started.value.ids,
        });
        checks = got.ok ? got.value.checks.filter(isTextCheck) : [];
        return checks.length === kinds.length && checks.every(settled);
      })
      .toBe(true);
    return checks;
  };

  /** What the worker logged of a tab's articles: where they were read. */
  const articleLog = async (tabId: number): Promise<string[]> => {
    const log = await askExtension<{ entries: LogEntry[] }>(helper, 'log/get', {});
    if (!log.ok) throw new Error(log.error.message);
    return log.value.entries
      .filter((e) => e.scope === 'article' && e.message.startsWith(`tab ${tabId}: `))
      .map((e) => e.message);
  };

  interface OpenTab {
    page: DriverPage;
    tabId: number;
  }

  const paintedTexts = (tab: OpenTab, kind: HighlightKind): Promise<string[]> =>
    paintedRanges(helper, tab.tabId, tab.page, kind);

  /** Every span of every check painted exactly, and the extension's own report agreeing. */
  const expectExactPaint = async (tab: OpenTab, checks: TextCheck[]): Promise<void> => {
    for (const check of checks) {
      expect(check.status, check.error?.message).toBe('done');
      const result = readTextResult(check);
      const spans = result ? highlightSpans([result]) : [];
      const kinds = [...new Set(spans.map((s) => s.kind))];
      const tally: SpanTally = { exact: 0, partial: 0, missing: 0, wrong: 0 };
      for (const kind of kinds) {
        const ofKind = spans.filter((s) => s.kind === kind);
        const one = tallySpans(check.input, ofKind, await paintedTexts(tab, kind));
        for (const key of Object.keys(tally) as (keyof SpanTally)[]) {
          tally[key] += one[key];
          totals[key] += one[key];
        }
      }
      expect(tally).toEqual({ exact: spans.length, partial: 0, missing: 0, wrong: 0 });
      // The report counts sections and passages; AI phrases lie inside sections.
      const reported = spans.filter((s) => s.kind !== 'phrase').length;
      expect(check.painted).toEqual({ shown: reported, partly: 0, missing: 0 });
    }
  };

  const readerTexts = (page: DriverPage, selector: string): Promise<string[]> =>
    page.evaluate(
      (s) => [...document.querySelectorAll<HTMLElement>(s)].map((e) => e.innerText),
      selector,
    );

  describe('whole-page checks', () => {
    it('news article: the story is sent and painted, not ads, hatnotes, decoys or the site map', async () => {
      const { page, tabId } = await open('news-article.html');
      ext.service.control.clearLogs();
      const checks = await runCheck(tabId, 'page', ['ai-text', 'moderation']);
      const sent = checks[0]!.input;
      for (const paragraph of await readerTexts(page, '.expect-sent')) {
        expect(normalise(sent)).toContain(normalise(paragraph));
      }
      expect(sent).not.toContain('DECOY');
      // Text in the colour of its plain background is hidden too (white on white, near white,
      // a box's own colour); light text on a dark box is read (an .expect-sent above).
      expect(sent).not.toContain('SAMECOLOUR');
      expect(sent).not.toMatch(/Privacy notice|Skip to content|Cheap ferry/);
      // The address is written with <br>: its lines stay apart.
      expect(sent).toContain('Porthallow Parish Office\n1 Quay Street\nPorthallow');
      // Source indentation is not sent: one space between words, a blank line between blocks.
      expect(sent).not.toMatch(/ {2}|\n |\t| \n|\n{3}/);
      // The 1.2 M characters hidden in a zero-size box cost nothing: one request, a small text.
      expect(sent.length).toBeLessThan(5_000);
      expect(
        ext.service.control.requests.filter((r) => r.path.includes('/writer-detector/')),
      ).toHaveLength(1);
      await expectExactPaint({ page, tabId }, checks);
      // A page this small is read in the page: no hidden page is opened for it.
      expect(await articleLog(tabId)).toEqual([
        expect.stringMatching(/characters read, the article by Readability in the page$/),
      ]);
    });

    it('long page of many small nodes: read in the hidden page, sent and painted exactly', async () => {
      const { page, tabId } = await open('many-nodes.html');
      const checks = await runCheck(tabId, 'page', ['ai-text']);
      const sent = checks[0]!.input;
      expect(sent).toContain('Reading 0 of the harbour survey: station 0 logged 0 knots at dawn.');
      expect(sent).toContain('Reading 999 of the harbour survey: station 999 logged');
      expect(sent).not.toMatch(/Subscribe|Site map|HIDDEN/);
      // Readability ran in the hidden page, off the page's thread (the page sent it the HTML
      // twice, as the note hidden by the stylesheet made it into what Readability first chose).
      const log = await articleLog(tabId);
      expect(
        log.filter((m) => /the hidden page is ready to read its article/.test(m)),
      ).toHaveLength(1);
      expect(log.at(-1)).toMatch(/characters read, the article by Readability in the hidden page$/);
      await expectExactPaint({ page, tabId }, checks);
    });

    it('blog whose article Readability finds only on its second pass, written with <br>', async () => {
      const { page, tabId } = await open('allotment-blog.html');
      const checks = await runCheck(tabId, 'page', ['ai-text', 'moderation']);
      const sent = checks[0]!.input;
      expect(sent).toContain('along the path.\n\nThe leeks did not mind');
      expect(sent).toContain('clear the bean trench\nlift the last of the beetroot');
      expect(sent).not.toMatch(/trench[a-z]/);
      expect(await paintedTexts({ page, tabId }, 'ai')).not.toEqual([]);
      await expectExactPaint({ page, tabId }, checks);
    });

    it('Wikipedia-style article in German with hatnotes, infobox, references and tables', async () => {
      const { page, tabId } = await open('wiki-de.html');
      const checks = await runCheck(tabId, 'page', ['ai-text']);
      const sent = checks[0]!.input;
      for (const paragraph of await readerTexts(page, '.expect-sent')) {
        expect(normalise(sent)).toContain(normalise(paragraph));
      }
      expect(sent).not.toContain('Zur Navigation springen');
      await expectExactPaint({ page, tabId }, checks);
    });

    it('right-to-left Arabic and Japanese text', async () => {
      const { page, tabId } = await open('multilingual.html');
      const checks = await runCheck(tabId, 'page', ['ai-text']);
      const sent = checks[0]!.input;
      for (const paragraph of await readerTexts(page, '.expect-sent')) {
        expect(normalise(sent)).toContain(normalise(paragraph));
      }
      await expectExactPaint({ page, tabId }, checks);
    });

    it('code blog: code blocks keep their indentation, lists and tables their rows', async () => {
      const { page, tabId } = await open('code-blog.html');
      const checks = await runCheck(tabId, 'page', ['ai-text', 'moderation']);
      const sent = checks[0]!.input;
      const code = await page.evaluate(() => document.querySelector('pre')!.textContent, null);
      expect(sent).toContain(code);
      expect(sent).toContain('first\tnone\nsecond\tabout half a second');
      await expectExactPaint({ page, tabId }, checks);
    });
  });

  describe('when marks cannot be shown', () => {
    const noteOf = async (tabId: number): Promise<{ text: string; reason: string | null }> => {
      const popup = await ext.browser.openExtensionPage(`src/popup/index.html?tab=${tabId}`);
      openPages.push(popup);
      await popup.waitFor('[data-testid=paint-note]');
      return popup.evaluate(() => {
        const note = document.querySelector('[data-testid=paint-note]');
        return { text: note?.textContent ?? '', reason: note?.getAttribute('data-reason') ?? null };
      }, null);
    };

    it('says how many sections the page lost after it changed, and why', async () => {
      const { page, tabId } = await open('news-article.html');
      const checks = await runCheck(tabId, 'page', ['ai-text']);
      const spans = highlightSpans([readTextResult(checks[0]!)!]).filter(
        (s) => s.kind !== 'phrase',
      ).length;
      // A script re-renders the story, as single-page apps do: the text nodes read are gone.
      await page.evaluate(() => {
        for (const p of document.querySelectorAll<HTMLElement>('.story-body p'))
          p.replaceChildren(p.innerText);
      }, null);
      const repainted = await askExtension(helper, 'checks/highlight', { ids: [checks[0]!.id] });
      expect(repainted.ok).toBe(true);
      const note = await noteOf(tabId);
      expect(note.reason).toBe('changed');
      expect(note.text).toMatch(
        new RegExp(`^On the page, \\d+ of ${spans} sections could not be shown`),
      );
      expect(note.text).toContain('the page changed after it was read');
    });

    it('says that text in a form field cannot be marked', async () => {
      const { page, tabId } = await open('code-blog.html');
      await page.evaluate(() => {
        const field = document.getElementById('comment') as HTMLTextAreaElement;
        field.focus();
        field.setSelectionRange(0, field.value.length);
      }, null);
      const checks = await runCheck(tabId, 'selection', ['ai-text']);
      expect(checks[0]!.input).toContain('I tried this in a service worker');
      expect(checks[0]!.painted).toMatchObject({ shown: 0, reason: 'form-field' });
      const note = await noteOf(tabId);
      expect(note.text).toContain('text in a form field cannot be marked on the page');
    });
  });

  describe('partial selections', () => {
    const select = (page: DriverPage, from: Edge, to: Edge, backwards: boolean): Promise<string> =>
      page.evaluate(
        ({ from, to, backwards }) => {
          const locate = (edge: typeof from): [Node, number] => {
            const root = document.querySelector(edge.selector)!;
            const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
            for (let node = walker.nextNode(); node; node = walker.nextNode()) {
              const at = (node as Text).data.indexOf(edge.phrase);
              if (at >= 0) return [node, edge.side === 'before' ? at : at + edge.phrase.length];
            }
            throw new Error(`"${edge.phrase}" is not in one text node of ${edge.selector}`);
          };
          const [a, b] = [locate(from), locate(to)];
          const selection = getSelection()!;
          if (backwards) selection.setBaseAndExtent(b[0], b[1], a[0], a[1]);
          else selection.setBaseAndExtent(a[0], a[1], b[0], b[1]);
          return selection.toString();
        },
        { from, to, backwards },
      );

    interface Case {
      name: string;
      path: string;
      from: Edge;
      to: Edge;
      backwards?: boolean;
      kinds?: Kind[];
      /** Hidden text inside the selection that must not be sent. */
      hidden?: RegExp;
    }

    const at = (selector: string, phrase: string, side: Edge['side']): Edge => ({
      selector,
      phrase,
      side,
    });

    const CASES: Case[] = [
      {
        name: 'inside one text node, from mid-node to mid-node',
        path: 'news-article.html',
        from: at('.story-body p:nth-of-type(1)', 'parish council', 'before'),
        to: at('.story-body p:nth-of-type(1)', 'come and gone', 'after'),
      },
      {
        name: 'across inline elements, ending inside one',
        path: 'news-article.html',
        from: at('.story-body p:nth-of-type(2)', 'close, seven', 'before'),
        to: at('.story-body p:nth-of-type(2) em:nth-of-type(2)', 'into our', 'after'),
      },
      {
        name: 'the same, made backwards',
        path: 'news-article.html',
        from: at('.story-body p:nth-of-type(2)', 'close, seven', 'before'),
        to: at('.story-body p:nth-of-type(2) em:nth-of-type(2)', 'into our', 'after'),
        backwards: true,
      },
      {
        name: 'across blocks with an ad between them',
        path: 'news-article.html',
        from: at('.story-body p:nth-of-type(1)', 'ending a dispute', 'before'),
        to: at('.story-body p:nth-of-type(2)', 'meeting ran late', 'after'),
      },
      {
        name: 'over <br> lines of an address',
        path: 'news-article.html',
        from: at('.story-body p:nth-of-type(4)', 'the logbooks', 'before'),
        to: at('.address', 'open weekday', 'after'),
      },
      {
        name: 'over hidden decoys, which are not sent',
        path: 'news-article.html',
        from: at('.story-body p:nth-of-type(6)', 'Work is due', 'before'),
        to: at('.related-stories', 'Fishing quotas', 'after'),
        // Text nobody can see is left out. The aria-hidden line is on screen: selected by the
        // user, it is theirs to check (a page read still leaves it out).
        hidden: /DECOY(?!ARIA)[A-Z]+[^.]*\./g,
      },
      {
        name: 'over <br>-separated lines of a blog post',
        path: 'allotment-blog.html',
        from: at('.post-text', 'The leeks did not mind', 'before'),
        to: at('.post-text', 'second early', 'after'),
      },
      {
        name: 'across list items',
        path: 'code-blog.html',
        from: at('li:nth-of-type(1)', 'unless the server', 'before'),
        to: at('li:nth-of-type(3)', 'flaky network', 'after'),
      },
      {
        name: 'from a paragraph through a list into table cells',
        path: 'code-blog.html',
        from: at('article p:nth-of-type(4)', 'Whether a', 'before'),
        to: at('table tr:nth-of-type(4) td:nth-of-type(2)', 'about one', 'after'),
      },
      {
        name: 'inside a code block, keeping its indentation',
        path: 'code-blog.html',
        from: at('pre', 'fetchWithRetry(url', 'before'),
        to: at('pre', 'setTimeout(r, wait));', 'after'),
      },
      {
        name: 'right-to-left Arabic across paragraphs',
        path: 'multilingual.html',
        from: at('#ar1', 'إلى ميناء', 'before'),
        to: at('#ar2', 'لم يصب أحد', 'after'),
        kinds: ['ai-text'],
      },
      {
        name: 'Japanese across paragraphs',
        path: 'multilingual.html',
        from: at('#ja1', '漁船は', 'before'),
        to: at('#ja2', '村長は', 'after'),
        kinds: ['ai-text'],
      },
      {
        name: 'German across a table',
        path: 'wiki-de.html',
        from: at('.mw-parser-output > p:nth-of-type(3)', 'erhielt die Station', 'before'),
        to: at('.mw-parser-output > p:nth-of-type(4)', 'Gemeinschaft', 'after'),
        kinds: ['ai-text'],
      },
    ];

    for (const test of CASES) {
      it(test.name, async () => {
        selections.tried++;
        const { page, tabId } = await open(test.path);
        const selected = await select(page, test.from, test.to, test.backwards ?? false);
        const expected = test.hidden ? selected.replace(test.hidden, '') : selected;
        expect(normalise(expected).length).toBeGreaterThanOrEqual(255);
        // What the popup shows and counts is what will be sent, decoys and all left out.
        const shown = await askExtension<{ text: string }>(ext.helper, 'selection/get', { tabId });
        const checks = await runCheck(tabId, 'selection', test.kinds ?? ['ai-text', 'moderation']);
        for (const check of checks) {
          expect(check.status, check.error?.message).toBe('done');
          expect(normalise(check.input)).toBe(normalise(expected));
          expect(shown.ok && shown.value.text).toBe(check.input);
        }
        if (test.path === 'code-blog.html' && test.from.selector === 'pre') {
          expect(checks[0]!.input).toBe(selected);
        }
        await expectExactPaint({ page, tabId }, checks);
        selections.ok++;
      });
    }
  });
});
