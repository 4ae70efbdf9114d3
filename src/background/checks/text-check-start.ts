import { generateScanId } from '../../api/index.ts';
import type { CheckRecord, TextCheckKind } from '../../shared/checks/check-record.ts';
import { costRefusal, estimateTextCredits } from '../../shared/checks/credit-estimate.ts';
import { checkTextLength } from '../../shared/checks/text-limits.ts';
import { appError, err, type Result } from '../../core/errors.ts';
import type { CheckGroup } from '../../shared/messages/index.ts';
import type { ReadTextReply, TextSource } from '../../shared/messages/text.ts';
import { getItem } from '../../platform/item-storage.ts';
import { settingsItem } from '../../shared/extension-items.ts';
import { askTab } from '../tab-messaging.ts';
import { cacheKey } from '../history/cache-key.ts';
import { openHistoryStore } from '../history/history-store.ts';
import { storeGroup } from './store-group.ts';
import { textCheckSettings } from './text-check-settings.ts';

export interface TextCheckRequest {
  tabId: number;
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
  const read = await askTab(request.tabId, 'content/read-text', { source: request.source });
  if (!read.ok) return read;
  if (!read.value.text.trim()) {
    return err(
      appError(
        'invalid-input',
        request.source === 'selection'
          ? 'Nothing is selected. Select the text to check, then try again.'
          : 'This page has no readable text to check.',
        { field: 'text' },
      ),
    );
  }
  const checks = await Promise.all(
    request.kinds.map((kind) => newTextCheck(kind, request, read.value)),
  );
  return storeGroup(request.tabId, await guardCost(checks, undefined));
}

/**
 * The checks that would be sent, stopped when together they are estimated above the user's
 * limits: over the cap, refused; over the ask-first line, failed with the estimate, for the popup
 * to offer "check anyway" (a rerun confirming that estimate). Nothing is spent in sandbox mode.
 */
async function guardCost(
  checks: CheckRecord[],
  confirmed: number | undefined,
): Promise<CheckRecord[]> {
  const settings = await getItem(settingsItem);
  const sending = checks.filter((c) => c.status === 'pending');
  if (settings.sandbox || sending.length === 0) return checks;
  const estimate = sending.reduce(
    (sum, c) => sum + estimateTextCredits(c.kind as TextCheckKind, c.input),
    0,
  );
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
  const earlier = (await Promise.all(ids.map((id) => store.get(id)))).filter(
    (r): r is CheckRecord => r !== undefined && (r.kind === 'ai-text' || r.kind === 'moderation'),
  );
  const first = earlier[0];
  if (!first) return err(appError('not-found', 'Those checks are no longer in history.'));
  const tabId = first.source.tabId;
  const checks = await Promise.all(
    earlier.map((record) =>
      createRecord(record.kind as TextCheckKind, record.input, record.source, true),
    ),
  );
  return storeGroup(tabId, await guardCost(checks, confirmCredits));
}

function newTextCheck(
  kind: TextCheckKind,
  request: TextCheckRequest,
  read: ReadTextReply,
): Promise<CheckRecord> {
  const source: CheckRecord['source'] = {
    origin: request.source,
    url: read.url,
    title: read.title,
    tabId: request.tabId,
    ...(read.mappable ? { textId: read.textId } : {}),
  };
  return createRecord(kind, read.text, source, request.rerun === true);
}

async function createRecord(
  kind: TextCheckKind,
  text: string,
  source: CheckRecord['source'],
  rerun: boolean,
): Promise<CheckRecord> {
  const settings = textCheckSettings(kind, await getItem(settingsItem));
  const now = Date.now();
  const base: CheckRecord = {
    id: generateScanId(now),
    kind,
    cacheKey: await cacheKey(kind, settings, text),
    status: 'pending',
    createdAt: now,
    updatedAt: now,
    source,
    input: text,
    settings,
    attempts: 0,
  };
  const length = checkTextLength(kind, text);
  if (!length.ok) return { ...base, status: 'failed', error: length.error };
  if (!rerun) {
    const earlier = await (await openHistoryStore()).findDone(base.cacheKey);
    if (earlier) {
      // Free: the same text with the same settings was answered before.
      return {
        ...base,
        status: 'done',
        result: earlier.result,
        credits: 0,
        cachedFrom: earlier.id,
      };
    }
  }
  return base;
}
