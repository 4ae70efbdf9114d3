import { htmlToText } from '../content/html-text.ts';
import { imageText } from '../files/image-text.ts';
import type { OcrImageKind } from '../files/image-kind.ts';
import { pdfText, PdfReadError } from '../files/pdf-text.ts';
import type { TextualFile } from '../files/textual-file.ts';
import type { SourceRead } from './scan-source.ts';

/** A submitted file's text; a PDF that cannot be read fails the scan with pdf.js's reason. */
export async function fileText(filename: string, file: TextualFile): Promise<SourceRead> {
  const metadata = { filename };
  if (file.type === 'text') return { ok: true, value: { text: file.text, metadata } };
  if (file.type === 'html') {
    return { ok: true, value: { text: htmlToText(file.html), html: file.html, metadata } };
  }
  try {
    return { ok: true, value: { text: await pdfText(file.bytes), metadata } };
  } catch (error) {
    if (error instanceof PdfReadError) return { ok: false, message: error.message };
    throw error;
  }
}

/** An image's text by the double's OCR rule (image-text.ts). */
export function imageFileText(filename: string, kind: OcrImageKind, bytes: Buffer): SourceRead {
  return { ok: true, value: { text: imageText(kind, bytes), metadata: { filename } } };
}
