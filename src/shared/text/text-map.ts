/**
 * A text built from DOM text nodes, with the way back from text offsets to DOM positions, so
 * sections the service classifies can be highlighted where they are on the page.
 */

/** text[start, start + length) is node.data[nodeStart, nodeStart + length). */
export interface TextSegment {
  start: number;
  length: number;
  /** The live node; absent when the text came from a node that has no live counterpart. */
  node: Text | undefined;
  nodeStart: number;
}

export interface TextMap {
  text: string;
  segments: TextSegment[];
}

export interface DomPoint {
  node: Text;
  offset: number;
}

const SKIPPED = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'TEXTAREA', 'SELECT']);
const BLOCKS = new Set([
  'ADDRESS',
  'ARTICLE',
  'ASIDE',
  'BLOCKQUOTE',
  'BODY',
  'DD',
  'DIV',
  'DL',
  'DT',
  'FIELDSET',
  'FIGCAPTION',
  'FIGURE',
  'FOOTER',
  'FORM',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'HEADER',
  'HR',
  'LI',
  'MAIN',
  'NAV',
  'OL',
  'P',
  'PRE',
  'SECTION',
  'TABLE',
  'TD',
  'TH',
  'TR',
  'UL',
  'BR',
]);
const BLOCK_SEPARATOR = '\n\n';

function blockOf(node: Node, root: Node): Node {
  for (let el = node.parentNode; el && el !== root; el = el.parentNode) {
    if (BLOCKS.has(el.nodeName)) return el;
  }
  return root;
}

function isSkipped(node: Node, root: Node): boolean {
  for (let el = node.parentNode; el && el !== root; el = el.parentNode) {
    if (SKIPPED.has(el.nodeName)) return true;
    if (
      el instanceof Element &&
      (el.getAttribute('aria-hidden') === 'true' || el.hasAttribute('hidden'))
    )
      return true;
  }
  return false;
}

export interface BuildOptions {
  /** Only the part of the tree inside this range (a selection). */
  range?: Range | undefined;
  /** Maps a node of a cloned tree to the live node (page-text extraction works on a clone). */
  toLive?: ((node: Text) => Text | undefined) | undefined;
}

/**
 * Concatenates the text nodes under `root` in document order, with a blank line between blocks
 * so sentences of separate paragraphs do not run together.
 */
export function buildTextMap(root: Node, options: BuildOptions = {}): TextMap {
  const doc = root.ownerDocument ?? (root as Document);
  const walker = doc.createTreeWalker(root, 0x4 /* NodeFilter.SHOW_TEXT */);
  const { range, toLive } = options;
  const parts: string[] = [];
  const segments: TextSegment[] = [];
  let length = 0;
  let previousBlock: Node | undefined;
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    if (range && !range.intersectsNode(node)) continue;
    if (isSkipped(node, root)) continue;
    let from = 0;
    let to = node.data.length;
    if (range?.startContainer === node) from = range.startOffset;
    if (range?.endContainer === node) to = range.endOffset;
    if (to <= from) continue;
    const block = blockOf(node, root);
    if (previousBlock !== undefined && block !== previousBlock && length > 0) {
      parts.push(BLOCK_SEPARATOR);
      length += BLOCK_SEPARATOR.length;
    }
    previousBlock = block;
    const piece = node.data.slice(from, to);
    segments.push({
      start: length,
      length: piece.length,
      node: toLive ? toLive(node) : node,
      nodeStart: from,
    });
    parts.push(piece);
    length += piece.length;
  }
  return { text: parts.join(''), segments };
}

/** Index of the segment holding text offset `offset`, or of the first one after it; -1 if none. */
function segmentAtOrAfter(segments: TextSegment[], offset: number): number {
  let low = 0;
  let high = segments.length - 1;
  let found = -1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    const segment = segments[mid]!;
    if (segment.start + segment.length > offset) {
      found = mid;
      high = mid - 1;
    } else {
      low = mid + 1;
    }
  }
  return found;
}

/**
 * The DOM span of text[start, start + length): its first and last characters that lie in live
 * text nodes. Offsets in separators between blocks snap inwards. Undefined when nothing maps.
 */
export function toDomSpan(
  map: TextMap,
  start: number,
  length: number,
): { start: DomPoint; end: DomPoint } | undefined {
  if (length <= 0) return undefined;
  const end = start + length;
  const { segments } = map;
  let first = segmentAtOrAfter(segments, start);
  while (first !== -1 && first < segments.length && !segments[first]!.node) first++;
  if (first === -1 || first >= segments.length) return undefined;
  let last = segmentAtOrAfter(segments, end - 1);
  if (last === -1 || segments[last]!.start >= end)
    last = (last === -1 ? segments.length : last) - 1;
  while (last >= first && !segments[last]!.node) last--;
  if (last < first) return undefined;
  const a = segments[first]!;
  const b = segments[last]!;
  if (a.start >= end || b.start + b.length <= start) return undefined;
  return {
    start: { node: a.node!, offset: a.nodeStart + Math.max(0, start - a.start) },
    end: { node: b.node!, offset: b.nodeStart + Math.min(b.length, end - b.start) },
  };
}
