/**
 * The hidden page's reader of Word, OpenDocument, rich-text and HTML files: the bytes never meet
 * a web page, and a file made to exhaust memory (a zip bomb) meets the bounded unzip here, away
 * from the worker's checks in flight.
 */
import { appError, err, ok, type Result } from '../../core/errors.ts';
import { fromBase64 } from '../../core/base64.ts';
import { readDocxText } from '../../shared/documents/docx-text.ts';
import { readOdtText } from '../../shared/documents/odt-text.ts';
import { readRtfText } from '../../shared/documents/rtf-text.ts';
import type { HIDDEN_PAGE_DOCUMENT_FORMATS } from '../../shared/messages/offscreen.ts';
import { documentLeftOut, type LeftOut } from '../../shared/text-checks/left-out.ts';
import { decodeHtml, htmlText } from './html-text.ts';

export function readDocumentInPage(request: {
  base64: string;
  format: (typeof HIDDEN_PAGE_DOCUMENT_FORMATS)[number];
  name: string;
}): Result<{ text: string; title: string; leftOut?: LeftOut[] }> {
  const bytes = fromBase64(request.base64);
  if (!bytes) {
    return err(appError('internal', 'The document reached the reader in an unreadable form.'));
  }
  const { name } = request;
  if (request.format === 'html') {
    const { text, title, pictures } = htmlText(decodeHtml(bytes));
    return ok({ text, title, ...documentLeftOut({ pictures }) });
  }
  const read =
    request.format === 'docx'
      ? readDocxText(bytes, name)
      : request.format === 'odt'
        ? readOdtText(bytes, name)
        : readRtfText(bytes, name);
  if (!read.ok) return read;
  const { text, title } = read.value;
  return ok({ text, title: title ?? '', ...documentLeftOut(read.value) });
}
