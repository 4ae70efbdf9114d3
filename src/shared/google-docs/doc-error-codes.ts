/**
 * Codes of the errors a Google Doc's export gives (doc-export.ts), apart from its words, so a
 * page that only tells them apart need not bundle those words before its first paint.
 */

/** Code of an error for a document this browser's Google session may not open or export. */
export const DOC_NO_ACCESS_CODE = 'doc-no-access';
/** Code of an error for a document whose owner turned off download, print and copy. */
export const DOC_EXPORT_DISABLED_CODE = 'doc-export-disabled';
/**
 * Code of a `permission` error: Docs answered the export from another of its addresses, which
 * the document's page may not follow; the worker may, once the user allows it (`site`: the
 * document's address, for `docsAccessPatterns`).
 */
export const DOC_ACCESS_CODE = 'doc-access';
/** Code of a `network` error: Google Docs itself did not answer (not our service). */
export const DOC_UNREACHABLE_CODE = 'doc-unreachable';
