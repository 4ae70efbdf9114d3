// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { guardMarks, type PaintedKind } from '../../../../src/content/marks/mark-guard.ts';
import { MARK_PRIORITY } from '../../../../src/shared/text-checks/highlight-names.ts';

/** jsdom has no highlights: the registry is a Map and a highlight a Set, as the API shapes them. */
class FakeHighlight extends Set<AbstractRange> {
  priority = 0;
  type = 'highlight';
}

const asHighlight = (h: FakeHighlight): Highlight => h as unknown as Highlight;

let registry: Map<string, FakeHighlight>;
let text: Text;
let other: Text;
let kinds: PaintedKind[];

const span = (node: Text, start: number, end: number): StaticRange =>
  new StaticRange({ startContainer: node, startOffset: start, endContainer: node, endOffset: end });

function paint(name: string, ranges: StaticRange[]): PaintedKind {
  const highlight = new FakeHighlight(ranges);
  highlight.priority = MARK_PRIORITY;
  registry.set(name, highlight);
  return {
    kind: name.endsWith('0') ? 'ai' : 'human',
    name,
    highlight: asHighlight(highlight),
    ranges,
  };
}

const guard = (): string[] =>
  guardMarks(kinds, registry as unknown as HighlightRegistry, 'htoken0000000');

/** What the page would paint: each name's ranges as [start, end], and the registry's order. */
const shown = (): unknown => ({
  order: [...registry.keys()],
  ranges: Object.fromEntries(
    [...registry].map(([name, h]) => [name, [...h].map((r) => [r.startOffset, r.endOffset])]),
  ),
  priorities: [...registry.values()].map((h) => h.priority),
});

beforeEach(() => {
  document.body.innerHTML =
    '<p id="a">Written by a person, then by a model.</p><p id="b">Other.</p>';
  text = document.getElementById('a')!.firstChild as Text;
  other = document.getElementById('b')!.firstChild as Text;
  registry = new Map();
  registry.set('page-own', new FakeHighlight([span(other, 0, 5)]));
  kinds = [
    paint('htoken00000000', [span(text, 20, 36)]), // ai
    paint('htoken00000001', [span(text, 0, 19)]), // human
  ];
});

describe('guardMarks', () => {
  it('finds nothing, and changes nothing, when the page left the marks alone', () => {
    const before = shown();
    expect(guard()).toEqual([]);
    expect(shown()).toEqual(before);
  });

  it('puts back ranges the page swapped between our kinds (sizes unchanged)', () => {
    const before = shown();
    const [ai, human] = kinds.map((k) => k.highlight as unknown as FakeHighlight);
    const aiRanges = [...ai!];
    ai!.clear();
    for (const r of human!) ai!.add(r);
    human!.clear();
    for (const r of aiRanges) human!.add(r);
    expect(guard()).toEqual(['ranges']);
    expect(shown()).toMatchObject({ ranges: (before as { ranges: unknown }).ranges });
  });

  it('puts our highlight back where the page replaced or removed it', () => {
    registry.set('htoken00000000', new FakeHighlight([span(text, 0, 36)]));
    registry.delete('htoken00000001');
    expect(guard()).toEqual(['entry']);
    expect(registry.get('htoken00000000')).toBe(kinds[0]!.highlight);
    expect(registry.get('htoken00000001')).toBe(kinds[1]!.highlight);
  });

  it('removes an entry the page made under our token, which would paint as one of ours', () => {
    registry.set('htoken00000002', new FakeHighlight([span(text, 0, 19)]));
    expect(guard()).toEqual(['entry']);
    expect(registry.has('htoken00000002')).toBe(false);
  });

  it('restores a priority or type the page changed', () => {
    (kinds[0]!.highlight as unknown as FakeHighlight).priority = -1;
    expect(guard()).toEqual(['priority']);
    expect(kinds[0]!.highlight.priority).toBe(MARK_PRIORITY);
    (kinds[1]!.highlight as unknown as FakeHighlight).type = 'spelling-error';
    expect(guard()).toEqual(['priority']);
    expect(kinds[1]!.highlight.type).toBe('highlight');
  });

  it('re-registers ours last when a page highlight at our priority lies on them', () => {
    const cover = new FakeHighlight([span(text, 10, 25)]);
    cover.priority = MARK_PRIORITY;
    registry.set('page-cover', cover);
    expect(guard()).toEqual(['covered']);
    expect([...registry.keys()].slice(-2)).toEqual(['htoken00000000', 'htoken00000001']);
  });

  it('does not find a cover again once ours are registered after it (ours paint on top)', () => {
    const cover = new FakeHighlight([span(text, 10, 25)]);
    cover.priority = MARK_PRIORITY;
    registry.set('page-cover', cover);
    expect(guard()).toEqual(['covered']);
    expect(guard()).toEqual([]);
    // Registered after ours again: found again.
    registry.delete('page-cover');
    registry.set('page-cover', cover);
    expect(guard()).toEqual(['covered']);
  });

  it('sees a cover given as a range of elements, around our text', () => {
    const around = document.createRange();
    around.selectNodeContents(document.body);
    const cover = new FakeHighlight([around]);
    cover.priority = MARK_PRIORITY;
    registry.set('page-cover', cover);
    expect(guard()).toEqual(['covered']);
  });

  it('leaves page highlights alone that paint under ours or elsewhere', () => {
    const under = new FakeHighlight([span(text, 0, 36)]);
    under.priority = 5;
    const elsewhere = new FakeHighlight([span(other, 0, 5)]);
    elsewhere.priority = MARK_PRIORITY;
    const touching = new FakeHighlight([span(text, 36, 37)]);
    touching.priority = MARK_PRIORITY;
    registry.set('under', under).set('elsewhere', elsewhere).set('touching', touching);
    const before = shown();
    expect(guard()).toEqual([]);
    expect(shown()).toEqual(before);
  });
});
