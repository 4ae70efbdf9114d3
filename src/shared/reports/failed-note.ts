import type { CheckRecord } from '../checks/check-record.ts';
import type { Translator } from '../i18n/translator.ts';
import { markup, type SafeHtml } from './escape-html.ts';

/**
 * A check of the group with no result to report. Its error's own words are left out: they may
 * name a relay's or a service's address, which a report handed on must not carry.
 */
export function failedNote(record: CheckRecord, t: Translator): SafeHtml {
  const why =
    record.status === 'failed'
      ? t.t('checks_outcomeFailed')
      : t.t(record.status === 'running' ? 'checks_outcomeChecking' : 'checks_outcomeWaiting');
  return markup`<p data-testid="report-failed">${why}</p>`;
}
