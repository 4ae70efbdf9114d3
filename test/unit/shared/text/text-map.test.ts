// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { TextMapBuilder } from '../../../../src/shared/text/text-map-builder.ts';
import { toDomPieces, type TextMap } from '../../../../src/shared/text/text-map.ts';
import { markupLayout } from '../../../../src/shared/text/text-layout.ts';
import { walkText } from '../../../../src/content/reading/text-walk.ts';

/** What a span paints: the text of each of its pieces, in order. */
function painted(map: TextMap, start: number, length: number): string[] {
  return toDomPieces(map, start, length).pieces.map((p) => p.node.data.slice(p.start, p.end));
}

function mapOf(root: Node, range?: Range): TextMap {
  const builder = new TextMapBuilder();
  walkText(root, builder, { layout: markupLayout, range });
  return builder.build();
}

describe('building the text of a tree', () => {
  beforeEach(() => {
    document.body.innerHTML = `<article id="a"><h1>Title</h1><p>First <b>bold</b> words.</p>
      <script>var hidden = 1;</script><p hidden>Hidden text</p><p>Second paragraph.</p></article>`;
  });

  it('joins text nodes in order, separates blocks, skips scripts and hidden text', () => {
    const map = mapOf(document.getElementById('a')!);
    expect(map.text).toBe('Title\n\nFirst bold words.\n\nSecond paragraph.');
  });

  it('maps any span of the text back to the same characters in the page', () => {
    const map = mapOf(document.getElementById('a')!);
    for (const phrase of ['First bold words.', 'bold', 'st bo', 'Title', 'Second paragraph.']) {
      const start = map.text.indexOf(phrase);
      expect(painted(map, start, phrase.length).join('')).toBe(phrase);
    }
  });

  it('paints a span across paragraphs as one piece per node, never what lies between', () => {
    document.body.innerHTML = `<div id="a"><p>Before the ad.</p><p>After the ad.</p></div>`;
    const map = mapOf(document.getElementById('a')!);
    expect(painted(map, 0, map.text.length)).toEqual(['Before the ad.', 'After the ad.']);
  });

  it('separates lines at <br> instead of gluing the words', () => {
    document.body.innerHTML = `<p id="a">Lorem ipsum<br>dolor sit<br><br>amet</p>`;
    expect(mapOf(document.getElementById('a')!).text).toBe('Lorem ipsum\ndolor sit\n\namet');
  });

  it('collapses source indentation while every kept character still maps exactly', () => {
    document.body.innerHTML = `<div id="a">
        <p>
          Deeply    indented
          text   <em> with  emphasis </em>  here.
        </p>
      </div>`;
    const map = mapOf(document.getElementById('a')!);
    expect(map.text).toBe('Deeply indented text with emphasis here.');
    const start = map.text.indexOf('indented text');
    // The collapsed white space between the words is painted with them: it is one node.
    expect(painted(map, start, 'indented text'.length)).toEqual([
      expect.stringMatching(/^indented\s+text$/),
    ]);
    for (const segment of map.segments) {
      const from = map.text.slice(segment.start, segment.start + segment.length);
      const live = segment.node!.data.slice(segment.nodeStart, segment.nodeStart + segment.length);
      expect(live.replace(/\s/g, ' ')).toBe(from);
    }
  });

  it('keeps preformatted text as it is', () => {
    document.body.innerHTML = `<div id="a"><p>Code:</p><pre>  if (a)\n    b();</pre></div>`;
    expect(mapOf(document.getElementById('a')!).text).toBe('Code:\n\n  if (a)\n    b();');
  });

  it('puts a tab between table cells and a line between rows', () => {
    document.body.innerHTML = `<table id="a"><tr><td>a1</td><td>b1</td></tr><tr><td>a2</td><td>b2</td></tr></table>`;
    expect(mapOf(document.getElementById('a')!).text).toBe('a1\tb1\na2\tb2');
  });

  it('reads a selection inside one text node (its own common ancestor)', () => {
    const text = document.querySelector('p')!.firstChild as Text; // "First "
    const range = document.createRange();
    range.setStart(text, 1);
    range.setEnd(text, 4);
    expect(range.commonAncestorContainer).toBe(text);
    const map = mapOf(range.commonAncestorContainer, range);
    expect(map.text).toBe('irs');
    expect(painted(map, 0, 3)).toEqual(['irs']);
  });

  it('builds the text of a selection only, from the middle of nodes', () => {
    const p = document.querySelector('p')!;
    const range = document.createRange();
    range.setStart(p.firstChild!, 2); // "rst "
    range.setEnd(p.querySelector('b')!.firstChild!, 2); // "bo"
    const map = mapOf(range.commonAncestorContainer, range);
    expect(map.text).toBe('rst bo');
    expect(painted(map, 1, 4)).toEqual(['st ', 'b']);
  });
});

describe('toDomPieces', () => {
  it('trims white space at the edges of a span', () => {
    document.body.innerHTML = `<p id="a">One two three.</p>`;
    const map = mapOf(document.getElementById('a')!);
    expect(painted(map, 3, 5)).toEqual(['two']);
  });

  it('counts characters that map nowhere, and gives nothing for empty spans', () => {
    const builder = new TextMapBuilder();
    const node = document.createTextNode('mapped');
    builder.text('mapped', [{ offset: 0, length: 6, node, nodeStart: 0 }], 'collapse');
    builder.text(' lost words', [], 'collapse');
    const map = builder.build();
    expect(map.text).toBe('mapped lost words');
    expect(toDomPieces(map, 0, map.text.length)).toMatchObject({ mapped: 6, unmapped: 9 });
    expect(toDomPieces(map, 3, 0).pieces).toEqual([]);
    expect(toDomPieces(map, map.text.length + 10, 5).pieces).toEqual([]);
  });

  it('loses nothing when only white space of another kind maps nowhere (no-break, ideographic)', () => {
    const builder = new TextMapBuilder();
    const first = document.createTextNode('一つ目');
    const second = document.createTextNode('two');
    builder.text('一つ目', [{ offset: 0, length: 3, node: first, nodeStart: 0 }], 'preserve');
    // Spaces the reader sees between them, but no text node of the page holds.
    builder.text('\u3000\u00a0\u202f\u2009', [], 'preserve');
    builder.text('two', [{ offset: 0, length: 3, node: second, nodeStart: 0 }], 'preserve');
    const map = builder.build();
    expect(toDomPieces(map, 0, map.text.length)).toMatchObject({ mapped: 6, unmapped: 0 });
    // A span starting or ending in such spaces is trimmed to its words.
    expect(painted(map, 3, 7)).toEqual(['two']);
  });
});
