// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { buildTextMap, toDomSpan, type TextMap } from '../../../src/shared/text/text-map.ts';

function spanText(map: TextMap, start: number, length: number): string | undefined {
  const span = toDomSpan(map, start, length);
  if (!span) return undefined;
  const range = document.createRange();
  range.setStart(span.start.node, span.start.offset);
  range.setEnd(span.end.node, span.end.offset);
  return range.toString();
}

describe('buildTextMap', () => {
  beforeEach(() => {
    document.body.innerHTML = `<article id="a"><h1>Title</h1><p>First <b>bold</b> words.</p>
      <script>var hidden = 1;</script><p hidden>Hidden text</p><p>Second paragraph.</p></article>`;
  });

  it('joins text nodes in order, separates blocks, skips scripts and hidden text', () => {
    const map = buildTextMap(document.getElementById('a')!);
    expect(map.text).toContain('Title\n\nFirst bold words.');
    expect(map.text).toContain('Second paragraph.');
    expect(map.text).not.toContain('hidden');
    expect(map.text).not.toContain('Hidden text');
  });

  it('maps any span of the text back to the same characters in the page', () => {
    const map = buildTextMap(document.getElementById('a')!);
    for (const phrase of ['First bold words.', 'bold', 'st bo', 'Title', 'Second paragraph.']) {
      const start = map.text.indexOf(phrase);
      expect(spanText(map, start, phrase.length)).toBe(phrase);
    }
  });

  it('maps a span that crosses paragraphs to the characters around the break', () => {
    const map = buildTextMap(document.getElementById('a')!);
    const start = map.text.indexOf('Title');
    const end = map.text.indexOf('First') + 'First'.length;
    expect(spanText(map, start, end - start)).toMatch(/^Title\s*First$/);
  });

  it('builds the text of a selection only, from the middle of nodes', () => {
    const p = document.querySelector('p')!;
    const range = document.createRange();
    range.setStart(p.firstChild!, 2); // "rst "
    range.setEnd(p.querySelector('b')!.firstChild!, 2); // "bo"
    const map = buildTextMap(document.body, { range });
    expect(map.text).toBe('rst bo');
    expect(spanText(map, 1, 4)).toBe('st b');
  });

  it('maps a clone back to the live nodes', () => {
    const live = document.getElementById('a')!;
    const clone = live.cloneNode(true) as HTMLElement;
    const liveNodes = new Map<Text, Text>();
    const walk = (a: Node, b: Node): void => {
      if (a instanceof Text && b instanceof Text) liveNodes.set(a, b);
      a.childNodes.forEach((child, i) => walk(child, b.childNodes[i]!));
    };
    walk(clone, live);
    const map = buildTextMap(clone, { toLive: (node) => liveNodes.get(node) });
    const start = map.text.indexOf('bold');
    const span = toDomSpan(map, start, 4)!;
    expect(live.contains(span.start.node)).toBe(true);
  });

  it('gives nothing for empty or out-of-text spans, and skips unmapped nodes', () => {
    const map = buildTextMap(document.getElementById('a')!, { toLive: () => undefined });
    expect(toDomSpan(map, 0, 5)).toBeUndefined();
    const mapped = buildTextMap(document.getElementById('a')!);
    expect(toDomSpan(mapped, 3, 0)).toBeUndefined();
    expect(toDomSpan(mapped, mapped.text.length + 10, 5)).toBeUndefined();
  });
});
