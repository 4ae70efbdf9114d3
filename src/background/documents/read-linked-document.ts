import { ok, type Result } from '../../core/errors.ts';
import type { ReadFromTab } from '../sources/read-from-tab.ts';
import { fetchDocumentAt } from './fetch-document.ts';
import { readDocumentFile } from './read-document.ts';

/**
 * The text of the document a right-clicked link points at, as a text check reads a tab's: named
 * by the file (the popup says "Document: submission.docx"), with its pages where the format has
 * them, and no map to any page (its marks are shown in the popup and side panel, as a Google
 * Doc's). Refused with the reason, before anything is sent, when it cannot be fetched or read.
 */
export async function readLinkedDocument(
  link: string,
  pageUrl: string | undefined,
): Promise<Result<ReadFromTab>> {
  const file = await fetchDocumentAt(link, { pageUrl });
  if (!file.ok) return file;
  const read = await readDocumentFile(file.value);
  if (!read.ok) return read;
  const { text, name, pageStarts, leftOut } = read.value;
  return ok({
    textId: '',
    text,
    mappable: false,
    url: link,
    title: name,
    frameId: 0,
    unpainted: 'document',
    ...(pageStarts ? { pdfPageStarts: pageStarts } : {}),
    // Said beside the result: the file's pictures, comments, headers and footers were not read.
    ...(leftOut ? { leftOut } : {}),
  });
}
