import { toBase64 } from '../../core/base64.ts';
import { appError, err, ok, type Result } from '../../core/errors.ts';
import { readPdfFile } from '../sources/read-pdf.ts';
import { sniffDocument } from '../../shared/documents/sniff-document.ts';
import { plainText } from '../../shared/documents/plain-text.ts';
import {
  documentTooLarge,
  legacyWordDocument,
  emptyDocument,
  noTextInDocument,
  passwordDocument,
  unsupportedDocument,
} from '../../shared/documents/document-refusals.ts';
import {
  MAX_PDF_BYTES,
  type HIDDEN_PAGE_DOCUMENT_FORMATS,
} from '../../shared/messages/offscreen.ts';
import { askHiddenPage } from '../../platform/offscreen.ts';
import { exclusive } from '../engine/exclusive.ts';
import { withHiddenPage } from '../sources/hidden-page.ts';
import type { LeftOut } from '../../shared/text-checks/left-out.ts';

/** The kinds of document the extension reads text from. */
export const DOCUMENT_FORMATS = ['pdf', 'docx', 'odt', 'rtf', 'txt', 'html'] as const;
export type DocumentFormat = (typeof DOCUMENT_FORMATS)[number];

/** Bytes of a document read at most (a link's answer, a file): as for PDFs. */
export const MAX_DOCUMENT_BYTES = MAX_PDF_BYTES;

/** A document's bytes as they came (a link's answer, a dropped or picked file). */
export interface DocumentFile {
  bytes: Uint8Array;
  /** The file's name (a link's last path segment or Content-Disposition; a file's own). */
  name: string;
  /** What the site or the file picker said it is; a hint only: the bytes decide. */
  contentType?: string | undefined;
}

/** A document's text, in reading order. */
export interface DocumentText {
  format: DocumentFormat;
  name: string;
  text: string;
  /** Where each page starts in `text`, where the format has pages (PDF). */
  pageStarts?: number[];
  /** How many pages it has, where the format has pages (PDF). */
  pages?: number;
  /** The document's own title, when it names one. */
  title?: string;
  /** What the reader left out, counted: pictures, comments, headers and footers. */
  leftOut?: LeftOut[];
}

/**
 * The text of a document, recognised by its bytes (not its name or type alone). The one way into
 * a document's text for every journey: a link right-clicked, files dropped or picked, a class set.
 * PDFs are read by pdf.js and Word, OpenDocument, rich-text and HTML files by the readers of
 * src/shared/documents, all in the hidden page; plain text here. What cannot be read is refused
 * with its reason (src/shared/documents/document-refusals.ts) before anything is sent.
 */
export async function readDocumentFile(file: DocumentFile): Promise<Result<DocumentText>> {
  const { bytes, name } = file;
  if (bytes.length > MAX_DOCUMENT_BYTES) {
    return err(documentTooLarge(MAX_DOCUMENT_BYTES, bytes.length));
  }
  const kind = sniffDocument(bytes);
  let read: Result<DocumentText>;
  switch (kind) {
    case 'pdf': {
      const pdf = await readPdfFile(bytes);
      if (!pdf.ok) return pdf;
      const { text, pageStarts, pages, title } = pdf.value;
      read = ok({ format: 'pdf', name, text, pageStarts, pages, ...(title ? { title } : {}) });
      break;
    }
    case 'legacy-doc':
      return err(legacyWordDocument(name));
    case 'encrypted-office':
      return err(passwordDocument(name));
    case 'other-zip':
    case 'unknown':
      return err(unsupportedDocument(name));
    case 'txt': {
      const text = plainText(bytes);
      if (text === undefined) return err(unsupportedDocument(name));
      read = ok({ format: 'txt', name, text });
      break;
    }
    default:
      read = await readInHiddenPage(bytes, kind, name);
  }
  if (read.ok && !read.value.text.trim()) {
    // A text file with nothing written is empty; a PDF or Word file without text is a scan.
    const written = read.value.format === 'txt' || read.value.format === 'html';
    return err(written ? emptyDocument(name) : noTextInDocument(name));
  }
  return read;
}

/** A Word, OpenDocument, rich-text or HTML file read in the hidden page, one at a time. */
function readInHiddenPage(
  bytes: Uint8Array,
  format: (typeof HIDDEN_PAGE_DOCUMENT_FORMATS)[number],
  name: string,
): Promise<Result<DocumentText>> {
  return exclusive('document-reader', async () => {
    try {
      const read = await withHiddenPage(() =>
        askHiddenPage('offscreen/read-document', { base64: toBase64(bytes), format, name }),
      );
      if (!read.ok) return read;
      const { text, title, leftOut } = read.value;
      return ok({
        format,
        name,
        text,
        ...(title ? { title } : {}),
        ...(leftOut ? { leftOut } : {}),
      });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      return err(appError('internal', `The document reader could not start: ${message}`));
    }
  });
}
