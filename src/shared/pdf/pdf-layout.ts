/**
 * A PDF's text as a reader reads it, from the pieces pdf.js finds on each page: lines joined into
 * paragraphs (a line break inside a paragraph is only where the page ran out of width), pages
 * one after another, and where each page starts in the whole text, so results can name pages.
 */
import type { Translator } from '../i18n/translator.ts';
import {
  cleanLine,
  dropSoftHyphens,
  joinLines,
  wordEvidence,
  type WordEvidence,
} from './pdf-hyphens.ts';
import { pieceLines, type PdfLine, type PdfTextPiece } from './pdf-lines.ts';

export type { PdfLine, PdfTextPiece } from './pdf-lines.ts';

/** A gap above a line of more than this many line heights starts a new paragraph. */
const PARAGRAPH_GAP = 1.6;

/** A page's text from its pieces, judged by its own words (one page of a document: `pagesText`). */
export function pageText(pieces: readonly PdfTextPiece[]): string {
  return pagesText([pieceLines(pieces)])[0] ?? '';
}

/**
 * Each page's text: its lines joined into paragraphs, paragraphs apart by a blank line. Broken
 * words are judged by the words of the whole document (pdf-hyphens.ts).
 */
export function pagesText(pages: readonly (readonly PdfLine[])[]): string[] {
  const cleaned = pages.map((lines) =>
    lines.map((line) => ({ ...line, text: cleanLine(line.text) })).filter((line) => line.text),
  );
  const evidence = wordEvidence(cleaned.flat().map((line) => line.text));
  return cleaned.map((lines) => dropSoftHyphens(paragraphs(lines, evidence)));
}

function paragraphs(lines: readonly PdfLine[], evidence: WordEvidence): string {
  let text = '';
  let previous: PdfLine | undefined;
  for (const line of lines) {
    if (previous) {
      // Measured in the smaller line's height: a heading's own size does not hide its gap, and
      // a change of size (a heading, a caption) starts a paragraph of its own. A line above the
      // last one (the next column) goes on with it.
      const gap = previous.across - line.across;
      const height = Math.max(Math.min(previous.height, line.height), 1);
      const resized = Math.abs(previous.height - line.height) > 0.2 * height;
      text =
        resized || gap > height * PARAGRAPH_GAP
          ? `${text}\n\n${line.text}`
          : joinLines(text, line.text, evidence);
    } else {
      text = line.text;
    }
    previous = line;
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
