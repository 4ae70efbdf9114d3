/**
 * "Scan this document for plagiarism" on a link: the file is fetched with the user's session on
 * its own site and read first (a file that cannot be read is refused with its reason before any
 * credit), then sent as itself when the service takes its type (GET supported-file-types) and
 * size, else its text as a .txt file; the scan's route says which, and why, before and after.
 */
import { FILE_SCAN_MAX_BYTES, generateScanId } from '../../api/index.ts';
import { ok, type AppError, type Result } from '../../core/errors.ts';
import { HOST_ACCESS_CODE } from '../../shared/checks/image-results.ts';
import { fileNameOf } from '../../shared/documents/file-name.ts';
import type { CheckSource, UrlScanCheck } from '../../shared/checks/check-record.ts';
import { fetchDocumentAt } from '../documents/fetch-document.ts';
import { readDocumentFile } from '../documents/read-document.ts';
import { textFilename } from './scan-filename.ts';
import { textualTypes, withExtension } from './file-scan-types.ts';
import { cacheKey } from '../stores/history-cache-key.ts';
import { openHistoryStore } from '../stores/history-store.ts';
import { setLatestScan } from '../engine/latest-scan.ts';
import { scanChanged } from './scan-changes.ts';
import { beginScan, frozenSettings, identityOf, scanPrerequisites } from './url-scan-start.ts';

export async function startDocumentScan(
  tabId: number,
  link: string,
  pageUrl: string | undefined,
): Promise<Result<UrlScanCheck>> {
  const ready = await scanPrerequisites();
  if (!ready.ok) return ready;
  const file = await fetchDocumentAt(link, { pageUrl });
  if (!file.ok) {
    return file.error.code === HOST_ACCESS_CODE ? unreadDocument(tabId, link, file.error) : file;
  }
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

/**
 * A document on a site the extension may not read yet: kept as a failed scan, the tab's latest,
 * so the popup shows why with its "Allow" button, which starts the scan again once allowed (as a
 * check's does, text-check-start.ts). Nothing was read, so nothing was sent.
 */
async function unreadDocument(
  tabId: number,
  link: string,
  error: AppError,
): Promise<Result<UrlScanCheck>> {
  const settings = await frozenSettings();
  const now = Date.now();
  const record: UrlScanCheck = {
    id: generateScanId(),
    kind: 'url-scan',
    cacheKey: await cacheKey('url-scan', settings, link),
    status: 'failed',
    error,
    createdAt: now,
    updatedAt: now,
    source: {
      url: link,
      title: fileNameOf(null, link),
      tabId,
      origin: 'page',
      unpainted: 'document',
    },
    input: link,
    settings,
    attempts: 0,
  };
  await (await openHistoryStore()).put(record);
  await setLatestScan(tabId, record.id);
  await scanChanged(undefined, record);
  return ok(record);
}
