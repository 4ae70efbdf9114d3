/**
 * "Scan this document for plagiarism" on a link: the file is fetched with the user's session on
 * its own site and read first (a file that cannot be read is refused with its reason before any
 * credit), then sent as itself when the service takes its type (GET supported-file-types) and
 * size, else its text as a .txt file; the scan's route says which, and why, before and after.
 */
import { FILE_SCAN_MAX_BYTES } from '../../api/index.ts';
import type { Result } from '../../core/errors.ts';
import type { CheckSource, UrlScanCheck } from '../../shared/checks/check-record.ts';
import { fetchDocumentAt } from '../documents/fetch-document.ts';
import { readDocumentFile } from '../documents/read-document.ts';
import { apiClient } from '../account/api-session.ts';
import { effectiveSettings } from '../settings/effective-settings.ts';
import { textFilename } from './scan-filename.ts';
import { beginScan, identityOf, scanPrerequisites } from './url-scan-start.ts';

/** The extensions the service's file submit reads, per service address, for this worker's life. */
const known = new Map<string, Promise<string[] | undefined>>();

async function textualTypes(): Promise<string[] | undefined> {
  const { apiBaseUrl } = (await effectiveSettings()).settings;
  let types = known.get(apiBaseUrl);
  if (!types) {
    types = apiClient()
      .then((client) => client.getSupportedFileTypes())
      .then((answer) => (answer.ok ? answer.value.textual : undefined));
    known.set(apiBaseUrl, types);
    // An answer that failed is asked again next time.
    void types.then((list) => list ?? known.delete(apiBaseUrl));
  }
  return types;
}

export async function startDocumentScan(
  tabId: number,
  link: string,
  pageUrl: string | undefined,
): Promise<Result<UrlScanCheck>> {
  const ready = await scanPrerequisites();
  if (!ready.ok) return ready;
  const file = await fetchDocumentAt(link, { pageUrl });
  if (!file.ok) return file;
  const read = await readDocumentFile(file.value);
  if (!read.ok) return read;
  const { format, name, text, pageStarts, leftOut } = read.value;
  const source: CheckSource = {
    url: link,
    title: name,
    tabId,
    origin: 'page',
    unpainted: 'document',
    ...(pageStarts ? { pdfPageStarts: pageStarts } : {}),
    ...(leftOut ? { leftOut } : {}),
  };
  const bytes = file.value.bytes;
  const filename = withExtension(name, format);
  const types = await textualTypes();
  if (types?.includes(format) && bytes.length <= FILE_SCAN_MAX_BYTES) {
    return beginScan({
      tabId,
      source,
      input: link,
      identity: identityOf({ file: bytes }),
      file: bytes,
      submission: { route: 'file', filename, fileUrl: link, bytes: bytes.length },
    });
  }
  return beginScan({
    tabId,
    source,
    input: text,
    identity: identityOf({ text }),
    submission: {
      route: 'text',
      filename: textFilename(name.replace(/\.[^.]+$/, ''), link, false),
      why: bytes.length > FILE_SCAN_MAX_BYTES ? 'document-too-large' : 'document-type',
      detail: format,
    },
  });
}

/** The file's name, ending in its format's extension (the service takes the type from it). */
function withExtension(name: string, format: string): string {
  const stem = name.replace(/\.[^.]+$/, '') || 'document';
  return `${stem}.${format}`;
}
