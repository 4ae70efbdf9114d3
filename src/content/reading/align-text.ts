/**
 * Finds where each text node of a derived copy of a page (Readability's article) came from among
 * the page's own text nodes, whatever the copy went through: nodes kept as they were, nodes
 * re-created from HTML (Readability rebuilds its copy when a first pass fails), adjacent nodes
 * merged by that round trip, links replaced by their text.
 */

/** piece[offset, offset + length) is live[node][nodeStart, nodeStart + length). */
export interface AlignedRun {
  offset: number;
  length: number;
  node: number;
  nodeStart: number;
}

export interface DerivedPiece {
  data: string;
  /** The live node's index when the copy kept the node's identity. */
  known?: number | undefined;
}

/** A piece this long that occurs once on the page is placed first, to fence the rest in. */
const ANCHOR_LENGTH = 12;

const isBlank = (data: string): boolean => data.trim().length === 0;

/** First value in the sorted list greater than `low` and less than `high`, else -1. */
function firstBetween(sorted: readonly number[], low: number, high: number): number {
  let a = 0;
  let b = sorted.length;
  while (a < b) {
    const mid = (a + b) >> 1;
    if (sorted[mid]! > low) b = mid;
    else a = mid + 1;
  }
  const value = sorted[a];
  return value !== undefined && value < high ? value : -1;
}

/**
 * For each piece, in order, the live characters it came from; an empty list when it could not be
 * found. Pieces are placed in page order: known nodes first, then pieces unique on the page, then
 * the rest in the gaps between them (same text in the nearest node after the previous piece, or
 * failing that a stretch of consecutive nodes holding it). White space alone is never placed.
 */
export function alignPieces(
  live: readonly string[],
  pieces: readonly DerivedPiece[],
): AlignedRun[][] {
  const placed = new Int32Array(pieces.length).fill(-1);
  const runs: AlignedRun[][] = pieces.map(() => []);
  const place = (j: number, node: number): void => {
    placed[j] = node;
    runs[j] = [{ offset: 0, length: pieces[j]!.data.length, node, nodeStart: 0 }];
  };

  let missing = 0;
  pieces.forEach((piece, j) => {
    if (piece.known !== undefined && live[piece.known] === piece.data) place(j, piece.known);
    else if (!isBlank(piece.data)) missing++;
  });
  if (missing === 0) return runs;

  const byData = new Map<string, number[]>();
  live.forEach((data, i) => {
    const list = byData.get(data);
    if (list) list.push(i);
    else byData.set(data, [i]);
  });

  // The nearest placed node after each piece bounds where it can be.
  const nextPlaced = (): Int32Array => {
    const next = new Int32Array(pieces.length);
    let bound = live.length;
    for (let j = pieces.length - 1; j >= 0; j--) {
      next[j] = bound;
      if (placed[j]! >= 0) bound = placed[j]!;
    }
    return next;
  };

  // Unique pieces: anchors.
  let after = nextPlaced();
  let low = -1;
  pieces.forEach((piece, j) => {
    if (placed[j]! >= 0) {
      low = placed[j]!;
      return;
    }
    if (piece.data.trim().length < ANCHOR_LENGTH) return;
    const candidates = byData.get(piece.data);
    if (candidates?.length !== 1) return;
    const node = candidates[0]!;
    if (node > low && node < after[j]!) {
      place(j, node);
      low = node;
    }
  });

  // The rest, in the gaps.
  after = nextPlaced();
  let joined: { text: string; starts: number[] } | undefined;
  low = -1;
  pieces.forEach((piece, j) => {
    if (placed[j]! >= 0) {
      low = placed[j]!;
      return;
    }
    if (isBlank(piece.data)) return;
    const same = byData.get(piece.data);
    const node = same ? firstBetween(same, low, after[j]!) : -1;
    if (node >= 0) {
      place(j, node);
      low = node;
      return;
    }
    joined ??= join(live);
    const found = findAcross(joined, piece.data, low + 1, after[j]!);
    if (found.length > 0) {
      runs[j] = found;
      low = found[found.length - 1]!.node;
    }
  });
  return runs;
}

function join(live: readonly string[]): { text: string; starts: number[] } {
  const starts: number[] = [];
  let length = 0;
  for (const data of live) {
    starts.push(length);
    length += data.length;
  }
  starts.push(length);
  return { text: live.join(''), starts };
}

/** Node holding character `at` of the joined text. */
function nodeAt(starts: readonly number[], at: number): number {
  let a = 0;
  let b = starts.length - 2;
  while (a < b) {
    const mid = (a + b + 1) >> 1;
    if (starts[mid]! <= at) a = mid;
    else b = mid - 1;
  }
  return a;
}

/** `data` inside live nodes [first, end), possibly across several of them. */
function findAcross(
  joined: { text: string; starts: number[] },
  data: string,
  first: number,
  end: number,
): AlignedRun[] {
  const { text, starts } = joined;
  if (first >= end) return [];
  const at = text.indexOf(data, starts[first]);
  if (at === -1 || at + data.length > starts[end]!) return [];
  const found: AlignedRun[] = [];
  for (let offset = 0; offset < data.length;) {
    const node = nodeAt(starts, at + offset);
    const nodeStart = at + offset - starts[node]!;
    const length = Math.min(data.length - offset, starts[node + 1]! - (at + offset));
    if (length > 0) found.push({ offset, length, node, nodeStart });
    offset += Math.max(length, 1);
  }
  return found;
}
