/**
 * A page's pieces of text (as pdf.js finds them, in the order the page draws them) put into
 * lines by where they sit, not only by what pdf.js marks: a piece starts a new line where the
 * baseline moves, and pieces on one line apart by more than a fraction of the font size (on
 * either side: right-to-left text is drawn leftwards) are apart by a space, so no two words are
 * glued.
 */
import { withoutSpaces } from './pdf-hyphens.ts';

/** One piece of text on a page, as pdf.js gives it (`getTextContent().items`). */
export interface PdfTextPiece {
  str: string;
  /** A line ends after it (pdf.js' own guess; a moved baseline ends one too). */
  hasEOL: boolean;
  /** [a, b, c, d, x, y]: the piece's direction, size and position; y grows upwards. */
  transform: readonly number[];
  /** Its length along its direction, in the page's units. */
  width: number;
  height: number;
}

/** A line of a page: its text, where it sits across its direction, its font size. */
export interface PdfLine {
  text: string;
  /** Its baseline's place across the text's direction (the y of horizontal text). */
  across: number;
  height: number;
}

/** Whether a line's text and the piece after it meet between two CJK characters (no space). */
const cjk = (before: string, after: string): boolean =>
  withoutSpaces(before.at(-1) ?? '') && withoutSpaces(after[0] ?? '');

/** A baseline moved by more than this share of the font size is another line (a superscript moves less). */
const NEW_LINE_SHIFT = 0.5;
/**
 * Pieces further apart than this share of the font size are separate words: a word space is at
 * least about 0.2 of it even in tight justified text, kerning inside a word well under 0.1.
 */
const WORD_GAP = 0.15;

interface Placed {
  along: number;
  across: number;
  size: number;
}

/** A piece's place measured along and across its own direction (a rotated page reads too). */
function place(piece: PdfTextPiece): Placed {
  const [a = 1, b = 0, c = 0, d = 1, x = 0, y = 0] = piece.transform;
  const length = Math.hypot(a, b);
  const [ux, uy] = length > 0 ? [a / length, b / length] : [1, 0];
  const size = Math.hypot(c, d) || piece.height || 1;
  return { along: x * ux + y * uy, across: y * ux - x * uy, size };
}

/** The page's lines, in the order it draws them. */
export function pieceLines(pieces: readonly PdfTextPiece[]): PdfLine[] {
  const lines: PdfLine[] = [];
  let line: PdfLine | undefined;
  let last: (Placed & { end: number }) | undefined;
  let ended = false;
  for (const piece of pieces) {
    // pdf.js ends a line with an empty piece placed where the next one starts, and puts spaces
    // of its own between words: neither is a place where text starts.
    if (!piece.str.trim()) {
      if (line && piece.str && !/\s$/.test(line.text)) line.text += ' ';
      ended ||= piece.hasEOL;
      continue;
    }
    const here = place(piece);
    if (line && last) {
      const size = Math.max(here.size, last.size);
      const moved = Math.abs(here.across - last.across) > size * NEW_LINE_SHIFT;
      // Apart on either side: right-to-left text is drawn leftwards, piece after piece.
      const gap = Math.max(here.along - last.end, last.along - (here.along + piece.width));
      if (ended || moved) {
        lines.push(line);
        line = undefined;
      } else if (gap > size * WORD_GAP && !/\s$/.test(line.text) && !cjk(line.text, piece.str)) {
        line.text += ' ';
      }
    }
    if (!line) line = { text: '', across: here.across, height: 0 };
    line.text += piece.str;
    // The font size, not the piece's height: pdf.js gives a column of vertical text its length.
    line.height = Math.max(line.height, here.size);
    last = { ...here, end: here.along + piece.width };
    ended = piece.hasEOL;
  }
  if (line) lines.push(line);
  return lines;
}
