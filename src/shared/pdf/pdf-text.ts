import { getDocument, GlobalWorkerOptions } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { appError, err, ok, type Result } from '../../core/errors.ts';
import { joinPages, pageText, type PdfText, type PdfTextPiece } from './pdf-layout.ts';

/** Codes of the PDFs whose text cannot be read, for the popup to explain. */
export const PDF_PASSWORD_CODE = 'pdf-password';
export const PDF_NO_TEXT_CODE = 'pdf-no-text';

/**
 * The text of a PDF, page by page, read with pdf.js in an extension page (its parser runs in a
 * web worker of ours). No fonts are loaded and nothing is evaluated: only the text is wanted.
 */
export async function readPdfText(
  bytes: Uint8Array,
): Promise<Result<PdfText & { pages: number; title: string }>> {
  GlobalWorkerOptions.workerSrc = workerUrl;
  const task = getDocument({
    data: bytes,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: false,
  });
  try {
    const pdf = await task.promise;
    const pages: string[] = [];
    for (let number = 1; number <= pdf.numPages; number++) {
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      const pieces: PdfTextPiece[] = [];
      for (const item of content.items) if ('str' in item) pieces.push(item);
      pages.push(pageText(pieces));
      page.cleanup();
    }
    const joined = joinPages(pages);
    if (!joined.text.trim()) {
      return err(
        appError(
          'invalid-input',
          'This PDF has no text to read: its pages are pictures (a scan or a photo). ' +
            'Open it in a program that recognises text (OCR), then check that text.',
          { field: 'text', code: PDF_NO_TEXT_CODE },
        ),
      );
    }
    // The title its author gave it, for history (a viewer's tab may show only the address).
    const metadata = await pdf.getMetadata().catch(() => undefined);
    const named: unknown = metadata ? Reflect.get(metadata.info, 'Title') : undefined;
    const title = typeof named === 'string' ? named.trim().slice(0, 300) : '';
    return ok({ ...joined, pages: pdf.numPages, title });
  } catch (error) {
    return err(pdfError(error));
  } finally {
    await task.destroy();
  }
}

function pdfError(error: unknown): ReturnType<typeof appError> {
  const name = (error as { name?: unknown } | null)?.name;
  if (name === 'PasswordException') {
    return appError(
      'invalid-input',
      'This PDF is protected by a password, so its text cannot be read. Open it, save a copy ' +
        'without the password (or copy its text), then check that.',
      { field: 'text', code: PDF_PASSWORD_CODE },
    );
  }
  if (name === 'InvalidPDFException') {
    return appError('invalid-input', 'This file is not a PDF that can be read.', { field: 'text' });
  }
  const message = error instanceof Error ? error.message : String(error);
  return appError('internal', `The PDF could not be read: ${message}`);
}
