import type { OcrImageKind } from '../files/image-kind.ts';
import type { TextualFile } from '../files/textual-file.ts';
import { fileText, imageFileText } from './file-text.ts';
import { crawl } from './url-crawl.ts';

/**
 * Where a scan's text comes from, as the submit route left it: a URL to crawl, a file already
 * checked and decoded as far as could be done before the 201, or an image for the double's OCR.
 */
export type ScanSource =
  | { kind: 'url'; url: string; verb?: string; headers?: [string, string][] }
  | { kind: 'file'; filename: string; file: TextualFile }
  | { kind: 'ocr'; filename: string; langCode: string; image: OcrImageKind; bytes: Buffer };

/** scannedDocument.metadata: the address for a URL, the name for a file. */
export type SourceMetadata = { finalUrl: string; canonicalUrl: string } | { filename: string };

export interface SourceText {
  text: string;
  /** The page's or file's HTML, for the crawled-version export. */
  html?: string;
  metadata: SourceMetadata;
}

/** The text, or why there is none (the error webhook's message). */
export type SourceRead = { ok: true; value: SourceText } | { ok: false; message: string };

export function readSourceText(source: ScanSource): Promise<SourceRead> {
  if (source.kind === 'url') return crawl(source);
  if (source.kind === 'file') return fileText(source.filename, source.file);
  return Promise.resolve(imageFileText(source.filename, source.image, source.bytes));
}

/** The error webhook's message when the text has no words. */
export function noTextMessage(source: ScanSource): string {
  if (source.kind === 'url') return 'No text was found at the URL.';
  if (source.kind === 'file') return 'No text was found in the file.';
  return 'No text was found in the image.';
}

/** How the PDF report names what was scanned. */
export function sourceLine(source: ScanSource): string {
  return source.kind === 'url' ? `URL: ${source.url}` : `File: ${source.filename}`;
}
