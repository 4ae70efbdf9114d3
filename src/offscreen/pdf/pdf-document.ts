/**
 * A PDF's text as a reader reads it, from a document pdf.js has opened, whichever build of it
 * (the extension's in its hidden page, the legacy one in Node tests): each page's lines joined
 * (pdf-layout.ts), its form values and notes in place (pdf-fields.ts), and the refusals that
 * must come before any credit is spent: pictures, empty pages, fonts without characters, an XFA
 * form's fallback page.
 */
import { err, ok, type Result } from '../../core/errors.ts';
import { annotationWordsOf, placeAnnotations, type PdfAnnotation } from './pdf-fields.ts';
import { joinPages, pagesText, type PdfText } from '../../shared/pdf/pdf-layout.ts';
import { pieceLines, type PdfLine, type PdfTextPiece } from '../../shared/pdf/pdf-lines.ts';
import { emptyPages, picturesOnly, unmappedFonts, xfaForm } from './pdf-refusals.ts';
import { dropUnreadable, UNREADABLE_LIMIT, unreadableShare } from './pdf-unreadable.ts';

/** The parts of pdf.js' `PDFPageProxy` read here. */
export interface PdfPageLike {
  getTextContent(): Promise<{ items: readonly (PdfTextPiece | object)[] }>;
  getAnnotations(): Promise<PdfAnnotation[]>;
  getOperatorList(): Promise<{ fnArray: readonly number[] }>;
  cleanup(): unknown;
}

/** The parts of pdf.js' `PDFDocumentProxy` read here. */
export interface PdfDocumentLike {
  numPages: number;
  getPage(number: number): Promise<PdfPageLike>;
  getMetadata(): Promise<{ info: object }>;
}

export type PdfReading = PdfText & { pages: number; title: string };

/** The sentence of the page an XFA form shows where no XFA engine runs (Adobe's own words). */
const XFA_FALLBACK =
  /If this message is not eventually replaced by the proper contents of the document/i;
/**
 * An XFA form whose pages hold nothing but the fallback page, in whatever language Adobe's tools
 * wrote it ("Bitte warten…"): no text, or a short one naming Adobe's reader. A form that also
 * has pages of its own (XFA beside a full AcroForm), or a document quoting the fallback's words,
 * has far more text.
 */
const xfaOnly = (text: string): boolean =>
  !text.trim() || (text.length < XFA_FALLBACK_MAX && /\bAdobe\b/.test(text));
const XFA_FALLBACK_MAX = 1000;
/** Pages looked at for pictures when no text was found: a scan shows one on its first pages. */
const PAGES_LOOKED_AT = 5;

/**
 * The document's text, page by page. `drawingOps` are pdf.js' operator numbers that put
 * something on a page (images, shapes: `drawingOps(OPS)`), to tell pictures from empty pages.
 */
export async function readPdfDocument(
  pdf: PdfDocumentLike,
  drawingOps: ReadonlySet<number>,
): Promise<Result<PdfReading>> {
  if (pdf.numPages < 1) return err(emptyPages());
  const lines: PdfLine[][] = [];
  const extras: string[][] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    // A damaged page reads as empty; the others still count.
    const page = await pdf.getPage(number).catch(() => undefined);
    const content = await page?.getTextContent().catch(() => undefined);
    const pieces = (content?.items ?? []).filter((item): item is PdfTextPiece => 'str' in item);
    const annotations = annotationWordsOf((await page?.getAnnotations().catch(() => [])) ?? []);
    const placed = placeAnnotations(pieceLines(pieces), annotations);
    lines.push(placed.lines);
    extras.push(placed.rest);
    page?.cleanup();
  }
  const texts = pagesText(lines).map((text, i) => {
    const more = extras[i]?.join('\n') ?? '';
    return text && more ? `${text}\n\n${more}` : text || more;
  });
  const metadata = await pdf.getMetadata().catch(() => undefined);
  const info = metadata?.info ?? {};

  const whole = texts.join('\n');
  const fallbackOnly = whole.length < XFA_FALLBACK_MAX && XFA_FALLBACK.test(whole);
  if (fallbackOnly || (Reflect.get(info, 'IsXFAPresent') === true && xfaOnly(whole))) {
    return err(xfaForm());
  }
  if (unreadableShare(texts) > UNREADABLE_LIMIT) return err(unmappedFonts());
  const joined = joinPages(texts.map(dropUnreadable));
  if (!joined.text.trim()) {
    return err((await anyDrawn(pdf, drawingOps)) ? picturesOnly() : emptyPages());
  }
  // The title its author gave it, for history (a viewer's tab may show only the address).
  const named: unknown = Reflect.get(info, 'Title');
  const title = typeof named === 'string' ? named.trim().slice(0, 300) : '';
  return ok({ ...joined, pages: pdf.numPages, title });
}

/** Whether one of the first pages draws anything (an image, a shape). */
async function anyDrawn(pdf: PdfDocumentLike, drawingOps: ReadonlySet<number>): Promise<boolean> {
  for (let number = 1; number <= Math.min(pdf.numPages, PAGES_LOOKED_AT); number++) {
    const page = await pdf.getPage(number).catch(() => undefined);
    const ops = await page?.getOperatorList().catch(() => undefined);
    page?.cleanup();
    if (ops?.fnArray.some((op) => drawingOps.has(op))) return true;
  }
  return false;
}

/** pdf.js' operators (its `OPS` table) that draw: images, paths, fills, shadings. */
export function drawingOps(ops: Readonly<Record<string, number>>): Set<number> {
  const drawing =
    /^(?:paint(?!FormXObject)\w*|constructPath|fill|eoFill|stroke|\w*FillStroke|\w*Stroke|shadingFill)$/;
  return new Set(
    Object.entries(ops)
      .filter(([name]) => drawing.test(name))
      .map(([, op]) => op),
  );
}
