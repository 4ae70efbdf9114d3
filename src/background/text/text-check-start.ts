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
import { pastedRefusal, pastedText, pastedTitle } from '../../shared/checks/pasted-text.ts';
import { appError, err, type AppError, type Result } from '../../core/errors.ts';
import { HOST_ACCESS_CODE } from '../../shared/checks/image-results.ts';
import { fileNameOf } from '../../shared/documents/file-name.ts';
import type { CheckGroup } from '../../shared/messages/index.ts';
import { effectiveSettings } from '../settings/effective-settings.ts';
import { cacheKey } from '../stores/history-cache-key.ts';
import { openHistoryStore } from '../stores/history-store.ts';
import { readFromTab, type ReadFromTab, type TabTextRequest } from '../sources/read-from-tab.ts';
import { storeGroup } from '../engine/store-group.ts';

export interface TextCheckRequest extends TabTextRequest {
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
  if (!read.ok) {
    if (!request.link || read.error.code !== HOST_ACCESS_CODE) return read;
    return storeGroup(request.tabId, await unreadDocument(request, request.link, read.error));
  }
  const checks = await Promise.all(
    request.kinds.map((kind) => newTextCheck(kind, request, read.value)),
  );
  return storeGroup(request.tabId, await guardCost(checks, undefined));
}

/**
 * A linked document on a site the extension may not read yet: kept as failed checks, so the
 * popup shows why with its "Allow" button (host-access-action.tsx), whose rerun fetches the
 * file again (rerunChecks). Nothing was read, so nothing is sent.
 */
function unreadDocument(
  request: TextCheckRequest,
  link: string,
  error: AppError,
): Promise<TextCheck[]> {
  const source: CheckSource = {
    origin: 'page',
    url: link,
    title: fileNameOf(null, link),
    tabId: request.tabId,
    unpainted: 'document',
  };
  return Promise.all(
    request.kinds.map(async (kind) => ({
      ...(await createRecord(kind, '', source, true)),
      status: 'failed' as const,
      error,
    })),
  );
}

/**
 * The checks that would be sent, stopped when together they are estimated above the user's
 * limits: over the cap, refused; over the ask-first line, failed with the estimate, for the popup
 * to offer "check anyway" (a rerun confirming that estimate). Nothing is spent in sandbox mode.
 */
async function guardCost(checks: TextCheck[], confirmed: number | undefined): Promise<TextCheck[]> {
  const { settings } = await effectiveSettings();
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

/**
 * Checks text the user pasted into the popup (on any tab, even one nothing can be read from):
 * refused with its count when too short or too long, answered from history when the same text
 * was checked with the same settings, else queued like a selection's.
 */
export async function startPastedChecks(request: {
  tabId: number;
  text: string;
  kinds: readonly TextCheckKind[];
}): Promise<Result<CheckGroup>> {
  const text = pastedText(request.text);
  const refusal = pastedRefusal(text);
  if (refusal) return err(refusal);
  const source: CheckSource = { origin: 'pasted', tabId: request.tabId, title: pastedTitle(text) };
  const checks = await Promise.all(
    request.kinds.map((kind) => createRecord(kind, text, source, false)),
  );
  return storeGroup(request.tabId, await guardCost(checks, undefined));
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
  // A linked document its site did not let us read: fetched again (access may be allowed now).
  if (first.error?.code === HOST_ACCESS_CODE && first.source.unpainted === 'document') {
    const link = first.source.url;
    if (tabId !== undefined && link) {
      const kinds = earlier.map((record) => record.kind);
      return startTextChecks({ tabId, source: 'page', kinds, link, rerun: true });
    }
  }
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
    ...(read.leftOut ? { leftOut: read.leftOut } : {}),
  };
  return createRecord(kind, read.text, source, request.rerun === true);
}

/**
 * One check of `text`, not stored: answered from history when the same text was checked with the
 * same settings (unless `rerun`), failed when too short, else pending. `id` is its scan id when
 * the caller recorded one before (a class set's row, so a resumed row sends nothing twice).
 */
export async function createRecord(
  kind: TextCheckKind,
  text: string,
  source: CheckSource,
  rerun: boolean,
  id?: string,
): Promise<TextCheck> {
  const { settings: options } = await effectiveSettings();
  const now = Date.now();
  const common = {
    id: id ?? generateScanId(now),
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
  // A page or a file is read whole: too short names what was read, too long goes in parts.
  const whole = source.origin === 'page' || source.origin === 'file';
  const length = checkTextLength(kind, text, whole ? 'page' : 'selection');
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
