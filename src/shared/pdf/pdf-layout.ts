/**
 * A PDF's text as a reader reads it, from the pieces pdf.js finds on each page: lines joined into
 * paragraphs (a line break inside a paragraph is only where the page ran out of width), pages
 * one after another, and where each page starts in the whole text, so results can name pages.
 */
import type { Translator } from '../i18n/translator.ts';

/** One piece of text on a page, as pdf.js gives it (`getTextContent().items`). */
export interface PdfTextPiece {
  str: string;
  /** A line ends after it. */
  hasEOL: boolean;
  /** [a, b, c, d, x, y]: the piece's position; y grows upwards. */
  transform: readonly number[];
  height: number;
}

/** A gap above a line of more than this many line heights starts a new paragraph. */
const PARAGRAPH_GAP = 1.6;

/** A page's text: its lines joined into paragraphs, paragraphs apart by a blank line. */
export function pageText(pieces: readonly PdfTextPiece[]): string {
  const lines: { text: string; y: number; height: number }[] = [];
  let current = { text: '', y: Number.NaN, height: 0 };
  for (const piece of pieces) {
    if (current.text === '' && Number.isNaN(current.y)) {
      current.y = piece.transform[5] ?? 0;
    }
    current.text += piece.str;
    current.height = Math.max(current.height, piece.height);
    if (piece.hasEOL) {
      lines.push(current);
      current = { text: '', y: Number.NaN, height: 0 };
    }
  }
  if (current.text.trim()) lines.push(current);

  let text = '';
  let previous: (typeof lines)[number] | undefined;
  for (const line of lines) {
    const words = line.text.replace(/\s+/g, ' ').trim();
    if (!words) {
      // An empty line in the page's own text: a paragraph break.
      if (previous) previous = { ...previous, y: Number.NEGATIVE_INFINITY };
      continue;
    }
    if (previous) {
      // Measured in the smaller line's height: a heading's own size does not hide its gap, and
      // a change of size (a heading, a caption) starts a paragraph of its own.
      const gap = previous.y - line.y;
      const height = Math.max(Math.min(previous.height, line.height), 1);
      const resized = Math.abs(previous.height - line.height) > 0.2 * height;
      const newParagraph = !Number.isFinite(previous.y) || resized || gap > height * PARAGRAPH_GAP;
      text += newParagraph ? '\n\n' : previous.text.trimEnd().endsWith('-') ? '' : ' ';
    }
    text += words;
    previous = { ...line, text: words };
  }
  return text;
}

export interface PdfText {
  /** The whole text, pages apart by a blank line. */
  text: string;
  /** Where each page starts in `text` (page 1 at 0). */
  pageStarts: number[];
}

/**
 * The pages' texts as one text, with where each page starts. A page without text starts where
 * the next text does, so no stretch of the text is ever said to be on it.
 */
export function joinPages(pages: readonly string[]): PdfText {
  let text = '';
  const pageStarts: number[] = [];
  let waiting = 0;
  for (const page of pages) {
    if (!page) {
      waiting++;
      continue;
    }
    if (text) text += '\n\n';
    for (; waiting >= 0; waiting--) pageStarts.push(text.length);
    waiting = 0;
    text += page;
  }
  for (; waiting > 0; waiting--) pageStarts.push(text.length);
  return { text, pageStarts };
}

/** The page numbers (1-based) a stretch of the text lies on. */
export function pagesOf(pageStarts: readonly number[], start: number, length: number): number[] {
  const end = start + Math.max(length, 1);
  const pages: number[] = [];
  for (let i = 0; i < pageStarts.length; i++) {
    const from = pageStarts[i]!;
    const to = pageStarts[i + 1] ?? Number.POSITIVE_INFINITY;
    if (from < end && to > start) pages.push(i + 1);
  }
  return pages;
}

/** "page 3", "pages 2 and 5", "pages 1–4", "pages 1, 3 and 6", in the translator's language. */
export function describePages(t: Translator, pages: readonly number[]): string {
  const sorted = [...new Set(pages)].sort((a, b) => a - b);
  if (sorted.length === 0) return '';
  if (sorted.length === 1) return t.t('pdf_page', sorted[0]!);
  const first = sorted[0]!;
  const last = sorted[sorted.length - 1]!;
  if (last - first === sorted.length - 1 && sorted.length > 2)
    return t.t('pdf_pageRange', first, last);
  return t.t('pdf_pageList', t.list(sorted.map((page) => t.number(page))));
}
