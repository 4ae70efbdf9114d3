import { generateScanId } from '../../api/index.ts';
import {
  isTextCheck,
  type CheckSource,
  type TextCheck,
  type TextCheckKind,
} from '../../shared/checks/check-record.ts';
import { aiTextSettings, moderationSettings } from '../../shared/checks/check-settings.ts';
import { costRefusal, estimateTextCredits } from '../../shared/checks/credit-estimate.ts';
import { checkTextLength } from '../../shared/checks/text-limits.ts';
import { appError, err, ok, type Result } from '../../core/errors.ts';
import { isPdfUrl } from '../../shared/pdf/pdf-address.ts';
import { FRAME_ACCESS_CODE } from '../../shared/frames/frame-refusal.ts';
import { nothingToRead } from '../../shared/frames/nothing-to-read.ts';
import type { TabFrame } from '../../shared/frames/tab-frame.ts';
import type { CheckGroup } from '../../shared/messages/index.ts';
import type { ReadTextReply, TextSource } from '../../shared/messages/text.ts';
import type { UnpaintedReason } from '../../shared/checks/paint-report.ts';
import { getItem } from '../../platform/item-storage.ts';
import { settingsItem } from '../../shared/extension-items.ts';
import { askTab } from '../tab-messaging.ts';
import { cacheKey } from '../history/cache-key.ts';
import { openHistoryStore } from '../history/history-store.ts';
import { textFrame } from '../frames/text-frame.ts';
import { pdfShownIn } from '../pdf/pdf-tab.ts';
import { readPdfAt } from '../pdf/read-pdf.ts';
import { storeGroup } from './store-group.ts';

export interface TextCheckRequest {
  tabId: number;
  /** The frame a menu click came from; found from the selection (or the page) when absent. */
  clicked?: TabFrame | undefined;
  /** The tab's address as the menu click gave it. */
  pageUrl?: string | undefined;
  /**
   * The selection as the browser's menu saw it: checked (not painted) when it is in no document
   * our script can read, such as the browser's PDF viewer.
   */
  menuText?: string | undefined;
  source: TextSource;
  kinds: readonly TextCheckKind[];
  rerun?: boolean | undefined;
}

/**
 * Reads the text in the tab and stores one check per kind: answered from history when the same
 * text was checked with the same settings (unless `rerun`), refused at once when too short,
 * otherwise queued. Returns without waiting for the service.
 */
export async function startTextChecks(request: TextCheckRequest): Promise<Result<CheckGroup>> {
  const read = await readFromTab(request);
  if (!read.ok) return read;
  const checks = await Promise.all(
    request.kinds.map((kind) => newTextCheck(kind, request, read.value)),
  );
  return storeGroup(request.tabId, await guardCost(checks, undefined));
}

interface ReadFromTab extends ReadTextReply {
  frameId: number;
  /** Why it has no map to the page, when known at reading. */
  unpainted?: UnpaintedReason | undefined;
  /** A PDF's page starts in the text. */
  pdfPageStarts?: number[] | undefined;
}

/**
 * The text in the tab, read where it is (the frame holding the selection, or the page's
 * content); refused with what was seen when there is none. A selection the browser's menu saw
 * in a document no script may read (a PDF) is taken as the menu gave it.
 */
async function readFromTab(request: TextCheckRequest): Promise<Result<ReadFromTab>> {
  // "This page" on a PDF: the PDF's own text, read page by page (known by its address before
  // any frame is asked, or by the document's type once asked).
  const page = request.source === 'page';
  const byAddress = page ? await pdfShownIn(request.tabId, undefined) : undefined;
  const { frame, survey } = byAddress
    ? { frame: { tabId: request.tabId }, survey: undefined }
    : await textFrame(request.tabId, request.source, request.clicked);
  const frameId = frame.frameId ?? 0;
  const pdf = byAddress ?? (page ? await pdfShownIn(request.tabId, survey) : undefined);
  if (pdf) {
    const read = await readPdfAt(pdf.url);
    if (!read.ok) return read;
    return ok({
      textId: '',
      text: read.value.text,
      mappable: false,
      url: pdf.url,
      // A viewer's tab may be named by the file's address: the PDF's own title reads better.
      title: read.value.title || pdf.title,
      frameId: 0,
      unpainted: 'pdf',
      pdfPageStarts: read.value.pageStarts,
    });
  }
  const read = await askTab(frame, 'content/read-text', { source: request.source });
  const pageUrl = request.pageUrl ?? survey?.frames.find((f) => f.frameId === 0)?.probe.url;
  const menuText = request.source === 'selection' ? request.menuText?.trim() : undefined;
  // A frame of a web site not granted is refused with the way to grant it: once granted, the
  // text is read as the reader sees it and painted, which the menu's copy cannot be. A frame
  // no one can be granted (the browser's PDF viewer) is taken from the menu.
  const grantable = !read.ok && read.error.code === FRAME_ACCESS_CODE && !!read.error.site;
  const unreadable = read.ok ? !read.value.text.trim() : !grantable;
  if (menuText && unreadable) {
    const url = frame.url ?? pageUrl ?? '';
    return ok({
      textId: '',
      text: menuText,
      mappable: false,
      url,
      title: read.ok ? read.value.title : '',
      frameId,
      unpainted: isPdfUrl(url) || isPdfUrl(pageUrl) ? 'pdf' : 'not-in-page',
    });
  }
  if (!read.ok) return read;
  if (!read.value.text.trim()) {
    return err(nothingToRead(request.source, { pageUrl, unreadable: survey?.unreadable }));
  }
  return ok({ ...read.value, frameId });
}

/**
 * The checks that would be sent, stopped when together they are estimated above the user's
 * limits: over the cap, refused; over the ask-first line, failed with the estimate, for the popup
 * to offer "check anyway" (a rerun confirming that estimate). Nothing is spent in sandbox mode.
 */
async function guardCost(checks: TextCheck[], confirmed: number | undefined): Promise<TextCheck[]> {
  const settings = await getItem(settingsItem);
  const sending = checks.filter((c) => c.status === 'pending');
  if (settings.sandbox || sending.length === 0) return checks;
  const estimate = sending.reduce((sum, c) => sum + estimateTextCredits(c.kind, c.input), 0);
  const characters = Math.max(...sending.map((c) => c.input.length));
  const refusal = costRefusal(
    estimate,
    characters,
    { confirmAbove: settings.confirmCreditsAbove, max: settings.maxCreditsPerCheck },
    confirmed,
  );
  if (!refusal) return checks;
  return checks.map((c) =>
    c.status === 'pending' ? { ...c, status: 'failed', error: refusal, costEstimate: estimate } : c,
  );
}

/** Runs the inputs of earlier checks again with today's settings, skipping history. */
export async function rerunChecks(
  ids: string[],
  confirmCredits?: number,
): Promise<Result<CheckGroup>> {
  const store = await openHistoryStore();
  const earlier = (await Promise.all(ids.map((id) => store.get(id))))
    .filter((r) => r !== undefined)
    .filter(isTextCheck);
  const first = earlier[0];
  if (!first) return err(appError('not-found', 'Those checks are no longer in history.'));
  const tabId = first.source.tabId;
  const checks = await Promise.all(
    earlier.map((record) => createRecord(record.kind, record.input, record.source, true)),
  );
  return storeGroup(tabId, await guardCost(checks, confirmCredits));
}

function newTextCheck(
  kind: TextCheckKind,
  request: TextCheckRequest,
  read: ReadFromTab,
): Promise<TextCheck> {
  const source: CheckSource = {
    origin: request.source,
    url: read.url,
    title: read.title,
    tabId: request.tabId,
    ...(read.frameId !== 0 ? { frameId: read.frameId, frameUrl: read.url } : {}),
    ...(read.mappable ? { textId: read.textId } : {}),
    ...(read.unpainted ? { unpainted: read.unpainted } : {}),
    ...(read.pdfPageStarts ? { pdfPageStarts: read.pdfPageStarts } : {}),
  };
  return createRecord(kind, read.text, source, request.rerun === true);
}

async function createRecord(
  kind: TextCheckKind,
  text: string,
  source: CheckSource,
  rerun: boolean,
): Promise<TextCheck> {
  const options = await getItem(settingsItem);
  const now = Date.now();
  const common = {
    id: generateScanId(now),
    status: 'pending' as const,
    createdAt: now,
    updatedAt: now,
    source,
    input: text,
    attempts: 0,
  };
  let base: TextCheck;
  if (kind === 'ai-text') {
    const settings = aiTextSettings(options);
    base = { ...common, kind, settings, cacheKey: await cacheKey(kind, settings, text) };
  } else {
    const settings = moderationSettings(options);
    base = { ...common, kind, settings, cacheKey: await cacheKey(kind, settings, text) };
  }
  const length = checkTextLength(kind, text);
  if (!length.ok) return { ...base, status: 'failed', error: length.error };
  return (!rerun && (await answeredBefore(base))) || base;
}

/** Free: the same text with the same settings was answered before. */
async function answeredBefore(base: TextCheck): Promise<TextCheck | undefined> {
  const store = await openHistoryStore();
  const free = { status: 'done' as const, credits: 0 };
  if (base.kind === 'ai-text') {
    const earlier = await store.findDone('ai-text', base.cacheKey);
    return earlier && { ...base, ...free, result: earlier.result, cachedFrom: earlier.id };
  }
  const earlier = await store.findDone('moderation', base.cacheKey);
  return earlier && { ...base, ...free, result: earlier.result, cachedFrom: earlier.id };
}
