import { exportReplyOf, type DocExportReply } from '../../shared/docs/doc-export.ts';

const TIMEOUT_MS = 30_000;

/**
 * Docs' export read by the worker itself, for when Docs answers it from another address (its
 * download servers) that the document's page may not follow. Needs host access to Docs and to
 * those servers (asked of the user first). A failure here, after the page saw Docs send the
 * request away, means it went where we may not read: Google's sign-in.
 */
export async function fetchDocExport(exportUrl: string, title: string): Promise<DocExportReply> {
  try {
    const response = await fetch(exportUrl, {
      credentials: 'include',
      cache: 'no-store',
      redirect: 'follow',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    return await exportReplyOf(response, exportUrl, title);
  } catch {
    return { status: 0, finalUrl: '', contentType: '', title, redirectedAway: true };
  }
}
