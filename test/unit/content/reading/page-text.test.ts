// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { readPageText, type ReaderElsewhere } from '../../../../src/content/reading/page-text.ts';
import { markupLayout, type TextLayout } from '../../../../src/shared/text/text-layout.ts';
import { readSelectionText } from '../../../../src/content/reading/selection-text.ts';
import { readText } from '../../../../src/content/reading/text-source.ts';
import { PageSlices } from '../../../../src/content/reading/page-slices.ts';
import { appError, err, ok } from '../../../../src/core/errors.ts';
import { outlineArticleHtml } from '../../../../src/shared/text/article-outline.ts';
import { leaveOutUnread } from '../../../../src/shared/text/unread-text.ts';
import type { ArticleOutline } from '../../../../src/shared/text/article-outline-schema.ts';
import { toDomPieces, type TextMap } from '../../../../src/shared/text/text-map.ts';

const PARAGRAPH =
  'Tide pools form where the sea retreats and leaves water in hollows of rock, and in each ' +
  'pool anemones, crabs and small fish wait for the tide to come back in the evening light. ';

const painted = (map: TextMap, phrase: string): string[] => {
  const start = map.text.indexOf(phrase);
  expect(start).toBeGreaterThanOrEqual(0);
  return toDomPieces(map, start, phrase.length).pieces.map((p) => {
    expect(p.node.isConnected).toBe(true);
    return p.node.data.slice(p.start, p.end);
  });
};

/** Every character of the text that is not white space maps to a live node. */
const unmapped = (map: TextMap): number => toDomPieces(map, 0, map.text.length).unmapped;

/** Readability elsewhere for every page, however small. */
const EVERY_PAGE = 0;

describe('readPageText', () => {
  beforeEach(() => {
    document.title = 'Tide pools';
    document.body.innerHTML = `
      <nav><a href="/">Home</a> <a href="/about">About us</a></nav>
      <main><article><h1>Tide pools</h1>
        <p id="p1">${PARAGRAPH.repeat(3)}</p>
        <p id="p2">Second paragraph with <em>emphasis</em>. ${PARAGRAPH.repeat(2)}</p>
      </article></main>
      <footer>Copyright notice and cookie banner</footer>`;
  });

  it('takes the article and leaves out navigation and footer', async () => {
    const page = await readPageText(document, markupLayout);
    expect(page.text).toContain('Second paragraph with emphasis.');
    expect(page.text).not.toContain('About us');
    expect(page.text).not.toContain('cookie banner');
  });

  it('maps offsets in the article text to the live page, not the copy', async () => {
    const page = await readPageText(document, markupLayout);
    expect(painted(page, 'with emphasis.')).toEqual(['with ', 'emphasis', '.']);
    expect(unmapped(page)).toBe(0);
  });

  it('still maps every character when Readability rebuilds its copy from HTML and retries', async () => {
    // The first pass strips "unlikely" blocks (a sidebar), finds too little and starts again
    // from the saved HTML: every text node of its result is new.
    document.body.innerHTML = `<div class="sidebar"><div>
        <p>${PARAGRAPH}<a href="/x">a link</a> and more.</p>
        <p>Another paragraph with <b>bold words</b>. ${PARAGRAPH}</p></div></div>`;
    const page = await readPageText(document, markupLayout);
    expect(page.text).toContain('Another paragraph with bold words.');
    expect(unmapped(page)).toBe(0);
    expect(painted(page, 'with bold words.')).toEqual(['with ', 'bold words', '.']);
  });

  it('maps links Readability replaces by their text', async () => {
    document.body.innerHTML = `<article><p>${PARAGRAPH}<a href="javascript:void(0)">Open the map</a> of the bay. ${PARAGRAPH}</p><p>${PARAGRAPH}</p></article>`;
    const page = await readPageText(document, markupLayout);
    expect(painted(page, 'Open the map of the bay.')).toEqual(['Open the map', ' of the bay.']);
    expect(unmapped(page)).toBe(0);
  });

  it('leaves out what the layout says is not rendered, before Readability scores it', async () => {
    document.body.innerHTML = `<article><p>${PARAGRAPH}</p><p id="decoy">Hidden decoy text.</p><p>${PARAGRAPH}</p></article>`;
    const hiding: TextLayout = {
      ...markupLayout,
      isRendered: (node) => node.parentElement?.id !== 'decoy',
    };
    expect((await readPageText(document, hiding)).text).not.toContain('decoy');
  });

  it('counts the characters it left out as no reader sees them (not a field’s, never read)', async () => {
    document.body.innerHTML = `<article><p>${PARAGRAPH}</p><p id="decoy">  Hidden   decoy\n text. </p><nav id="decoy">Menu</nav><textarea id="decoy">A field's text, never read.</textarea></article>`;
    const hiding: TextLayout = {
      ...markupLayout,
      isRendered: (node) => node.parentElement?.id !== 'decoy',
    };
    expect((await readPageText(document, hiding)).unseenChars).toBe(
      'Hidden decoy text.'.length + 'Menu'.length,
    );
    expect((await readPageText(document, markupLayout)).unseenChars).toBe(0);
  });

  it('does not count text the page does not draw at all (a closed menu) as left out', async () => {
    document.body.innerHTML = `<article><p>${PARAGRAPH}</p><p id="decoy">Hidden decoy text.</p><nav id="closed">A closed menu with many links</nav></article>`;
    const layout: TextLayout = {
      ...markupLayout,
      isRendered: (node) => !['decoy', 'closed'].includes(node.parentElement?.id ?? ''),
      // The decoy is drawn where no reader can see it; the closed menu is not drawn at all.
      isDisguised: (node) => node.parentElement?.id === 'decoy',
    };
    const page = await readPageText(document, layout);
    expect(page.text).not.toContain('closed menu');
    expect(page.unseenChars).toBe('Hidden decoy text.'.length);
  });

  it('does not change the page', async () => {
    const before = document.body.innerHTML;
    await readPageText(document, markupLayout);
    expect(document.body.innerHTML).toBe(before);
  });

  it('maps to the nodes it copied when the page changes between slices', async () => {
    // The page adds a paragraph and edits the nav while we give it the thread back.
    class BusyPage extends PageSlices {
      override async next(): Promise<void> {
        document.querySelector('main')!.insertAdjacentHTML('afterbegin', `<p>${PARAGRAPH}</p>`);
        document.querySelector('nav a')!.textContent = 'Start';
        await super.next();
      }
    }
    const page = await readPageText(document, markupLayout, { slices: new BusyPage(0) });
    expect(page.text.split(PARAGRAPH.trim()).length - 1).toBe(5);
    expect(painted(page, 'with emphasis.')).toEqual(['with ', 'emphasis', '.']);
    expect(unmapped(page)).toBe(0);
  });

  /** Readability in another document, as the hidden page runs it: on the copy's HTML. */
  type Outlined = { ok: true; value: ArticleOutline | undefined };
  /** A reader elsewhere that opens at once and reads with `read`. */
  const reader = (read: ReaderElsewhere['read']): ReaderElsewhere => ({
    open: () => Promise.resolve(ok({})),
    read,
  });
  const parsedElsewhere = (html: string): Promise<Outlined> =>
    Promise.resolve({ ok: true, value: outlineArticleHtml(html) });

  it('reads the same text and map when Readability runs on the HTML elsewhere', async () => {
    document.body.innerHTML = `<nav><a href="/">Home</a></nav><article><h1>Tide pools</h1>
      <p>${PARAGRAPH}<a href="/x">a link</a> and more.<br>After a break.</p>
      <pre>  kept   spacing  </pre><table><tr><td>cell one</td><td>cell two</td></tr></table>
      <p>Second paragraph with <em>emphasis</em>. ${PARAGRAPH}</p></article>`;
    const here = await readPageText(document, markupLayout);
    let sent = '';
    const there = await readPageText(document, markupLayout, {
      elsewhereFrom: EVERY_PAGE,
      elsewhere: reader((html) => ((sent = html), parsedElsewhere(html))),
    });
    expect(sent).toContain('Second paragraph');
    expect(there.text).toBe(here.text);
    expect(there.text).toContain('After a break.');
    expect(painted(there, 'with emphasis.')).toEqual(['with ', 'emphasis', '.']);
    expect(toDomPieces(there, 0, there.text.length)).toEqual(
      toDomPieces(here, 0, here.text.length),
    );
  });

  it('asks again without hidden text that made it into the article', async () => {
    document.body.innerHTML = `<article><p>${PARAGRAPH}</p><p id="decoy">Hidden decoy text.</p><p>${PARAGRAPH}</p></article>`;
    const hiding: TextLayout = {
      ...markupLayout,
      isRendered: (node) => node.parentElement?.id !== 'decoy',
    };
    const sent: string[] = [];
    const page = await readPageText(document, hiding, {
      elsewhereFrom: EVERY_PAGE,
      elsewhere: reader((html) => (sent.push(html), parsedElsewhere(html))),
    });
    // Readability starts before the page is asked what is hidden; the second copy lacks it.
    expect(sent.map((html) => html.includes('Hidden decoy text'))).toEqual([true, false]);
    expect(page.text).not.toContain('decoy');
    expect(painted(page, PARAGRAPH.slice(0, 40))).toEqual([PARAGRAPH.slice(0, 40)]);
  });

  it('asks once when hidden text stays out of the article', async () => {
    document.body.insertAdjacentHTML(
      'afterbegin',
      '<div id="menu"><a href="/a">Hidden menu entry</a> <a href="/b">Another one</a></div>',
    );
    const hiding: TextLayout = {
      ...markupLayout,
      isRendered: (node) => !node.parentElement?.closest('#menu'),
    };
    const sent: string[] = [];
    const page = await readPageText(document, hiding, {
      elsewhereFrom: EVERY_PAGE,
      elsewhere: reader((html) => (sent.push(html), markedElsewhere(html))),
    });
    expect(sent).toHaveLength(1);
    expect(page.title).toBe('Read elsewhere');
    expect(page.text).not.toContain('Hidden menu entry');
    expect(painted(page, 'with emphasis.')).toEqual(['with ', 'emphasis', '.']);
  });

  it('asks the layout of a big page only of the text in its body, not its code', async () => {
    // Text before the body (the title, a style) and after it (a node a script put there).
    document.title = 'The title alone';
    const style = document.createElement('style');
    style.textContent = 'p { color: red }';
    document.head.append(style);
    const after = document.createTextNode('After the body.');
    document.documentElement.append(after);
    document.body.insertAdjacentHTML('beforeend', '<script>var inBody = 1;</script>');
    const asked: string[] = [];
    const asking: TextLayout = {
      ...markupLayout,
      isRendered: (node) => (asked.push(node.data), markupLayout.isRendered(node)),
    };
    try {
      await readPageText(document, asking, {
        elsewhereFrom: EVERY_PAGE,
        elsewhere: reader((html) => markedElsewhere(html)),
      });
    } finally {
      style.remove();
      after.remove();
    }
    const body = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const shown: string[] = [];
    for (let node = body.nextNode(); node; node = body.nextNode()) {
      if (node.parentElement?.tagName !== 'SCRIPT') shown.push((node as Text).data);
    }
    // Of the body's text, the article's at least (the rest once Readability has chosen it not).
    expect(asked.every((data) => shown.includes(data))).toBe(true);
    expect(asked).toContain('emphasis');
    for (const code of [
      'The title alone',
      'After the body.',
      'p { color: red }',
      'var inBody = 1;',
    ]) {
      expect(asked).not.toContain(code);
    }
  });

  it('asks a big page only of its article once Readability has chosen it, whenever that is', async () => {
    // Hidden text after the article: outside what is read, it is not asked once the article is
    // known, and not counted as left out of it, however soon Readability answers.
    const decoys = Array.from({ length: 40 }, (_, i) => `<p class="decoy">Decoy ${i}.</p>`);
    document.body.insertAdjacentHTML('beforeend', `<aside>${decoys.join('')}</aside>`);
    const counts: number[] = [];
    for (const late of [false, true]) {
      const asked: string[] = [];
      let lastAsked = (): void => undefined;
      const pass = new Promise<void>((resolve) => (lastAsked = resolve));
      const hiding: TextLayout = {
        ...markupLayout,
        isRendered: (node) => {
          asked.push(node.data);
          if (node.data === 'Decoy 39.') lastAsked();
          return !node.parentElement?.matches('.decoy');
        },
      };
      const page = await readPageText(document, hiding, {
        elsewhereFrom: EVERY_PAGE,
        // Slices of one node: the answer comes while the page is asked, or once all of it was.
        slices: new PageSlices(0),
        elsewhere: reader(async (html) => {
          if (late) await pass;
          return markedElsewhere(html);
        }),
      });
      expect(page.text).not.toContain('Decoy');
      expect(page.title).toBe('Read elsewhere');
      expect(painted(page, 'with emphasis.')).toEqual(['with ', 'emphasis', '.']);
      // Answered at once, the decoys after the article are not asked; answered late, they are.
      expect(asked.some((data) => data.startsWith('Decoy'))).toBe(late);
      counts.push(page.unseenChars);
    }
    expect(counts).toEqual([0, 0]);
  });

  it('counts what is hidden in the article and all a big page hides when read anew without it', async () => {
    document.body.innerHTML = `<article><p>${PARAGRAPH}</p><p id="decoy">Hidden decoy text.</p><p>${PARAGRAPH}</p></article><aside><p id="decoy">Menu</p></aside>`;
    const hiding: TextLayout = {
      ...markupLayout,
      isRendered: (node) => node.parentElement?.id !== 'decoy',
    };
    const page = await readPageText(document, hiding, {
      elsewhereFrom: EVERY_PAGE,
      elsewhere: reader(parsedElsewhere),
    });
    expect(page.text).not.toContain('decoy');
    expect(page.unseenChars).toBe('Hidden decoy text.'.length + 'Menu'.length);
  });

  it('asks again when a node Readability made is found only in hidden text', async () => {
    // Readability replaces javascript: links by their text: made nodes, traced by text alone.
    document.body.innerHTML = `<article><p>${PARAGRAPH}<a href="javascript:void(0)">Secret link words</a> end. ${PARAGRAPH}</p>
      <p>${PARAGRAPH}</p></article><div id="off">Secret link words</div>`;
    const hiding: TextLayout = {
      ...markupLayout,
      isRendered: (node) => !node.parentElement?.closest('a, #off'),
    };
    const sent: string[] = [];
    const page = await readPageText(document, hiding, {
      elsewhereFrom: EVERY_PAGE,
      elsewhere: reader((html) => (sent.push(html), parsedElsewhere(html))),
    });
    expect(sent).toHaveLength(2);
    expect(page.text).not.toContain('Secret');
    expect(unmapped(page)).toBe(0);
  });

  it('reads here when it cannot be read elsewhere', async () => {
    const page = await readPageText(document, markupLayout, {
      elsewhereFrom: EVERY_PAGE,
      elsewhere: reader(() => Promise.resolve(err(appError('internal', 'No hidden page.')))),
    });
    expect(painted(page, 'with emphasis.')).toEqual(['with ', 'emphasis', '.']);
  });

  /** Marks what was read elsewhere: the title of an outline read here is the page's. */
  const markedElsewhere = async (html: string): Promise<Outlined> => {
    const read = await parsedElsewhere(html);
    return { ok: true, value: read.value && { ...read.value, title: 'Read elsewhere' } };
  };

  it('reads text nodes side by side, as scripts make them, from the page’s HTML', async () => {
    const p = document.getElementById('p2')!;
    p.replaceChildren(
      ...['Hello ', 'reader', '', ', from a framework. ', PARAGRAPH].map((t) =>
        document.createTextNode(t),
      ),
    );
    const page = await readPageText(document, markupLayout, {
      elsewhere: reader(markedElsewhere),
      elsewhereFrom: EVERY_PAGE,
    });
    // Side by side in the page's HTML, they are one text there: found across the nodes.
    expect(page.title).toBe('Read elsewhere');
    expect(page.articleReadIn).toBe('hidden-page');
    expect(painted(page, 'Hello reader, from')).toEqual(['Hello ', 'reader', ', from']);
    expect(unmapped(page)).toBe(0);
  });

  it('gives Readability neither scripts nor styles, but the structured data titles come from', async () => {
    document.body.insertAdjacentHTML(
      'beforeend',
      `<script>var tracking = "SCRIPT TEXT";</script><style>p { color: red }</style>
       <noscript><p>NOSCRIPT TEXT</p></noscript>
       <script type="application/ld+json">{"@type":"NewsArticle","headline":"Pools"}</script>`,
    );
    const sent: string[] = [];
    const page = await readPageText(document, markupLayout, {
      elsewhereFrom: EVERY_PAGE,
      elsewhere: reader((html) => (sent.push(html), markedElsewhere(html))),
    });
    // The page's HTML goes as it stands; what is never read is left out where it is parsed.
    expect(sent).toEqual([document.documentElement.outerHTML]);
    expect(page.title).toBe('Read elsewhere');
    const read = new DOMParser().parseFromString(sent[0]!, 'text/html');
    leaveOutUnread(read);
    const text = read.documentElement.textContent ?? '';
    expect(text).not.toMatch(/SCRIPT TEXT|color: red|NOSCRIPT TEXT/);
    expect(text).toContain('"headline":"Pools"');
  });

  it('sends its copy when the page’s HTML parsed elsewhere has other text nodes', async () => {
    const sent: string[] = [];
    const page = await readPageText(document, markupLayout, {
      elsewhereFrom: EVERY_PAGE,
      elsewhere: reader(async (html) => {
        sent.push(html);
        const outline = (await markedElsewhere(html)).value;
        // The page as it stands parses into one text node more than the page has.
        return ok(
          outline && sent.length === 1 ? { ...outline, texts: outline.texts + 1 } : outline,
        );
      }),
    });
    expect(sent).toHaveLength(2);
    expect(sent[0]).toBe(document.documentElement.outerHTML);
    expect(page.title).toBe('Read elsewhere');
    expect(painted(page, 'with emphasis.')).toEqual(['with ', 'emphasis', '.']);
    expect(unmapped(page)).toBe(0);
  });

  it('reads here when the HTML parsed elsewhere has other text nodes', async () => {
    // A parser that splits differently (here: one more text node) makes its indices useless.
    const page = await readPageText(document, markupLayout, {
      elsewhereFrom: EVERY_PAGE,
      elsewhere: reader(async (html) => {
        const outline = (await markedElsewhere(html)).value;
        return ok(outline && { ...outline, texts: outline.texts + 1 });
      }),
    });
    expect(page.title).toBe('Tide pools');
    expect(painted(page, 'with emphasis.')).toEqual(['with ', 'emphasis', '.']);
    expect(unmapped(page)).toBe(0);
  });

  it('reads nothing here when elsewhere finds no article', async () => {
    document.body.innerHTML = '<div>Just a short app screen</div>';
    const page = await readPageText(document, markupLayout, {
      elsewhereFrom: EVERY_PAGE,
      elsewhere: reader(() => Promise.resolve(ok(undefined))),
    });
    expect(page.text).toBe('Just a short app screen');
  });

  it('gets the reader ready before it readies the copy, and reads here when it cannot open', async () => {
    const events: string[] = [];
    class Logged extends PageSlices {
      override async next(): Promise<void> {
        events.push('yield');
        await super.next();
      }
    }
    const opening: ReaderElsewhere = {
      open: () => (events.push('open'), Promise.resolve(ok({}))),
      read: (html) => (events.push('read'), parsedElsewhere(html)),
    };
    await readPageText(document, markupLayout, {
      elsewhere: opening,
      elsewhereFrom: EVERY_PAGE,
      slices: new Logged(0),
    });
    expect(events.slice(0, 3)).toEqual(['open', 'yield', 'yield']);
    expect(events).toContain('read');

    const closed: ReaderElsewhere = {
      open: () => Promise.resolve(err(appError('internal', 'No hidden page.'))),
      read: () => Promise.reject(new Error('read without a reader')),
    };
    const page = await readPageText(document, markupLayout, {
      elsewhere: closed,
      elsewhereFrom: EVERY_PAGE,
    });
    expect(painted(page, 'with emphasis.')).toEqual(['with ', 'emphasis', '.']);
    expect(page.articleReadIn).toBe('page');
  });

  it('reads a small page here, without sending it anywhere', async () => {
    const sent: string[] = [];
    const page = await readPageText(document, markupLayout, {
      elsewhere: reader((html) => (sent.push(html), parsedElsewhere(html))),
    });
    expect(sent).toEqual([]);
    expect(painted(page, 'with emphasis.')).toEqual(['with ', 'emphasis', '.']);
  });

  it('falls back to the whole body when there is no article', async () => {
    document.body.innerHTML = '<div>Just a short app screen</div>';
    expect((await readPageText(document, markupLayout)).text).toBe('Just a short app screen');
  });
});

describe('readText', () => {
  beforeEach(() => {
    document.body.innerHTML = `<p id="p">Selected words here.</p><ul id="l"><li>One</li><li>Two</li></ul>
      <p id="rtl" dir="rtl">مرحبا بالعالم الجميل</p><p id="cjk">日本語の文章です。</p>
      <textarea id="t">Field text</textarea>`;
    getSelection()?.removeAllRanges();
  });

  const select = (start: [Node, number], end: [Node, number], backwards = false): void => {
    const selection = getSelection()!;
    selection.removeAllRanges();
    if (backwards) {
      selection.setBaseAndExtent(end[0], end[1], start[0], start[1]);
    } else {
      selection.setBaseAndExtent(start[0], start[1], end[0], end[1]);
    }
  };
  const textOf = (id: string): Text => document.getElementById(id)!.firstChild as Text;

  it('maps a selection of a whole paragraph', async () => {
    const range = document.createRange();
    range.selectNodeContents(document.getElementById('p')!);
    getSelection()?.addRange(range);
    const { map, mappable } = await readText('selection', markupLayout);
    expect(map.text).toBe('Selected words here.');
    expect(mappable).toBe(true);
  });

  it('maps part of one text node, forwards and backwards', async () => {
    for (const backwards of [false, true]) {
      select([textOf('p'), 9], [textOf('p'), 14], backwards);
      const { map } = await readText('selection', markupLayout);
      expect(map.text).toBe('words');
      expect(painted(map, 'words')).toEqual(['words']);
    }
  });

  it('maps selections across list items, RTL and CJK text', async () => {
    const items = document.querySelectorAll('#l li');
    select([items[0]!.firstChild!, 1], [items[1]!.firstChild!, 2]);
    expect((await readText('selection', markupLayout)).map.text).toBe('ne\nTw');
    select([textOf('rtl'), 6], [textOf('cjk'), 3]);
    const { map } = await readText('selection', markupLayout);
    expect(map.text).toBe('بالعالم الجميل\n\n日本語');
    expect(painted(map, '日本語')).toEqual(['日本語']);
  });

  it('reads a selection in a text field without a page map', async () => {
    const field = document.getElementById('t') as HTMLTextAreaElement;
    field.focus();
    field.setSelectionRange(0, 5);
    const { map, mappable } = await readText('selection', markupLayout);
    expect(map.text).toBe('Field');
    expect(mappable).toBe(false);
  });
});

describe('readSelectionText', () => {
  it('asks the layout about a whole-page selection in slices before walking it', async () => {
    document.body.innerHTML = Array.from(
      { length: 60 },
      (_, i) => `<p>Paragraph ${i} with <em>some</em> words.</p>`,
    ).join('');
    const range = document.createRange();
    range.selectNodeContents(document.body);
    getSelection()!.removeAllRanges();
    getSelection()!.addRange(range);
    const asked: Text[] = [];
    let yields = 0;
    const layout: TextLayout = {
      ...markupLayout,
      isRendered: (node) => (asked.push(node), true),
    };
    class Counted extends PageSlices {
      override async next(): Promise<void> {
        yields++;
        await super.next();
      }
    }
    const whole = await readSelectionText(getSelection()!, layout, document, new Counted(0));
    expect(whole.text.split('\n\n')).toHaveLength(60);
    expect(whole.text).toContain('Paragraph 59 with some words.');
    expect(yields).toBeGreaterThan(1);
    // Each node asked ahead in slices, then by the walk (which a live layout answers from memory).
    expect(asked.length).toBe(2 * 180);
    expect(whole.unseenChars).toBe(0);
  });

  it('counts the selected characters no reader sees, only the part selected', async () => {
    document.body.innerHTML =
      '<p id="a">Seen words here.</p><p id="b">Hidden decoy words.</p><p id="c">More seen.</p>';
    const range = document.createRange();
    range.setStart(document.querySelector('#b')!.firstChild!, 'Hidden '.length);
    range.setEnd(document.querySelector('#c')!.firstChild!, 4);
    getSelection()!.removeAllRanges();
    getSelection()!.addRange(range);
    const layout: TextLayout = {
      ...markupLayout,
      isRendered: (node) => node.parentElement?.id !== 'b',
    };
    const read = await readSelectionText(getSelection()!, layout);
    expect(read.text).toBe('More');
    expect(read.unseenChars).toBe('decoy words.'.length);
  });

  it('says when the selection takes in a gap an editor holds for text it has not drawn', async () => {
    // CodeMirror's shape: the lines near its view, and a gap standing for the lines between.
    document.body.innerHTML =
      '<p id="before">Before the editor.</p><div contenteditable="true"><div id="first">first line</div>' +
      '<div class="cm-gap" style="height: 600px"></div><div id="last">last line</div></div>';
    const layout: TextLayout = {
      ...markupLayout,
      isUndrawn: (element) => element.classList.contains('cm-gap'),
    };
    const selectFrom = async (from: string, to: string): Promise<boolean> => {
      const range = document.createRange();
      range.setStart(document.getElementById(from)!.firstChild!, 0);
      range.setEnd(document.getElementById(to)!.firstChild!, 4);
      getSelection()!.removeAllRanges();
      getSelection()!.addRange(range);
      const read = await readSelectionText(getSelection()!, layout);
      return read.undrawn;
    };
    expect(await selectFrom('first', 'last')).toBe(true);
    // A selection short of the gap takes nothing undrawn in.
    expect(await selectFrom('before', 'first')).toBe(false);
    expect(await selectFrom('last', 'last')).toBe(false);
  });
});
