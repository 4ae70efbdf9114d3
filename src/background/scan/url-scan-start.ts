import { generateScanId } from '../../api/index.ts';
import type { CheckSource, UrlScanCheck } from '../../shared/checks/check-record.ts';
import type { ScanRoute } from '../../shared/scans/scan-route.ts';
import { appError, err, ok, type Result } from '../../core/errors.ts';
import * as v from 'valibot';
import {
  FrozenScanSettingsSchema,
  type FrozenScanSettings,
} from '../../shared/scans/frozen-scan-settings.ts';
import { creditsScanIdOf, initialScanState } from '../../shared/scans/url-scan-state.ts';
import { effectiveAccount, effectiveSettings } from '../settings/effective-settings.ts';
import { announceUpdate } from '../engine/check-updates.ts';
import { cacheKey } from '../stores/history-cache-key.ts';
import { openHistoryStore } from '../stores/history-store.ts';
import { forgetLatestScan, setLatestScan } from '../engine/latest-scan.ts';
import { exclusive } from '../engine/exclusive.ts';
import { stopChecks } from '../engine/cancel-checks.ts';
import { writeBadge } from '../engine/tab-badge.ts';
import { relayAccess } from '../relay-client/relay-access.ts';
import { scanChanged } from './scan-changes.ts';
import { rescheduleFollow } from './scan-follower.ts';
import { holdFetchedFile } from './scan-payload.ts';
import { submitPending } from './scan-submit-step.ts';

export async function frozenSettings(): Promise<FrozenScanSettings> {
  const {
    scan,
    settings: { sandbox, explainAi },
  } = await effectiveSettings();
  // The relay address is read when needed, not frozen: it may move while a scan runs.
  return v.parse(FrozenScanSettingsSchema, { ...scan, sandbox, explainAi });
}

/** An account and a relay: checked before anything is read or sent, so the refusal is quick. */
export async function scanPrerequisites(): Promise<Result<true>> {
  const [relay, { email, key }] = await Promise.all([relayAccess(), effectiveAccount()]);
  if (!email || !key) {
    return err(appError('auth', 'Add your account e-mail and API key in Settings first.'));
  }
  return relay.ok ? ok(true) : relay;
}

/** What a new scan sends and where it came from; the route decides how it is sent. */
export interface ScanStart {
  /** The tab whose latest scan it becomes; none for a class set's file. */
  tabId?: number | undefined;
  /** The scan id recorded before (a class set's row), else a new one. */
  id?: string;
  /** The user already agreed to its cost (a class set's total): no cost check first. */
  costAgreed?: boolean;
  source: CheckSource;
  /** The address (url route), the text (text route), the file's or image's address. */
  input: string;
  submission: ScanRoute;
  /**
   * What makes two scans the same, so a repeat is answered from history: the text sent, or the
   * file's bytes (`identityOf`). Absent for an address, whose page may change: always sent.
   */
  identity?: Uint8Array;
  /** The file as just fetched, for the first submission (later ones fetch it again). */
  file?: Uint8Array;
}

/** The identity of a scan of this text, or of this file. */
export function identityOf(content: { text: string } | { file: Uint8Array }): Uint8Array {
  const head = new TextEncoder().encode('text' in content ? 'text\u0000' : 'file\u0000');
  const body = 'text' in content ? new TextEncoder().encode(content.text) : content.file;
  const joined = new Uint8Array(head.length + body.length);
  joined.set(head);
  joined.set(body, head.length);
  return joined;
}

/**
 * Starts a plagiarism scan: a record (id = scan id) is stored and made the tab's latest, then the
 * cost check or the scan is sent at once. Text or a file already scanned with the same settings is
 * answered from history (nothing is spent). The answer is the record as it stands after sending; results
 * come later through the relay.
 */
export async function beginScan(start: ScanStart): Promise<Result<UrlScanCheck>> {
  const ready = await scanPrerequisites();
  if (!ready.ok) return ready;
  const settings = await frozenSettings();
  const id = start.id ?? generateScanId();
  const now = Date.now();
  const record: UrlScanCheck = {
    id,
    kind: 'url-scan',
    cacheKey: await cacheKey('url-scan', settings, start.identity ?? start.input),
    status: 'pending',
    createdAt: now,
    updatedAt: now,
    source: start.source,
    input: start.input,
    submission: start.submission,
    settings,
    attempts: 0,
    scan:
      settings.checkCreditsFirst && !start.costAgreed
        ? { ...initialScanState('checking-credits'), creditsScanId: creditsScanIdOf(id) }
        : initialScanState('submitting'),
  };
  const store = await openHistoryStore();
  const earlier = start.identity ? await store.findDone('url-scan', record.cacheKey) : undefined;
  if (earlier?.result) {
    const answered: UrlScanCheck = {
      ...record,
      status: 'done',
      credits: 0,
      cachedFrom: earlier.id,
      // Passages still on their way to the earlier scan are not this copy's to wait for.
      result: {
        ...earlier.result,
        credits: 0,
        ...(earlier.result.passagesState === 'reading' ? { passagesState: undefined } : {}),
      },
      scan: { ...initialScanState('finished') },
    };
    await store.put(answered);
    if (start.tabId !== undefined) await setLatestScan(start.tabId, id);
    await scanChanged(undefined, answered);
    return ok(answered);
  }
  await store.put(record);
  if (start.tabId !== undefined) await setLatestScan(start.tabId, id);
  await scanChanged(undefined, record);
  if (start.file) holdFetchedFile(id, start.file);
  const sent = await exclusive(id, () => submitPending(id));
  await rescheduleFollow();
  return ok(sent ?? record);
}

/** The user agreed to the cost: the scan itself is sent. */
export async function confirmUrlScan(id: string): Promise<Result<UrlScanCheck>> {
  const store = await openHistoryStore();
  const before = await store.getOf('url-scan', id);
  if (before?.scan?.phase !== 'awaiting-confirmation') {
    return err(appError('conflict', 'This scan is not waiting for a confirmation.'));
  }
  const sent = await exclusive(id, async () => {
    const queued = await store.updateOf('url-scan', id, (r) =>
      r.scan?.phase === 'awaiting-confirmation'
        ? {
            ...r,
            status: 'pending',
            updatedAt: Date.now(),
            scan: { ...r.scan, phase: 'submitting' },
          }
        : r,
    );
    if (queued) await scanChanged(before, queued);
    return submitPending(id);
  });
  await rescheduleFollow();
  return sent ? ok(sent) : err(appError('not-found', 'This scan is no longer in history.'));
}

/**
 * Cancel on a scan: declining its cost removes it (nothing was scanned, so nothing is kept); one
 * under way stops being waited for (stop-scan.ts, through the engine's Stop waiting).
 */
export async function cancelUrlScan(id: string): Promise<Result<Record<string, never>>> {
  const store = await openHistoryStore();
  const record = await store.getOf('url-scan', id);
  if (record?.kind !== 'url-scan') return err(appError('not-found', 'No such scan.'));
  if (record.scan?.phase !== 'awaiting-confirmation') {
    // Under way: the engine stops waiting for it, as for any check answered by webhook.
    const stopped = await stopChecks([id]);
    return stopped.length > 0 ? ok({}) : err(appError('conflict', 'This scan has already ended.'));
  }
  await store.delete(id);
  await forgetLatestScan(id);
  if (record.source.tabId !== undefined) await writeBadge(record.source.tabId, { text: '' });
  await announceUpdate([id]);
  await rescheduleFollow();
  return ok({});
}
