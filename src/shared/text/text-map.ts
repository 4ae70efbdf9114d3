/**
 * A text read from the page, with the way back from text offsets to the live text nodes it came
 * from, so sections the service classifies can be painted where they are on the page.
 */

/**
 * text[start, start + length) came from node.data[nodeStart, nodeStart + length), one character
 * for one (collapsed white space keeps its first character, written as a space).
 */
export interface TextSegment {
  start: number;
  length: number;
  /** The live node; absent when the text has no live counterpart that could be found. */
  node: Text | undefined;
  nodeStart: number;
}

/** Separators between blocks (blank lines, tabs between cells) belong to no segment. */
export interface TextMap {
  text: string;
  segments: TextSegment[];
}

/** Characters [start, end) of one live text node. */
export interface DomPiece {
  node: Text;
  start: number;
  end: number;
}

export interface SpanPieces {
  /** One piece per stretch of one live node; never anything between them that was not sent. */
  pieces: DomPiece[];
  /** Non-white-space characters of the span found on the page, and those that were not. */
  mapped: number;
  unmapped: number;
}

/**
 * White space of every kind, as JavaScript's `\s` knows it (ASCII, no-break, ideographic, the
 * typographic spaces): never counted as shown or lost, so a span whose only unmapped characters
 * are spaces is not reported as "partly shown".
 */
const isSpace = (code: number): boolean =>
  code === 32 || (code >= 9 && code <= 13) || (code > 127 && /\s/.test(String.fromCharCode(code)));

function countVisible(text: string, from: number, to: number): number {
  let count = 0;
  for (let i = from; i < to; i++) if (!isSpace(text.charCodeAt(i))) count++;
  return count;
}

/** Index of the first segment ending after `offset`, or segments.length. */
function firstSegmentEndingAfter(segments: readonly TextSegment[], offset: number): number {
  let low = 0;
  let high = segments.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    const segment = segments[mid]!;
    if (segment.start + segment.length > offset) high = mid;
    else low = mid + 1;
  }
  return low;
}

/**
 * The live characters of text[start, start + length), trimmed of white space at both ends: one
 * piece per stretch of a text node, so a span never covers what lies between two of its nodes on
 * the page (an ad, a note, a caption) but was not sent.
 */
export function toDomPieces(map: TextMap, start: number, length: number): SpanPieces {
  const { text, segments } = map;
  let from = Math.max(0, start);
  let to = Math.min(text.length, start + Math.max(0, length));
  while (from < to && isSpace(text.charCodeAt(from))) from++;
  while (to > from && isSpace(text.charCodeAt(to - 1))) to--;
  const pieces: DomPiece[] = [];
  let mapped = 0;
  let unmapped = 0;
  let previousTextEnd = -1;
  if (from >= to) return { pieces, mapped, unmapped };
  for (let i = firstSegmentEndingAfter(segments, from); i < segments.length; i++) {
    const segment = segments[i]!;
    if (segment.start >= to) break;
    const a = Math.max(from, segment.start);
    const b = Math.min(to, segment.start + segment.length);
    const visible = countVisible(text, a, b);
    if (!segment.node) {
      unmapped += visible;
      continue;
    }
    mapped += visible;
    const piece = {
      node: segment.node,
      start: segment.nodeStart + (a - segment.start),
      end: segment.nodeStart + (b - segment.start),
    };
    const last = pieces[pieces.length - 1];
    // Collapsed white space splits a node into segments that follow each other in the text: when
    // the characters skipped between them are that white space, one piece covers both.
    if (
      last?.node === piece.node &&
      previousTextEnd === a &&
      last.end <= piece.start &&
      /^\s*$/.test(piece.node.data.slice(last.end, piece.start))
    ) {
      last.end = piece.end;
    } else {
      pieces.push(piece);
    }
    previousTextEnd = b;
  }
  return { pieces, mapped, unmapped };
}
