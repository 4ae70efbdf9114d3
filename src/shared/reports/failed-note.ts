import type { ErrorKind } from '../../core/errors.ts';
import type { CheckRecord } from '../checks/check-record.ts';
import type { MessageKey, Translator } from '../i18n/translator.ts';
import { markup, type SafeHtml } from './escape-html.ts';

/** Why a check has no result, by its error's kind, in words for someone reading the report. */
const WHY: Record<ErrorKind, MessageKey> = {
  auth: 'report_failedAuth',
  'rate-limited': 'report_failedRateLimited',
  credits: 'report_failedCredits',
  'invalid-input': 'report_failedInvalidInput',
  'not-found': 'report_failedNotFound',
  conflict: 'report_failedConflict',
  'not-ready': 'report_failedNotReady',
  network: 'report_failedNetwork',
  service: 'report_failedService',
  permission: 'report_failedPermission',
  forbidden: 'report_failedForbidden',
  internal: 'report_failedInternal',
  cancelled: 'report_failedCancelled',
};

/** Our own cost guard's refusals (credit-estimate.ts), which say more than their kind. */
const WHY_BY_CODE: Readonly<Record<string, MessageKey>> = {
  'needs-confirmation': 'report_failedNeedsConfirmation',
  'over-limit': 'report_failedOverLimit',
};

/**
 * A check of the group with no result to report, and why, from its error's kind (and our own
 * codes) only. The error's own words, its service code and its site are left out: they may name
 * a relay's or a service's address, or echo a key or token, which a report handed on must not carry.
 */
export function failedNote(record: CheckRecord, t: Translator): SafeHtml {
  return markup`<p data-testid="report-failed">${t.t(failedWords(record))}</p>`;
}

function failedWords(record: CheckRecord): MessageKey {
  if (record.status === 'running') return 'checks_outcomeChecking';
  if (record.status === 'pending') return 'checks_outcomeWaiting';
  const error = record.error;
  if (!error) return 'checks_outcomeFailed';
  const code = error.code;
  if (code !== undefined && Object.hasOwn(WHY_BY_CODE, code)) {
    return WHY_BY_CODE[code] ?? WHY[error.kind];
  }
  return WHY[error.kind];
}
