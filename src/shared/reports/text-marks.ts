/**
 * The checked text cut where any mark starts or ends, each piece knowing every mark over it: AI
 * and human sections, AI phrases and moderation spans overlap freely, and a report draws them all
 * at once (a section's tint, a phrase's underline, a label's wavy line) over the same words.
 */

export type TextMarkKind = 'section' | 'phrase' | 'flag';

export interface TextMark {
  kind: TextMarkKind;
  /** Its place in its kind's list (the report's tables number them the same way). */
  index: number;
  start: number;
  length: number;
}

export interface TextPiece {
  start: number;
  end: number;
  /** The marks over the whole piece, in the order given. */
  marks: TextMark[];
}

/** Marks reaching past the text are cut at its end; empty ones are dropped. */
export function cutText(textLength: number, marks: readonly TextMark[]): TextPiece[] {
  const kept = marks.filter((m) => m.length > 0 && m.start >= 0 && m.start < textLength);
  const cuts = new Set<number>([0, textLength]);
  for (const mark of kept) {
    cuts.add(mark.start);
    cuts.add(Math.min(textLength, mark.start + mark.length));
  }
  const sorted = [...cuts].sort((a, b) => a - b);
  const pieces: TextPiece[] = [];
  for (let i = 0; i + 1 < sorted.length; i++) {
    const start = sorted[i]!;
    const end = sorted[i + 1]!;
    pieces.push({
      start,
      end,
      marks: kept.filter((m) => m.start <= start && m.start + m.length >= end),
    });
  }
  return pieces;
}
