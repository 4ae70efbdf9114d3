import type { TextItem } from 'pdfjs-dist/types/src/display/api';

/** Raised when the bytes are not a PDF whose text can be read (broken, encrypted). */
export class PdfReadError extends Error {}

/** One page: items joined with spaces, a line ending where pdf.js says one does. */
function pageText(items: readonly TextItem[]): string {
  const lines: string[] = [];
  let line: string[] = [];
  const endLine = (): void => {
    const text = line.join(' ').replace(/\s+/g, ' ').trim();
    if (text) lines.push(text);
    line = [];
  };
  for (const item of items) {
    line.push(item.str);
    if (item.hasEOL) endLine();
  }
  endLine();
  return lines.join('\n');
}

/**
 * The text of each page of a PDF. pdf.js's legacy build is the one meant for Node; with no worker
 * configured it parses in this thread. Loaded on first use, so the service starts without it.
 */
export async function pdfPageTexts(bytes: Uint8Array): Promise<string[]> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  // A copy: pdf.js may take over the buffer it is given.
  const task = getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
  });
  try {
    const pdf = await task.promise;
    const pages: string[] = [];
    for (let number = 1; number <= pdf.numPages; number += 1) {
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      pages.push(pageText(content.items.filter((item): item is TextItem => 'str' in item)));
      page.cleanup();
    }
    return pages;
  } catch (error) {
    const name = (error as { name?: unknown } | null)?.name;
    if (name === 'PasswordException')
      throw new PdfReadError('The PDF is encrypted, so its text cannot be read.');
    const message = error instanceof Error ? error.message : String(error);
    throw new PdfReadError(`The file could not be read as a PDF: ${message}`);
  } finally {
    await task.destroy();
  }
}

/** The text of a PDF, pages separated by a blank line. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  return (await pdfPageTexts(bytes)).join('\n\n');
}
