/** Reading a report's markup in tests without a DOM: its marked pieces, and its text. */

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};
export const unescape = (s: string): string =>
  s.replace(/&(amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e]!);

/** The checked text's block: its inner markup. */
export function textBlock(report: string): string {
  const match = /<div class="checked-text"[^>]*>([\s\S]*?)<\/div>/.exec(report);
  if (!match) throw new Error('no checked text in the report');
  return match[1]!;
}

export interface Piece {
  text: string;
  start: number;
  attributes: Record<string, string>;
}

/** The text block cut into its pieces, each with its offset in the text and its attributes. */
export function pieces(block: string): Piece[] {
  const out: Piece[] = [];
  let at = 0;
  const re = /<span ([^>]*)>([^<]*)<\/span>|([^<]+)/g;
  for (const m of block.matchAll(re)) {
    const text = unescape(m[2] ?? m[3] ?? '');
    const attributes: Record<string, string> = {};
    for (const a of (m[1] ?? '').matchAll(/([\w-]+)="([^"]*)"/g))
      attributes[a[1]!] = unescape(a[2]!);
    out.push({ text, start: at, attributes });
    at += text.length;
  }
  return out;
}

/** Where each numbered mark of a kind lies in the text: `data-sections="0 1"` → ranges by number. */
export function rangesOf(
  list: Piece[],
  attribute: string,
): Map<number, { start: number; end: number }> {
  const ranges = new Map<number, { start: number; end: number }>();
  for (const piece of list) {
    for (const index of (piece.attributes[attribute] ?? '')
      .split(' ')
      .filter(Boolean)
      .map(Number)) {
      const range = ranges.get(index);
      const end = piece.start + piece.text.length;
      if (!range) ranges.set(index, { start: piece.start, end });
      else {
        if (range.end !== piece.start)
          throw new Error(`mark ${attribute} ${index} is not in one stretch`);
        range.end = end;
      }
    }
  }
  return ranges;
}
