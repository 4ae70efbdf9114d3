import { htmlToText, looksLikeHtml } from '../content/html-text.ts';
import { countWords, creditsForWords } from '../content/word-spans.ts';
import type { AccountRecord } from '../core/accounts.ts';
import type { ServiceState } from '../core/service-state.ts';
import { headerRecord, sendRequest, UnreachableError } from '../delivery/outbound-http.ts';
import type { DeliveryJob } from '../delivery/webhook-delivery.ts';
import { plagiarismResults } from './plagiarism-results.ts';
import { scanAlerts } from './scan-alerts.ts';
import type { ScanRecord, ScanState } from './scan-store.ts';
import { newResultJobs, resultsBlock, scannedDocument, statusJob } from './scan-webhooks.ts';

const MAX_PAGE_BYTES = 10 * 1024 * 1024;

/** Error webhook codes (from the legacy list): 1 bad request, 13 not enough credits. */
const BAD_REQUEST_CODE = 1;
const NOT_ENOUGH_CREDITS_CODE = 13;

interface Page {
  text: string;
  html?: string;
  finalUrl: string;
}

/** Fetches the page as the crawler would: the caller's verb, and only its headers when given. */
async function crawl(scan: ScanRecord): Promise<Page | string> {
  const { url, verb, headers } = scan.body;
  try {
    const response = await sendRequest(url, {
      method: (verb ?? 'GET').toUpperCase(),
      headers: headers
        ? headerRecord(headers)
        : { 'User-Agent': 'AuthenticityLensFakeCrawler/1.0' },
      timeoutMs: 30_000,
      maxBytes: MAX_PAGE_BYTES,
      maxRedirects: 5,
    });
    if (response.status < 200 || response.status >= 300)
      return `The URL answered HTTP ${response.status}.`;
    const body = response.body.toString('utf8');
    if (looksLikeHtml(response.headers['content-type'], body)) {
      return { text: htmlToText(body), html: body, finalUrl: url };
    }
    return { text: body, finalUrl: url };
  } catch (error) {
    return error instanceof UnreachableError
      ? `The URL is unreachable: ${error.message}`
      : String(error);
  }
}

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
 * The life of a URL scan after its 201: crawl, count words, then per action
 * 1 → creditsChecked, 2 → indexed, 0 → charge, newResult calls, completed.
 * Sandbox scans give the fixed mock results and cost nothing.
 */
export async function processScan(
  state: ServiceState,
  account: AccountRecord,
  scan: ScanRecord,
): Promise<void> {
  const page = await crawl(scan);
  if (typeof page === 'string') return void (await fail(state, scan, BAD_REQUEST_CODE, page));
  scan.text = page.text;
  scan.html = page.html;
  scan.totalWords = countWords(page.text);
  if (scan.totalWords === 0) {
    return void (await fail(state, scan, BAD_REQUEST_CODE, 'No text was found at the URL.'));
  }
  const price = creditsForWords(scan.totalWords);
  const action = scan.body.properties.action;
  if (action === 1) {
    scan.credits = 0;
    const job = statusJob(scan, 'creditsChecked', {
      credits: scan.sandbox ? 0 : price,
      scannedDocument: { ...scannedDocument(scan, page.finalUrl), expectedCredits: price },
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
  scan.results = plagiarismResults(scan.scanId, page.text, scan.totalWords, scan.sandbox);
  // New results are sent before the completion; like the service, delivery order is not promised.
  for (const job of newResultJobs(scan)) void state.delivery.deliver(job);
  const completed = statusJob(scan, 'completed', {
    scannedDocument: scannedDocument(scan, page.finalUrl),
    results: resultsBlock(scan.results, scan.totalWords),
    notifications: { alerts: scanAlerts(scan, page.text, state.clock.now()) },
  });
  await finish(state, scan, 'success', completed);
}
