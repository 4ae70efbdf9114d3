/**
 * The ways a plagiarism scan starts, each deciding how its content reaches the service (see
 * shared/scans/scan-route.ts): a page (by address when the service would see what the user sees,
 * else as text), a selection (as text), a PDF (as its file), an image of text (for OCR).
 */
import { FILE_SCAN_MAX_BYTES } from '../../api/index.ts';
import { appError, err, ok, type DetailWords, type Result } from '../../core/errors.ts';
import { browser } from '../../platform/browser.ts';
import type { CheckSource, UrlScanCheck } from '../../shared/checks/check-record.ts';
import { frameOfSource, type TabFrame } from '../../shared/frames/tab-frame.ts';
import { pageRouteRule, type PageRouteVerdict } from '../../shared/scans/public-view.ts';
import { imageFilename, pdfFilename, textFilename } from './scan-filename.ts';
import { pastedRefusal, pastedText, pastedTitle } from '../../shared/checks/pasted-text.ts';
import type { PageRouteChoice, TextRouteReason } from '../../shared/scans/scan-route.ts';
import { readFromTab, type ReadFromTab, type TabTextRequest } from '../sources/read-from-tab.ts';
import { pdfShownIn } from '../sources/pdf-tab.ts';
import { fetchPdf, readPdfFile } from '../sources/read-pdf.ts';
import { askTab } from '../tabs/ask-tab.ts';
import { beginScan, identityOf, scanPrerequisites } from './url-scan-start.ts';
import { keepPageCopy } from './page-copies.ts';

function sourceOf(tabId: number, origin: CheckSource['origin'], read: ReadFromTab): CheckSource {
  return {
    origin,
    url: read.url,
    title: read.title || undefined,
    tabId,
    ...(read.frameId !== 0 ? { frameId: read.frameId, frameUrl: read.url } : {}),
    ...(read.mappable ? { textId: read.textId } : {}),
    ...(read.unpainted ? { unpainted: read.unpainted } : {}),
    ...(read.pdfPageStarts ? { pdfPageStarts: read.pdfPageStarts } : {}),
    ...(read.leftOut ? { leftOut: read.leftOut } : {}),
  };
}

function sendText(
  tabId: number,
  read: ReadFromTab,
  why: TextRouteReason,
  detail?: { detail: string; detailWords: DetailWords },
): Promise<Result<UrlScanCheck>> {
  const selection = why === 'selection';
  return beginScan({
    tabId,
    source: sourceOf(tabId, selection ? 'selection' : 'page', read),
    input: read.text,
    identity: identityOf({ text: read.text }),
    submission: {
      route: 'text',
      filename: textFilename(read.title, read.url, selection),
      why,
      ...detail,
    },
  });
}

/** The selection in the tab (or the frame a menu click came from), sent as a .txt file. */
export async function startSelectionScan(
  request: Omit<TabTextRequest, 'source'>,
): Promise<Result<UrlScanCheck>> {
  const ready = await scanPrerequisites();
  if (!ready.ok) return ready;
  const read = await readFromTab({ ...request, source: 'selection' });
  if (!read.ok) return read;
  if (!read.value.text.trim()) {
    return err(appError('invalid-input', 'Select the text to check first.', { field: 'text' }));
  }
  return sendText(request.tabId, read.value, 'selection');
}

/** How a page would be sent, decided before anything is sent (the popup shows it first). */
export type PagePlan =
  | {
      route: 'url';
      url: string;
      title: string | undefined;
      why: 'public' | 'unchecked' | 'chosen';
      /**
       * The page as read for the rule, compared with the anonymous copy (none when the user
       * chose): what must not have changed when the plan runs, and where passages are placed.
       */
      read?: ReadFromTab | undefined;
    }
  | {
      route: 'text';
      read: ReadFromTab;
      why: TextRouteReason;
      detail?: { detail: string; detailWords: DetailWords } | undefined;
    }
  | { route: 'file'; pdf: { url: string; title: string } };

/**
 * How the tab's page would be sent. A PDF as its file. Otherwise the rule of
 * shared/scans/public-view.ts picks the address or the text, unless the user chose one.
 * `readBefore`: the page's text just read by the caller, so it is not read twice.
 */
export async function planPageScan(
  tabId: number,
  choice: PageRouteChoice = 'auto',
  readBefore?: ReadFromTab,
): Promise<Result<PagePlan>> {
  const tab = await browser.tabs.get(tabId).catch(() => undefined);
  if (!tab) return err(appError('not-found', 'That tab is gone.'));
  if (!tab.url) {
    return err(
      appError(
        'permission',
        "The extension may not read this tab's address: open the popup from the toolbar button on the page, or use the right-click menu.",
      ),
    );
  }
  const pdf = await pdfShownIn(tabId, undefined);
  if (pdf) return ok({ route: 'file', pdf });
  if (!/^https?:\/\//i.test(tab.url)) {
    return err(
      appError('invalid-input', 'Only web pages (http or https addresses) can be scanned.'),
    );
  }
  if (choice === 'url') return ok({ route: 'url', url: tab.url, title: tab.title, why: 'chosen' });
  const read = readBefore ? ok(readBefore) : await readFromTab({ tabId, source: 'page' });
  if (!read.ok) return read;
  if (read.value.unpainted === 'pdf') {
    return ok({ route: 'file', pdf: { url: read.value.url, title: read.value.title } });
  }
  // A Google Doc is behind its owner's sharing: its text (from Docs' export) is what is sent.
  if (read.value.unpainted === 'google-doc') {
    return ok({ route: 'text', read: read.value, why: 'google-doc' });
  }
  if (choice === 'text') return ok({ route: 'text', read: read.value, why: 'chosen' });
  const verdict = await pageVerdict(tabId, read.value);
  return ok(
    verdict.route === 'url'
      ? {
          route: 'url',
          url: read.value.url,
          title: read.value.title || tab.title,
          why: verdict.why,
          read: read.value,
        }
      : {
          route: 'text',
          read: read.value,
          why: verdict.why,
          detail: { detail: verdict.detail, detailWords: verdict.detailWords },
        },
  );
}

/** Text the user pasted into the popup, sent as a .txt file; refused when too short or long. */
export function startPastedScan(tabId: number, raw: string): Promise<Result<UrlScanCheck>> {
  const text = pastedText(raw);
  const refusal = pastedRefusal(text);
  if (refusal) return Promise.resolve(err(refusal));
  return beginScan({
    tabId,
    source: { origin: 'pasted', tabId, title: pastedTitle(text) },
    input: text,
    identity: identityOf({ text }),
    submission: { route: 'text', filename: 'Pasted text.txt', why: 'pasted' },
  });
}

/**
 * Scans the tab's page the way `planPageScan` decides, at once: one decision, one anonymous
 * fetch (the page menu, where no plan was shown first).
 */
export async function startPageScan(
  tabId: number,
  choice: PageRouteChoice = 'auto',
): Promise<Result<UrlScanCheck>> {
  const ready = await scanPrerequisites();
  if (!ready.ok) return ready;
  const plan = await planPageScan(tabId, choice);
  if (!plan.ok) return plan;
  return runPagePlan(tabId, plan.value);
}

/** Sends the page as `plan` says, deciding nothing again. */
export function runPagePlan(tabId: number, p: PagePlan): Promise<Result<UrlScanCheck>> {
  switch (p.route) {
    case 'file':
      return startPdfScan(tabId, p.pdf);
    case 'url':
      return sendAddress(tabId, p);
    case 'text':
      return sendText(tabId, p.read, p.why, p.detail);
  }
}

/** What the page's own document would show an anonymous visitor, decided by the rule. */
async function pageVerdict(tabId: number, read: ReadFromTab): Promise<PageRouteVerdict> {
  const frame: TabFrame = frameOfSource(tabId, read.frameId ? { frameId: read.frameId } : {});
  const quick = pageRouteRule(read.url, { status: 200, finalUrl: read.url, found: 1 });
  // A private address needs no fetch: the service cannot reach it anyway.
  if (quick.route === 'text') return quick;
  const view = await askTab(frame, 'content/public-view', { textId: read.textId || undefined });
  return pageRouteRule(read.url, view.ok ? view.value : undefined);
}

async function sendAddress(
  tabId: number,
  { url, title, why, read }: Extract<PagePlan, { route: 'url' }>,
): Promise<Result<UrlScanCheck>> {
  const started = await beginScan({
    tabId,
    source: { url, title: title || undefined, tabId, origin: 'url' },
    input: url,
    submission: { route: 'url', why },
  });
  // The page as read for the plan is where its passages go, while the page stays as it was.
  if (started.ok && read?.mappable && read.frameId === 0) {
    keepPageCopy(started.value.id, { text: read.text, textId: read.textId });
  }
  return started;
}

/**
 * A PDF: its own file when the service takes its size (the report then shows the document as it
 * is), else its text read here.
 */
export async function startPdfScan(
  tabId: number,
  pdf: { url: string; title: string },
): Promise<Result<UrlScanCheck>> {
  const bytes = await fetchPdf(pdf.url);
  if (!bytes.ok) return bytes;
  const filename = pdfFilename(pdf.url, pdf.title);
  const source: CheckSource = {
    url: pdf.url,
    title: pdf.title || undefined,
    tabId,
    origin: 'page',
    unpainted: 'pdf',
  };
  if (bytes.value.length <= FILE_SCAN_MAX_BYTES) {
    return beginScan({
      tabId,
      source,
      input: pdf.url,
      identity: identityOf({ file: bytes.value }),
      file: bytes.value,
      submission: { route: 'file', filename, fileUrl: pdf.url, bytes: bytes.value.length },
    });
  }
  const text = await readPdfFile(bytes.value);
  if (!text.ok) return text;
  return beginScan({
    tabId,
    source: {
      ...source,
      title: text.value.title || source.title,
      pdfPageStarts: text.value.pageStarts,
    },
    input: text.value.text,
    identity: identityOf({ text: text.value.text }),
    submission: {
      route: 'text',
      filename: filename.replace(/\.pdf$/i, '.txt'),
      why: 'pdf-too-large',
    },
  });
}

/** An image of text (a screenshot of an essay), read by the service's OCR in `langCode`. */
export function startImageTextScan(request: {
  tabId: number;
  frameId?: number | undefined;
  frameUrl?: string | undefined;
  src: string;
  pageUrl?: string | undefined;
  pageTitle?: string | undefined;
  langCode: string;
}): Promise<Result<UrlScanCheck>> {
  return beginScan({
    tabId: request.tabId,
    source: {
      url: request.pageUrl,
      title: request.pageTitle,
      tabId: request.tabId,
      origin: 'image',
      ...(request.frameId ? { frameId: request.frameId, frameUrl: request.frameUrl } : {}),
    },
    input: request.src,
    submission: {
      route: 'ocr',
      filename: imageFilename(request.src),
      imageSrc: request.src,
      langCode: request.langCode,
    },
  });
}
