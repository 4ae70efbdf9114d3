import { TextMapBuilder } from '../../shared/text/text-map-builder.ts';
import { shownLength } from '../../shared/text-checks/left-out.ts';
import type { TextMap } from '../../shared/text/text-map.ts';
import { PageSlices } from './page-slices.ts';
import { textNodes } from '../../shared/text/text-nodes.ts';
import { insideSkipped, type TextLayout } from '../../shared/text/text-layout.ts';
import { composedParent, shadowRootsUnder } from '../page/composed-tree.ts';
import { walkText, type TextBounds } from './text-walk.ts';

// Apart from the page's reading (page-text.ts and Readability), so the content script's first
// part (first-screen-script.ts), which answers the selection alone, does not carry them.

/**
 * The text of the selection's ranges as a reader sees it, mapped to the page. A selection inside
 * one text node (the most common kind) has that node as its common ancestor; a selection may have
 * several ranges (Firefox, table cells), each read in turn. Inside shadow trees (web components)
 * the selection's real ends are asked for with `getComposedRanges`, where the browser has it.
 * A big selection (the whole page) has its layout questions asked in slices first. Where it
 * takes in text an editor has not drawn (CodeMirror draws only the lines near its view), that
 * text is not in the page to read: `undrawn` says so.
 */
export async function readSelectionText(
  selection: Selection,
  layout: TextLayout,
  doc: Document = document,
  slices: PageSlices = new PageSlices(),
): Promise<TextMap & { unseenChars: number; undrawn: boolean }> {
  const builder = new TextMapBuilder();
  let unseenChars = 0;
  let undrawn = false;
  for (const bounds of selectionBounds(selection, doc)) {
    const root = commonAncestor(bounds.startContainer, bounds.endContainer);
    unseenChars += await askAhead(root, bounds, layout, slices);
    undrawn ||= takesInUndrawn(root, bounds, layout);
    builder.boundary('paragraph');
    walkText(root, builder, { layout, range: bounds });
  }
  return { ...builder.build(), unseenChars, undrawn };
}

/** Whether a live range takes in an element standing for text its editor has not drawn. */
function takesInUndrawn(root: Node, bounds: TextBounds, layout: TextLayout): boolean {
  if (!layout.isUndrawn || !('intersectsNode' in bounds) || root.nodeType === Node.TEXT_NODE) {
    return false;
  }
  const range = bounds as Range;
  const walker = (root.ownerDocument ?? (root as Document)).createTreeWalker(
    root,
    NodeFilter.SHOW_ELEMENT,
  );
  for (let at = walker.nextNode(); at; at = walker.nextNode()) {
    const element = at as Element;
    if (element.childNodes.length === 0 && range.intersectsNode(element)) {
      if (layout.isUndrawn(element)) return true;
    }
  }
  return false;
}

/**
 * Asks whether a reader sees each text node of a live range, in slices, so the walk that follows
 * reads answers already given; answers how many selected characters no reader sees. (The
 * composed ranges of shadow trees are walked as they are, and not counted.)
 */
async function askAhead(
  root: Node,
  bounds: TextBounds,
  layout: TextLayout,
  slices: PageSlices,
): Promise<number> {
  // Not `instanceof`: a page's Range is seen through a wrapper in Firefox's content scripts.
  if (!('intersectsNode' in bounds)) return 0;
  const range = bounds as Range;
  const nodes = textNodes(root).filter((node) => range.intersectsNode(node));
  let unseen = 0;
  await slices.each(nodes, (node) => {
    if (layout.isRendered(node) || insideSkipped(node)) return;
    if (!(layout.isDisguised?.(node) ?? true)) return;
    const start = node === range.startContainer ? range.startOffset : 0;
    const end = node === range.endContainer ? range.endOffset : node.data.length;
    unseen += shownLength(node.data.slice(start, end));
  });
  return unseen;
}

function selectionBounds(selection: Selection, doc: Document): TextBounds[] {
  // Older browsers lack it: their ranges below still cover the light tree. A selection of
  // several ranges (Firefox: table cells) is read range by range, as composed ranges come one.
  const composed = 'getComposedRanges' in selection && selection.rangeCount === 1;
  const roots = composed ? shadowRootsUnder(doc) : [];
  if (roots.length > 0) {
    try {
      return selection.getComposedRanges({ shadowRoots: roots }).filter((r) => !r.collapsed);
    } catch {
      // An older form of the call (roots as arguments): the document's own ranges below.
    }
  }
  const ranges: TextBounds[] = [];
  for (let i = 0; i < selection.rangeCount; i++) {
    const range = selection.getRangeAt(i);
    if (!range.collapsed) ranges.push(range);
  }
  return ranges;
}

/** The nearest node both ends are shown inside (across shadow trees). */
function commonAncestor(a: Node, b: Node): Node {
  const above = new Set<Node>();
  for (let at: Node | null = a; at; at = composedParent(at)) above.add(at);
  for (let at: Node | null = b; at; at = composedParent(at)) if (above.has(at)) return at;
  return a.ownerDocument ?? a;
}
