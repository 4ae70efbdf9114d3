import type { JSX } from 'preact';
import type { CheckSummary } from '../shared/checks/check-summary-schema.ts';
import { formatCheckTime } from './check-time.ts';

const KIND_NAMES: Record<CheckSummary['kind'], string> = {
  'ai-text': 'AI writing',
  moderation: 'Moderation',
  'ai-image': 'AI image',
  'image-plagiarism': 'Image on the web',
  'object-detection': 'Objects in an image',
  'url-scan': 'Plagiarism',
};

const ORIGIN_WORDS: Record<CheckSummary['origin'], string> = {
  selection: 'Selected text',
  page: 'Whole page',
  image: 'Image',
  url: 'Page address',
  pasted: 'Pasted text',
};

/**
 * One finished (or failed) check: its kind and result first, then what, where and when, so a
 * list of them reads apart at a glance.
 */
export function HistoryEntry({ check }: { check: CheckSummary }): JSX.Element {
  const where = check.site
    ? `${ORIGIN_WORDS[check.origin]} on ${check.site}`
    : ORIGIN_WORDS[check.origin];
  return (
    <li data-status={check.status} data-kind={check.kind}>
      <span class="history-kind">{KIND_NAMES[check.kind]}</span>
      <span class="history-outcome">{check.outcome}</span>
      <span class="muted history-where">
        {where} ·{' '}
        <time dateTime={new Date(check.createdAt).toISOString()}>
          {formatCheckTime(check.createdAt)}
        </time>
        {check.fromHistory
          ? ' · from history'
          : check.credits !== undefined &&
            ` · ${check.credits} credit${check.credits === 1 ? '' : 's'}`}
      </span>
      <span class="muted history-title" title={check.url}>
        {check.title}
      </span>
    </li>
  );
}
