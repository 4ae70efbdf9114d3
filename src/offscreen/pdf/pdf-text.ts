import { getDocument, GlobalWorkerOptions, OPS } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { appError, err, type AppError, type Result } from '../../core/errors.ts';
import { drawingOps, readPdfDocument, type PdfReading } from './pdf-document.ts';
import { notReadablePdf, passwordProtected } from './pdf-refusals.ts';
import type { PdfResourceUrls } from './pdf-resources.ts';

/**
 * The text of a PDF, page by page, read with pdf.js in an extension page (its parser runs in a
 * web worker of ours). No font is loaded into the page and nothing is evaluated: only the text
 * is wanted. pdf.js fetches from `resources` the few CMaps and standard fonts this PDF's text
 * needs (a CJK font's bytes mean nothing without its CMap).
 */
export async function readPdfText(
  bytes: Uint8Array,
  resources: PdfResourceUrls,
): Promise<Result<PdfReading>> {
  GlobalWorkerOptions.workerSrc = workerUrl;
  const task = getDocument({
    data: bytes,
    ...resources,
    cMapPacked: true,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: false,
  });
  try {
    return await readPdfDocument(await task.promise, drawingOps(OPS));
  } catch (error) {
    return err(pdfError(error));
  } finally {
    await task.destroy();
  }
}

function pdfError(error: unknown): AppError {
  const name = (error as { name?: unknown } | null)?.name;
  if (name === 'PasswordException') return passwordProtected();
  if (name === 'InvalidPDFException') return notReadablePdf();
  const message = error instanceof Error ? error.message : String(error);
  return appError('internal', `The PDF could not be read: ${message}`);
}
