// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { readPageText } from '../../../../src/content/features/page-text.ts';
import { markupLayout, type TextLayout } from '../../../../src/content/features/text-layout.ts';
import { readText } from '../../../../src/content/features/text-source.ts';
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

  it('takes the article and leaves out navigation and footer', () => {
    const page = readPageText(document, markupLayout);
    expect(page.text).toContain('Second paragraph with emphasis.');
    expect(page.text).not.toContain('About us');
    expect(page.text).not.toContain('cookie banner');
  });

  it('maps offsets in the article text to the live page, not the copy', () => {
    const page = readPageText(document, markupLayout);
    expect(painted(page, 'with emphasis.')).toEqual(['with ', 'emphasis', '.']);
    expect(unmapped(page)).toBe(0);
  });

  it('still maps every character when Readability rebuilds its copy from HTML and retries', () => {
    // The first pass strips "unlikely" blocks (a sidebar), finds too little and starts again
    // from the saved HTML: every text node of its result is new.
    document.body.innerHTML = `<div class="sidebar"><div>
        <p>${PARAGRAPH}<a href="/x">a link</a> and more.</p>
        <p>Another paragraph with <b>bold words</b>. ${PARAGRAPH}</p></div></div>`;
    const page = readPageText(document, markupLayout);
    expect(page.text).toContain('Another paragraph with bold words.');
    expect(unmapped(page)).toBe(0);
    expect(painted(page, 'with bold words.')).toEqual(['with ', 'bold words', '.']);
  });

  it('maps links Readability replaces by their text', () => {
    document.body.innerHTML = `<article><p>${PARAGRAPH}<a href="javascript:void(0)">Open the map</a> of the bay. ${PARAGRAPH}</p><p>${PARAGRAPH}</p></article>`;
    const page = readPageText(document, markupLayout);
    expect(painted(page, 'Open the map of the bay.')).toEqual(['Open the map', ' of the bay.']);
    expect(unmapped(page)).toBe(0);
  });

  it('leaves out what the layout says is not rendered, before Readability scores it', () => {
    document.body.innerHTML = `<article><p>${PARAGRAPH}</p><p id="decoy">Hidden decoy text.</p><p>${PARAGRAPH}</p></article>`;
    const hiding: TextLayout = {
      ...markupLayout,
      isRendered: (node) => node.parentElement?.id !== 'decoy',
    };
    expect(readPageText(document, hiding).text).not.toContain('decoy');
  });

  it('does not change the page', () => {
    const before = document.body.innerHTML;
    readPageText(document, markupLayout);
    expect(document.body.innerHTML).toBe(before);
  });

  it('falls back to the whole body when there is no article', () => {
    document.body.innerHTML = '<div>Just a short app screen</div>';
    expect(readPageText(document, markupLayout).text).toBe('Just a short app screen');
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

  it('maps a selection of a whole paragraph', () => {
    const range = document.createRange();
    range.selectNodeContents(document.getElementById('p')!);
    getSelection()?.addRange(range);
    const { map, mappable } = readText('selection', markupLayout);
    expect(map.text).toBe('Selected words here.');
    expect(mappable).toBe(true);
  });

  it('maps part of one text node, forwards and backwards', () => {
    for (const backwards of [false, true]) {
      select([textOf('p'), 9], [textOf('p'), 14], backwards);
      const { map } = readText('selection', markupLayout);
      expect(map.text).toBe('words');
      expect(painted(map, 'words')).toEqual(['words']);
    }
  });

  it('maps selections across list items, RTL and CJK text', () => {
    const items = document.querySelectorAll('#l li');
    select([items[0]!.firstChild!, 1], [items[1]!.firstChild!, 2]);
    expect(readText('selection', markupLayout).map.text).toBe('ne\nTw');
    select([textOf('rtl'), 6], [textOf('cjk'), 3]);
    const { map } = readText('selection', markupLayout);
    expect(map.text).toBe('بالعالم الجميل\n\n日本語');
    expect(painted(map, '日本語')).toEqual(['日本語']);
  });

  it('reads a selection in a text field without a page map', () => {
    const field = document.getElementById('t') as HTMLTextAreaElement;
    field.focus();
    field.setSelectionRange(0, 5);
    const { map, mappable } = readText('selection', markupLayout);
    expect(map.text).toBe('Field');
    expect(mappable).toBe(false);
  });
});
