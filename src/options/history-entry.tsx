import type { JSX } from 'preact';
import type { CheckSummary } from '../shared/checks/check-summary-schema.ts';
import type { MessageKey } from '../shared/i18n/translator.ts';
import { useT } from '../ui/i18n/translated-page.tsx';
import { formatCheckTime } from './check-time.ts';
import { HistoryReportButton } from './history-report-button.tsx';

const KIND_NAMES: Record<CheckSummary['kind'], MessageKey> = {
  'ai-text': 'options_kindAiText',
  moderation: 'options_kindModeration',
  'ai-image': 'options_kindAiImage',
  'image-plagiarism': 'options_kindImagePlagiarism',
  'object-detection': 'options_kindObjectDetection',
  'url-scan': 'options_kindUrlScan',
  'ai-video': 'video_historyKind',
};

/** What was checked, alone and on a site (one message each, so word order can follow the language). */
const ORIGIN_WORDS: Record<CheckSummary['origin'], { plain: MessageKey; on: MessageKey }> = {
  selection: { plain: 'options_originSelection', on: 'options_originSelectionOn' },
  page: { plain: 'options_originPage', on: 'options_originPageOn' },
  image: { plain: 'options_originImage', on: 'options_originImageOn' },
  url: { plain: 'options_originUrl', on: 'options_originUrlOn' },
  pasted: { plain: 'options_originPasted', on: 'options_originPastedOn' },
  file: { plain: 'options_originFile', on: 'options_originFileOn' },
};

/**
 * One finished (or failed) check: its kind and result first, then what, where and when, so a
 * list of them reads apart at a glance.
 */
export function HistoryEntry({
  check,
  groupIds,
}: {
  check: CheckSummary;
  /** The checks its report holds, when the page knows them (a class set's row); else its request's. */
  groupIds?: readonly string[] | undefined;
}): JSX.Element {
  const translator = useT();
  const { t, plural } = translator;
  const origin = ORIGIN_WORDS[check.origin];
  const where = check.site ? t(origin.on, check.site) : t(origin.plain);
  return (
    <li data-status={check.status} data-kind={check.kind}>
      <span class="history-kind">{t(KIND_NAMES[check.kind])}</span>
      <span class="history-outcome">{check.outcome}</span>
      <span class="muted history-where">
        {where} ·{' '}
        <time dateTime={new Date(check.createdAt).toISOString()}>
          {formatCheckTime(check.createdAt, translator)}
        </time>
        {check.fromHistory
          ? ` · ${t('options_historyFromHistory')}`
          : check.credits !== undefined && ` · ${plural('cost_credits', check.credits)}`}
      </span>
      <span class="muted history-title" title={check.url}>
        {check.title}
      </span>
      {check.status === 'done' && (
        <span class="history-actions">
          <HistoryReportButton id={check.id} ids={groupIds} />
        </span>
      )}
    </li>
  );
}
