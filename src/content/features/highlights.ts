import type { HighlightReply, HighlightSpan, PaintOutcome } from '../../shared/messages/text.ts';
import { toDomPieces, type TextMap } from '../../shared/text/text-map.ts';
import {
  HIGHLIGHT_KINDS,
  highlightName,
  type HighlightKind,
} from '../../shared/text/highlight-names.ts';
import { showLegend, removeLegend } from './legend.ts';
import { styleShadowRoots, unstyleShadowRoots } from './shadow-highlight-styles.ts';

/**
 * The token of the highlights now painted, kept in this isolated world (pages cannot read it)
 * under a well-known symbol, so a later injection of this script clears them too.
 */
const TOKEN_KEY = Symbol.for('authenticity-lens.highlight-token');
const world = globalThis as { [TOKEN_KEY]?: string | undefined };

const visibleLength = (text: string): number => text.replace(/\s+/g, '').length;

/**
 * Paints spans of a checked text on the page with the CSS Custom Highlight API: the page's DOM
 * is not changed, and clearing is one call. Each span becomes one range per stretch of a text
 * node that was sent, so nothing between them (an ad, a caption left out of the check) is painted.
 * Each span kind is one named highlight, styled by a stylesheet the worker inserts. Answers, per
 * span, whether it could be shown, and why not when some could not.
 */
export function applyHighlights(
  map: TextMap,
  spans: HighlightSpan[],
  token: string,
): HighlightReply {
  clearHighlights();
  world[TOKEN_KEY] = token;
  const byName = new Map<HighlightKind, Range[]>();
  const outcomes: PaintOutcome[] = [];
  let changed = false;
  let notFound = false;
  for (const span of spans) {
    const { pieces, unmapped } = toDomPieces(map, span.start, span.length);
    const ranges = byName.get(span.kind) ?? [];
    let shown = 0;
    let lost = unmapped;
    for (const piece of pieces) {
      const chars = visibleLength(piece.node.data.slice(piece.start, piece.end));
      // The page may have changed since it was read (a re-render, an edited text).
      if (!piece.node.isConnected || piece.end > piece.node.length) {
        lost += chars;
        changed = true;
        continue;
      }
      const range = new Range();
      range.setStart(piece.node, piece.start);
      range.setEnd(piece.node, piece.end);
      ranges.push(range);
      shown += chars;
    }
    byName.set(span.kind, ranges);
    if (unmapped > 0) notFound = true;
    outcomes.push(lost === 0 ? 'shown' : shown === 0 ? 'missing' : 'partly');
  }
  let applied = 0;
  for (const [kind, ranges] of byName) {
    if (ranges.length === 0) continue;
    CSS.highlights.set(highlightName(token, kind), new Highlight(...ranges));
    styleShadowRoots(ranges, token);
    applied += ranges.length;
  }
  if (applied > 0) showLegend([...new Set(spans.map((s) => s.kind))], clearHighlights);
  if (outcomes.every((o) => o === 'shown')) return { applied, outcomes };
  const reason =
    map.segments.length === 0
      ? 'form-field'
      : changed
        ? 'changed'
        : notFound
          ? 'not-found'
          : undefined;
  return { applied, outcomes, ...(reason ? { reason } : {}) };
}

/** Removes the highlights we registered, by name (the page's own are left alone). */
export function clearHighlights(): void {
  const token = world[TOKEN_KEY];
  if (token) for (const kind of HIGHLIGHT_KINDS) CSS.highlights.delete(highlightName(token, kind));
  world[TOKEN_KEY] = undefined;
  unstyleShadowRoots();
  removeLegend();
}
