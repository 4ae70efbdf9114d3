import type { PageWords } from '../../shared/messages/text.ts';
import type { HighlightReply, PaintOutcome } from '../../shared/text-checks/paint-report.ts';
import {
  type HighlightSpan,
  HIGHLIGHT_KINDS,
  MARK_PRIORITY,
  highlightName,
  type HighlightKind,
} from '../../shared/text-checks/highlight-names.ts';
import { toDomPieces, type TextMap } from '../../shared/text/text-map.ts';
import { showLegend, removeLegend } from './legend.ts';
import { removePhraseTips, showPhraseTips, type PhraseTip } from './phrase-tips.ts';
import type { PaintedKind } from './mark-guard.ts';
import { stopWatchingMarks, watchMarks, type OnTampered } from './mark-watch.ts';
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
 * Each span kind is one named highlight, styled by a stylesheet the worker inserts. The ranges
 * are static (a page cannot move them) and watched from then on (mark-watch.ts), as the page can
 * list and rewrite the registry; `onTampered` hears when it did. Answers, per span, whether it
 * could be shown, and why not when some could not.
 */
export function applyHighlights(
  map: TextMap,
  spans: HighlightSpan[],
  token: string,
  words: PageWords,
  onTampered: OnTampered = () => undefined,
): HighlightReply {
  clearHighlights();
  world[TOKEN_KEY] = token;
  const byName = new Map<HighlightKind, StaticRange[]>();
  const outcomes: PaintOutcome[] = [];
  const phrases: PhraseTip[] = [];
  let changed = false;
  let notFound = false;
  for (const span of spans) {
    const { pieces, unmapped } = toDomPieces(map, span.start, span.length);
    const ranges = byName.get(span.kind) ?? [];
    const before = ranges.length;
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
      ranges.push(
        new StaticRange({
          startContainer: piece.node,
          startOffset: piece.start,
          endContainer: piece.node,
          endOffset: piece.end,
        }),
      );
      shown += chars;
    }
    byName.set(span.kind, ranges);
    if (span.tip && ranges.length > before) {
      const text = map.text.slice(span.start, span.start + span.length);
      const { start, length, tip, label } = span;
      const spoken = label ?? `${words.phrase} “${text}”: ${tip}`;
      phrases.push({ start, length, tip, spoken, ranges: ranges.slice(before) });
    }
    if (unmapped > 0) notFound = true;
    outcomes.push(lost === 0 ? 'shown' : shown === 0 ? 'missing' : 'partly');
  }
  const painted: PaintedKind[] = [];
  for (const [kind, ranges] of byName) {
    if (ranges.length === 0) continue;
    const highlight = new Highlight(...ranges);
    highlight.priority = MARK_PRIORITY;
    const name = highlightName(token, kind);
    CSS.highlights.set(name, highlight);
    painted.push({ kind, name, highlight, ranges });
    styleShadowRoots(ranges, token);
  }
  const applied = painted.reduce((sum, kind) => sum + kind.ranges.length, 0);
  if (applied > 0) {
    showLegend([...new Set(spans.map((s) => s.kind))], words, clearHighlights);
    showPhraseTips(map, phrases, words);
    watchMarks(painted, token, onTampered);
  }
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
  stopWatchingMarks();
  const token = world[TOKEN_KEY];
  if (token) for (const kind of HIGHLIGHT_KINDS) CSS.highlights.delete(highlightName(token, kind));
  world[TOKEN_KEY] = undefined;
  unstyleShadowRoots();
  removeLegend();
  removePhraseTips();
}
