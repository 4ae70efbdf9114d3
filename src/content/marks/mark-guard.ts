import type { MarkTampering } from '../../shared/messages/marks.ts';
import { MARK_PRIORITY, type HighlightKind } from '../../shared/text-checks/highlight-names.ts';
import { highlightRanges, registryNames } from '../page/page-compartment.ts';

/** One kind of mark as we painted it: its registry name, its highlight, and its ranges. */
export interface PaintedKind {
  kind: HighlightKind;
  name: string;
  highlight: Highlight;
  /** Static: the page cannot move their boundaries, as it could a live Range's. */
  ranges: readonly StaticRange[];
}

/** Stops looking at foreign highlights past this much work a check (a page flooding them). */
const MAX_COMPARISONS = 200_000;

/**
 * Checks the marks against what we painted, as a page that knows our code could change them:
 * `CSS.highlights` is a registry every script of the page can list and write. What was found is
 * put right before this returns: each entry set to our highlight again holding exactly our ranges,
 * at our priority, and registered anew (last), so a highlight of the page's at our priority, which
 * would paint over ours, paints under it. The page can do it again; each time is found and said.
 * `covered` is also what a registry whose true listing the page hid gives. `namespace` is the
 * token our names start with: an entry under it that we did not paint is the page's, and goes.
 * `others` are the names our other layers painted (each guarded by its own check): neither
 * removed nor taken for the page's covering ours.
 */
export function guardMarks(
  kinds: readonly PaintedKind[],
  registry: HighlightRegistry,
  namespace: string,
  others: ReadonlySet<string> = new Set(),
): MarkTampering[] {
  const found = new Set<MarkTampering>();
  const names = registryNames(registry);
  const ours = new Set(kinds.map((k) => k.name));
  // A name of our token's that we did not paint (the page made it): it would paint as ours.
  for (const name of names ?? []) {
    if (name.startsWith(namespace) && !ours.has(name) && !others.has(name)) {
      registry.delete(name);
      found.add('entry');
    }
  }
  for (const kind of kinds) {
    const entry = registry.get(kind.name);
    if (entry !== kind.highlight) found.add('entry');
    else if (entry.size !== kind.ranges.length || !kind.ranges.every((range) => entry.has(range))) {
      found.add('ranges');
    } else if (entry.priority !== MARK_PRIORITY || entry.type !== 'highlight') {
      found.add('priority');
    }
  }
  if (
    !names ||
    coveredByPage(
      kinds,
      names.filter((name) => !others.has(name)),
      registry,
    )
  ) {
    found.add('covered');
  }
  if (found.size > 0) repaint(kinds, registry);
  return [...found];
}

function repaint(kinds: readonly PaintedKind[], registry: HighlightRegistry): void {
  for (const { name, highlight, ranges } of kinds) {
    highlight.clear();
    for (const range of ranges) highlight.add(range);
    highlight.priority = MARK_PRIORITY;
    highlight.type = 'highlight';
    registry.delete(name);
    registry.set(name, highlight);
  }
}

/**
 * Whether a highlight not ours, at our priority, registered after ours (a tie goes to the later),
 * lies on any of our ranges. One registered before ours paints under them: once a repaint made
 * ours last, a cover the page leaves in place is not found again at every check.
 */
function coveredByPage(
  kinds: readonly PaintedKind[],
  names: readonly string[],
  registry: HighlightRegistry,
): boolean {
  const ours = new Set(kinds.map((k) => k.name));
  const byNode = rangesByNode(kinds);
  const firstOurs = names.findIndex((name) => ours.has(name));
  let work = 0;
  for (const name of names.slice(Math.max(firstOurs, 0))) {
    if (ours.has(name)) continue;
    const highlight = registry.get(name);
    if (!highlight || highlight.priority < MARK_PRIORITY || highlight.size === 0) continue;
    const ranges = highlightRanges(highlight);
    if (!ranges) return true;
    for (const range of ranges) {
      work += inOneText(range) ? 1 : byNode.total;
      if (work > MAX_COMPARISONS || overlaps(range, byNode)) return true;
    }
  }
  return false;
}

interface OursByNode {
  spans: Map<Node, [number, number][]>;
  total: number;
}

function rangesByNode(kinds: readonly PaintedKind[]): OursByNode {
  const spans = new Map<Node, [number, number][]>();
  let total = 0;
  for (const { ranges } of kinds) {
    for (const range of ranges) {
      const list = spans.get(range.startContainer) ?? [];
      list.push([range.startOffset, range.endOffset]);
      spans.set(range.startContainer, list);
      total += 1;
    }
  }
  return { spans, total };
}

/** Whether a range of the page's shares any character with ours (each ours is in one node). */
const inOneText = (range: AbstractRange): boolean =>
  range.startContainer === range.endContainer && range.startContainer.nodeType === Node.TEXT_NODE;

function overlaps(range: AbstractRange, ours: OursByNode): boolean {
  if (inOneText(range)) {
    const spans = ours.spans.get(range.startContainer) ?? [];
    return spans.some(([start, end]) => range.startOffset < end && range.endOffset > start);
  }
  const live = document.createRange();
  try {
    live.setStart(range.startContainer, range.startOffset);
    live.setEnd(range.endContainer, range.endOffset);
  } catch {
    return false; // boundaries no longer in the document: it paints nothing
  }
  for (const [node, spans] of ours.spans) {
    for (const [start, end] of spans) {
      if (live.comparePoint(node, start) <= 0 && live.comparePoint(node, end) >= 0) {
        const touchesOnly =
          (live.endContainer === node && live.endOffset === start) ||
          (live.startContainer === node && live.startOffset === end);
        if (!touchesOnly) return true;
      }
    }
  }
  return false;
}
