import type { HighlightSpan } from '../../shared/messages/text.ts';
import { toDomSpan, type TextMap } from '../../shared/text/text-map.ts';
import { HIGHLIGHT_PREFIX } from '../../shared/text/highlight-names.ts';
import { showLegend, removeLegend } from './legend.ts';

/**
 * Paints spans of a checked text on the page with the CSS Custom Highlight API: the page's DOM
 * is not changed, and clearing is one call. Each span kind is one named highlight, styled by a
 * stylesheet the worker inserts (`::highlight(authenticity-lens-…)`).
 */
export function applyHighlights(map: TextMap, spans: HighlightSpan[]): number {
  clearHighlights();
  const byName = new Map<string, Range[]>();
  for (const span of spans) {
    const dom = toDomSpan(map, span.start, span.length);
    if (!dom) continue;
    const range = new Range();
    range.setStart(dom.start.node, dom.start.offset);
    range.setEnd(dom.end.node, dom.end.offset);
    const name = `${HIGHLIGHT_PREFIX}${span.kind}`;
    byName.set(name, [...(byName.get(name) ?? []), range]);
  }
  let applied = 0;
  for (const [name, ranges] of byName) {
    CSS.highlights.set(name, new Highlight(...ranges));
    applied += ranges.length;
  }
  if (applied > 0) showLegend([...new Set(spans.map((s) => s.kind))], clearHighlights);
  return applied;
}

export function clearHighlights(): void {
  for (const name of [...CSS.highlights.keys()]) {
    if (name.startsWith(HIGHLIGHT_PREFIX)) CSS.highlights.delete(name);
  }
  removeLegend();
}
