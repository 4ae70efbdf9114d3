import { appError, err, ok, type Result } from '../../core/errors.ts';
import { readPdfFile } from '../sources/read-pdf.ts';
import { hasPdfHeader } from '../sources/pdf-header.ts';

/** The kinds of document the extension reads text from. */
export const DOCUMENT_FORMATS = ['pdf', 'docx', 'odt', 'rtf', 'txt', 'html'] as const;
export type DocumentFormat = (typeof DOCUMENT_FORMATS)[number];

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
  /** The document's own title, when it names one. */
  title?: string;
}

/**
 * The text of a document, recognised by its bytes (not its name or type alone). The one way into
 * a document's text for every journey: a link right-clicked, files dropped or picked, a class set.
 */
export async function readDocumentFile(file: DocumentFile): Promise<Result<DocumentText>> {
  const { bytes, name } = file;
  if (hasPdfHeader(bytes)) {
    const read = await readPdfFile(bytes);
    if (!read.ok) return read;
    const { text, pageStarts, title } = read.value;
    return ok({ format: 'pdf', name, text, pageStarts, ...(title ? { title } : {}) });
  }
  const text = plainText(bytes);
  if (text !== undefined) return ok({ format: 'txt', name, text });
  return err(
    appError('invalid-input', `${name} is not a document Authenticity Lens can read.`, {
      field: 'file',
    }),
  );
}

/** UTF-8 text with no control characters but white space; undefined when the bytes are not. */
function plainText(bytes: Uint8Array): string | undefined {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
  // eslint-disable-next-line no-control-regex -- binary files are told apart by their controls
  return /[\u0000-\u0008\u000e-\u001f]/.test(text) ? undefined : text;
}
