import type { PageWords } from '../../shared/messages/text.ts';
import type { HighlightReply, PaintOutcome } from '../../shared/text-checks/paint-report.ts';
import {
  MARK_LAYERS,
  MARK_PRIORITY,
  highlightName,
  layerOfKind,
  type HighlightKind,
  type HighlightSpan,
  type MarkLayer,
} from '../../shared/text-checks/highlight-names.ts';
import { toDomPieces, type TextMap } from '../../shared/text/text-map.ts';
import { showLegend, removeLegend } from './legend.ts';
import { removePhraseTips, showPhraseTips, type PhraseTip } from './phrase-tips.ts';
import type { PaintedKind } from './mark-guard.ts';
import { stopWatchingMarks, watchMarks, type OnTampered } from './mark-watch.ts';
import { styleShadowRoots, unstyleShadowRoots } from './shadow-highlight-styles.ts';

/**
 * The token of the highlights now painted and each layer's names under it, kept in this isolated
 * world (pages cannot read it) under well-known symbols, so a later injection of this script
 * clears them too. The token is the one last painted with (the worker gives one per document
 * and worker life; a layer painted under an earlier one keeps its names, and the sheet for them).
 */
const TOKEN_KEY = Symbol.for('authenticity-lens.highlight-token');
const NAMES_KEY = Symbol.for('authenticity-lens.highlight-names');
const world = globalThis as {
  [TOKEN_KEY]?: string | undefined;
  [NAMES_KEY]?: Partial<Record<MarkLayer, string[]>>;
};

/** The AI phrases' tips go with the layer their kind is in. */
const PHRASE_LAYER = layerOfKind('phrase');

const visibleLength = (text: string): number => text.replace(/\s+/g, '').length;

/**
 * Paints spans of a checked text on the page, in one layer (a check's marks, or a scan's
 * passages: the other layer's stay), with the CSS Custom Highlight API: the page's DOM
 * is not changed, and clearing is one call. Each span becomes one range per stretch of a text
 * node that was sent, so nothing between them (an ad, a caption left out of the check) is painted.
 * Each span kind is one named highlight, styled by a stylesheet the worker inserts. The ranges
 * are static (a page cannot move them) and watched from then on (mark-watch.ts), as the page can
 * list and rewrite the registry; `onTampered` hears when it did. Answers, per span, whether it
 * could be shown, and why not when some could not.
 */
export function applyHighlights(
  layer: MarkLayer,
  map: TextMap,
  spans: HighlightSpan[],
  token: string,
  words: PageWords,
  onTampered: OnTampered = () => undefined,
  onClearedByUser: (layer: MarkLayer) => void = () => undefined,
): HighlightReply {
  clearHighlights(layer);
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
    styleShadowRoots(ranges, token, layer);
  }
  world[NAMES_KEY] = { ...world[NAMES_KEY], [layer]: painted.map((p) => p.name) };
  const applied = painted.reduce((sum, kind) => sum + kind.ranges.length, 0);
  if (applied > 0) {
    const kinds = [...new Set(spans.map((s) => s.kind))];
    showLegend(layer, kinds, words, () => {
      clearHighlights(layer);
      onClearedByUser(layer);
    });
    const withPhrases = layer === PHRASE_LAYER;
    if (withPhrases) showPhraseTips(map, phrases, words);
    watchMarks(layer, painted, token, onTampered, withPhrases);
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

/**
 * Removes one layer's highlights (every layer's when none is named), by name: the other layer's
 * and the page's own are left alone.
 */
export function clearHighlights(layer?: MarkLayer): void {
  for (const one of layer ? [layer] : MARK_LAYERS) clearLayer(one);
}

function clearLayer(layer: MarkLayer): void {
  stopWatchingMarks(layer);
  const names = { ...world[NAMES_KEY] };
  for (const name of names[layer] ?? []) CSS.highlights.delete(name);
  delete names[layer];
  world[NAMES_KEY] = names;
  if (Object.keys(names).length === 0) world[TOKEN_KEY] = undefined;
  unstyleShadowRoots(layer);
  removeLegend(layer);
  if (layer === PHRASE_LAYER) removePhraseTips();
}
