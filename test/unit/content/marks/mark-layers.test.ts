// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyHighlights, clearHighlights } from '../../../../src/content/marks/highlights.ts';
import { checkMarks, watchedLayers } from '../../../../src/content/marks/mark-watch.ts';
import { pageWords } from '../../../../src/shared/messages/page-words.ts';
import type { PageWords } from '../../../../src/shared/messages/text.ts';
import { highlightName } from '../../../../src/shared/text-checks/highlight-names.ts';
import type { TextMap } from '../../../../src/shared/text/text-map.ts';
import { translatorIn } from '../../../support/i18n/in-language.tsx';

/** jsdom has no highlights: the registry is a Map and a highlight a Set, as the API shapes them. */
class FakeHighlight extends Set<AbstractRange> {
  priority = 0;
  type = 'highlight';
  constructor(...ranges: AbstractRange[]) {
    super(ranges);
  }
}

const TOKEN = 'habcdefghijkl';
let registry: Map<string, FakeHighlight>;
let map: TextMap;
let words: PageWords;

beforeAll(async () => {
  words = pageWords(await translatorIn('en'));
  vi.stubGlobal('Highlight', FakeHighlight);
  // No forced colours; and highlights' computed styles read as unknown, so none looks restyled.
  vi.stubGlobal('matchMedia', () => ({ matches: false }));
  const computed = globalThis.getComputedStyle.bind(globalThis);
  vi.stubGlobal('getComputedStyle', (element: Element, pseudo?: string) =>
    pseudo ? ({ backgroundColor: '' } as CSSStyleDeclaration) : computed(element),
  );
  // jsdom has no top layer: the legend, once raised, reads as shown there.
  const matches = Object.getOwnPropertyDescriptor(Element.prototype, 'matches')?.value as (
    this: Element,
    selector: string,
  ) => boolean;
  vi.spyOn(Element.prototype, 'matches').mockImplementation(function (this: Element, selector) {
    return selector === ':popover-open' || matches.call(this, selector);
  });
});

beforeEach(() => {
  document.body.innerHTML = '<p>Written by a model, and found on another site.</p>';
  const node = document.querySelector('p')!.firstChild as Text;
  map = { text: node.data, segments: [{ start: 0, length: node.length, node, nodeStart: 0 }] };
  registry = new Map();
  vi.stubGlobal('CSS', { highlights: registry });
});

afterEach(() => {
  clearHighlights();
});

/** A check's AI section (characters 0–18) and a scan's passage (25–47), overlapping neither. */
const paintCheck = (): unknown =>
  applyHighlights('check', map, [{ start: 0, length: 18, kind: 'ai' }], TOKEN, words);
const paintScan = (): unknown =>
  applyHighlights('scan', map, [{ start: 25, length: 22, kind: 'match' }], TOKEN, words);

const aiName = highlightName(TOKEN, 'ai');
const matchName = highlightName(TOKEN, 'match');

/** The legend's rows, read from its root (closed to the page; kept in our world for tests). */
function legendRows(): { layer: string | undefined; text: string; button: string }[] {
  const root = (globalThis as Record<symbol, ShadowRoot | undefined>)[
    Symbol.for('authenticity-lens.legend-root')
  ];
  return [...(root?.querySelectorAll<HTMLElement>('.row') ?? [])].map((row) => ({
    layer: row.dataset['layer'],
    text: row.textContent ?? '',
    button: row.querySelector('button')?.textContent ?? '',
  }));
}

function legendButton(layer: string): HTMLButtonElement {
  const root = (globalThis as Record<symbol, ShadowRoot | undefined>)[
    Symbol.for('authenticity-lens.legend-root')
  ];
  const button = root?.querySelector<HTMLButtonElement>(`.row[data-layer="${layer}"] button`);
  if (!button) throw new Error(`no legend row for ${layer}`);
  return button;
}

describe('layers of marks', () => {
  it('painting a scan’s passages leaves a check’s marks, and the other way round', () => {
    paintCheck();
    paintScan();
    expect([...registry.keys()].sort()).toEqual([aiName, matchName].sort());
    expect(registry.get(aiName)?.size).toBe(1);
    paintCheck();
    expect(registry.get(matchName)?.size).toBe(1);
    expect(watchedLayers().sort()).toEqual(['check', 'scan']);
  });

  it('one legend names both layers, each row with its own clear button', () => {
    paintScan();
    expect(legendRows().map((r) => [r.layer, r.button])).toEqual([['scan', words.clear]]);
    expect(legendRows()[0]?.text).toContain(words.kinds['match']);
    paintCheck();
    // In the same order whichever painted first; the buttons say which layer they clear.
    expect(legendRows().map((r) => [r.layer, r.button])).toEqual([
      ['check', words.clearLayer.check],
      ['scan', words.clearLayer.scan],
    ]);
    expect(legendRows()[0]?.text).toContain(words.kinds['ai']);
    expect(legendRows()[0]?.text).not.toContain(words.kinds['match']);
  });

  it('clearing the scan’s layer leaves the check’s marks, legend row and watch', () => {
    paintCheck();
    paintScan();
    clearHighlights('scan');
    expect([...registry.keys()]).toEqual([aiName]);
    expect(legendRows().map((r) => [r.layer, r.button])).toEqual([['check', words.clear]]);
    expect(watchedLayers()).toEqual(['check']);
  });

  it('clearing the check’s layer (its legend button) leaves the scan’s passages', () => {
    const told: string[] = [];
    const tell = (layer: string): number => told.push(layer);
    applyHighlights(
      'check',
      map,
      [{ start: 0, length: 18, kind: 'ai' }],
      TOKEN,
      words,
      () => undefined,
      tell,
    );
    paintScan();
    legendButton('check').click();
    // The worker is told, so a later refresh of the tab does not paint them back.
    expect(told).toEqual(['check']);
    expect([...registry.keys()]).toEqual([matchName]);
    expect(legendRows().map((r) => r.layer)).toEqual(['scan']);
    expect(watchedLayers()).toEqual(['scan']);
    clearHighlights('scan');
    expect(registry.size).toBe(0);
    expect(legendRows()).toEqual([]);
    expect(watchedLayers()).toEqual([]);
  });

  it('each layer’s guard takes the other’s highlights for ours, not the page’s', () => {
    paintCheck();
    // A passage over the AI section, registered after it at our priority: not the page's cover.
    applyHighlights('scan', map, [{ start: 10, length: 30, kind: 'match' }], TOKEN, words);
    expect(checkMarks()).toEqual([]);
    expect(checkMarks()).toEqual([]);
    expect([...registry.keys()]).toEqual([aiName, matchName]);
  });

  it('an entry the page makes under our token is still removed', () => {
    paintCheck();
    paintScan();
    registry.set(highlightName(TOKEN, 'human'), new FakeHighlight());
    expect(checkMarks()).toEqual(['entry']);
    expect([...registry.keys()].sort()).toEqual([aiName, matchName].sort());
  });

  it('a repair of one layer leaves the other as painted', () => {
    paintCheck();
    paintScan();
    registry.delete(aiName);
    expect(checkMarks()).toEqual(['entry']);
    expect(registry.get(aiName)?.size).toBe(1);
    expect(registry.get(matchName)?.size).toBe(1);
  });
});
