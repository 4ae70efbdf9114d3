import { countWords, creditsForWords } from '../content/word-spans.ts';
import type { AccountRecord } from '../core/accounts.ts';
import type { ServiceState } from '../core/service-state.ts';
import type { DeliveryJob } from '../delivery/webhook-delivery.ts';
import { corpusResults } from './corpus-results.ts';
import { plagiarismResults, type PlagiarismResult } from './plagiarism-results.ts';
import { scanAlerts } from './scan-alerts.ts';
import { noTextMessage, readSourceText } from './scan-source.ts';
import type { ScanRecord, ScanState } from './scan-store.ts';
import { newResultJobs, resultsBlock, scannedDocument, statusJob } from './scan-webhooks.ts';

/** Error webhook codes (from the legacy list): 1 bad request, 13 not enough credits. */
const BAD_REQUEST_CODE = 1;
const NOT_ENOUGH_CREDITS_CODE = 13;

function finish(
  state: ServiceState,
  scan: ScanRecord,
  next: ScanState,
  job: DeliveryJob,
): Promise<unknown> {
  scan.state = next;
  scan.finalWebhook = job;
  return state.delivery.deliver(job);
}

function fail(
  state: ServiceState,
  scan: ScanRecord,
  code: number,
  message: string,
): Promise<unknown> {
  return finish(state, scan, 'failed', statusJob(scan, 'error', { error: { code, message } }));
}

/**
 * The fake internet's pages the text copies from; when it copies from none, made-up results
 * as before. Sandbox always gets its fixed two mock results, like the service's sandbox.
 */
function findResults(scan: ScanRecord, text: string): PlagiarismResult[] {
  if (!scan.sandbox) {
    const aiSourceMatch = scan.properties.aiSourceMatch?.enable ?? false;
    const found = corpusResults(scan.scanId, text, aiSourceMatch);
    if (found.length > 0) return found;
  }
  return plagiarismResults(scan.scanId, text, scan.totalWords ?? 0, scan.sandbox);
}

/**
 * The life of a scan after its 201: read the text (crawl the URL, decode the file, or the
 * double's OCR), count words, then per action 1 → creditsChecked, 2 → indexed, 0 → charge,
 * newResult calls, completed. Sandbox scans give the fixed mock results and cost nothing.
 */
export async function processScan(
  state: ServiceState,
  account: AccountRecord,
  scan: ScanRecord,
): Promise<void> {
  const read = await readSourceText(scan.source);
  if (!read.ok) return void (await fail(state, scan, BAD_REQUEST_CODE, read.message));
  const { text, html, metadata } = read.value;
  scan.text = text;
  scan.html = html;
  scan.totalWords = countWords(text);
  if (scan.totalWords === 0) {
    return void (await fail(state, scan, BAD_REQUEST_CODE, noTextMessage(scan.source)));
  }
  const price = creditsForWords(scan.totalWords);
  const action = scan.properties.action;
  if (action === 1) {
    scan.credits = 0;
    const job = statusJob(scan, 'creditsChecked', {
      credits: scan.sandbox ? 0 : price,
      scannedDocument: { ...scannedDocument(scan, metadata), expectedCredits: price },
    });
    return void (await finish(state, scan, 'price-checked', job));
  }
  if (action === 2) {
    scan.credits = 0;
    return void (await finish(state, scan, 'indexed', statusJob(scan, 'indexed', {})));
  }
  scan.credits = scan.sandbox ? 0 : price;
  if (!state.accounts.spend(account, scan.credits)) {
    scan.credits = 0;
    return void (await fail(state, scan, NOT_ENOUGH_CREDITS_CODE, 'Not enough credits.'));
  }
  scan.results = findResults(scan, text);
  // New results are sent before the completion; like the service, delivery order is not promised.
  for (const job of newResultJobs(scan)) void state.delivery.deliver(job);
  const completed = statusJob(scan, 'completed', {
    scannedDocument: scannedDocument(scan, metadata),
    results: resultsBlock(scan.results, scan.totalWords),
    notifications: { alerts: scanAlerts(scan, text, state.clock.now()) },
  });
  await finish(state, scan, 'success', completed);
}
