/**
 * A block of running text asked for its boxes at once: one `getClientRects` for a paragraph
 * instead of one for each of its text nodes (the per-call cost, not the boxes, was a fifth of a
 * long read's visibility pass; a paragraph with a link and an emphasis holds five text nodes).
 *
 * Exact where it answers: a range over the block lists the boxes of every text node in it (and
 * of its inline elements). When each of those boxes is one a reader can see there, each text node
 * has one: plain inline elements, displayed inline, give every text in them a box of its own, and
 * no scrolling box of their own to be reached in. When any box is not (off the page, a speck, an
 * empty element), or the block holds anything else, it says nothing, and each text is asked alone.
 */

/** Inline elements that only hold running text (no replaced content, no controls, no breaks). */
const PLAIN_INLINE = new Set([
  'A',
  'ABBR',
  'B',
  'BDI',
  'BDO',
  'CITE',
  'CODE',
  'DATA',
  'DEL',
  'DFN',
  'EM',
  'I',
  'INS',
  'KBD',
  'MARK',
  'Q',
  'S',
  'SAMP',
  'SMALL',
  'SPAN',
  'STRONG',
  'SUB',
  'SUP',
  'TIME',
  'U',
  'VAR',
]);
/** Blocks of running text asked at once. */
const PLAIN_BLOCK = new Set([
  'BLOCKQUOTE',
  'DD',
  'DIV',
  'DT',
  'FIGCAPTION',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'LI',
  'P',
  'TD',
  'TH',
]);
const XHTML = 'http://www.w3.org/1999/xhtml';

export interface BlockLayout {
  display(element: Element): string;
  /** Whether a box of text whose parent is `element` is one a reader can see there. */
  boxShown(rect: DOMRect, element: Element): boolean;
}

/** Whether an element is plain running text inside a block (an inline element of text). */
export const isPlainInline = (element: Element, layout: BlockLayout): boolean =>
  element.namespaceURI === XHTML &&
  PLAIN_INLINE.has(element.tagName) &&
  layout.display(element) === 'inline';

/** Elements a block may hold to be asked at once: a paragraph's links and emphases, not a page. */
const MAX_INLINES = 64;

/**
 * The block a text's parent runs in (itself, or the first box around its plain inline elements),
 * when it is a block of running text.
 */
export function blockOf(parent: Element, layout: BlockLayout): Element | undefined {
  let at: Element | null = parent;
  while (at && isPlainInline(at, layout)) at = at.parentElement;
  return at && at.namespaceURI === XHTML && PLAIN_BLOCK.has(at.tagName) ? at : undefined;
}

/** Whether every element in `block` is a plain inline one, and there are few. */
function plainInside(block: Element, layout: BlockLayout): boolean {
  let count = 0;
  const stack: Element[] = [];
  for (let child = block.firstElementChild; child; child = child.nextElementSibling) {
    stack.push(child);
  }
  for (let element = stack.pop(); element; element = stack.pop()) {
    if (++count > MAX_INLINES || !isPlainInline(element, layout)) return false;
    for (let child = element.firstElementChild; child; child = child.nextElementSibling) {
      stack.push(child);
    }
  }
  return true;
}

/**
 * Whether every box the block's range lists is one a reader can see there: then so is each box of
 * a text in it whose parent is the block or a plain inline element in it (`blockOf`), as that
 * text has a box (every text of a plain inline element displayed inline has), each one of those.
 * False says nothing (a box off the page, a speck, an element with no width): each text is then
 * asked alone. What else the block holds can only make it say nothing.
 */
export function blockShown(block: Element, layout: BlockLayout, range: Range): boolean {
  // The text's own range is as cheap when the block holds no other text: asked alone then.
  if (block.firstChild === block.lastChild) return false;
  // Plain inline elements only: its range is no bigger than a paragraph's, whatever wraps what.
  if (!plainInside(block, layout)) return false;
  range.selectNodeContents(block);
  const rects = range.getClientRects();
  if (rects.length === 0) return false;
  for (let i = 0; i < rects.length; i++) {
    if (!layout.boxShown(rects[i]!, block)) return false;
  }
  return true;
}
