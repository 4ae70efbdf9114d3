/**
 * What the printable report page (src/report) reports on, carried in its address: the ids of a
 * text's or a file's checks, one scan's id or a class set's, and whether to open the print dialog
 * by itself.
 * Ids only: the page reads the records from the worker (`checks/get`, `scans/get`, `batches/get`), so nothing
 * the records hold (let alone a secret) is ever in an address, a tab list or the browser history.
 */

/** What one opening of the report page is asked for. */
export type ReportRequest =
  | { kind: 'checks'; ids: string[]; print: boolean }
  | { kind: 'scan'; id: string; print: boolean }
  | { kind: 'batch'; id: string; print: boolean };

/** The ids the worker's messages accept (CheckIdSchema, ScanIdSchema): checked here first too. */
const ID = /^[\w-]{3,36}$/;
/** A class set's id (a UUID the worker made; `batches/get` takes up to 64 characters). */
const BATCH_ID = /^[\w-]{3,64}$/;
/** A report is of one request's checks: a text's AI and moderation, or one file's few kinds. */
const MOST_CHECKS = 20;

/** The page's path in the extension, as the build writes it. */
export const REPORT_PAGE = 'src/report/index.html';

/** The query of the report page for `records`: a scan's own id, or the checks' ids. */
export function reportQuery(
  records: readonly { id: string; kind: string }[],
  print: boolean,
): string {
  const [first] = records;
  const query = new URLSearchParams();
  if (records.length === 1 && first?.kind === 'url-scan') query.set('scan', first.id);
  else query.set('checks', records.map((r) => r.id).join(','));
  if (print) query.set('print', '1');
  return query.toString();
}

/** The query of the report page for a class set's report. */
export function batchReportQuery(id: string, print: boolean): string {
  const query = new URLSearchParams({ batch: id });
  if (print) query.set('print', '1');
  return query.toString();
}

/**
 * Reads the page's query (`location.search`): a request, or why it names nothing to report on
 * (an address typed or cut short), before anything is asked of the worker.
 */
export function readReportQuery(search: string): ReportRequest | { kind: 'invalid' } {
  const query = new URLSearchParams(search);
  const print = query.get('print') === '1';
  const scan = query.get('scan');
  const checks = query.get('checks');
  const batch = query.get('batch');
  // One thing per page: an address naming two is cut or made up.
  if ([scan, checks, batch].filter((named) => named !== null).length !== 1) {
    return { kind: 'invalid' };
  }
  if (batch !== null) {
    return BATCH_ID.test(batch) ? { kind: 'batch', id: batch, print } : { kind: 'invalid' };
  }
  if (scan !== null) {
    return ID.test(scan) ? { kind: 'scan', id: scan, print } : { kind: 'invalid' };
  }
  if (checks === null) return { kind: 'invalid' };
  const ids = checks.split(',');
  if (ids.length > MOST_CHECKS || !ids.every((id) => ID.test(id))) return { kind: 'invalid' };
  return { kind: 'checks', ids: [...new Set(ids)], print };
}

/** The same query without the wish to print: kept in the tab, so reloading it prints no more. */
export function withoutPrint(search: string): string {
  const query = new URLSearchParams(search);
  query.delete('print');
  const rest = query.toString();
  return rest ? `?${rest}` : '';
}
