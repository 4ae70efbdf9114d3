import { webLink } from '../net/web-link.ts';
import { moderationSpans } from '../../api/endpoints/moderation-result.ts';
import type { CheckRecord } from './check-record.ts';
import type { CheckSummary } from './check-summary-schema.ts';
import { readImageResult } from './image-results.ts';
import { readTextResult } from './text-results.ts';
import { readWebMatches, webMatchesHeadline } from './web-matches.ts';
import { objectsHeadline, readObjects } from './object-results.ts';

const percent = (share: number): string => `${Math.round(share * 100)}%`;

function outcomeOf(record: CheckRecord): string {
  if (record.status === 'failed') return record.error?.message ?? 'Failed.';
  if (record.status !== 'done') return record.status === 'running' ? 'Checking…' : 'Waiting…';
  if (record.kind === 'ai-image') {
    const image = readImageResult(record);
    return image ? `${percent(image.summary.ai)} of the image AI-generated` : 'Done';
  }
  if (record.kind === 'image-plagiarism') {
    return record.result ? webMatchesHeadline(readWebMatches(record.result)) : 'Done';
  }
  if (record.kind === 'object-detection') {
    const objects = readObjects(record);
    return objects ? objectsHeadline(objects) : 'Done';
  }
  if (record.kind === 'url-scan') {
    const scan = record.result;
    return scan ? `${Math.round(scan.aggregatedScore)}% found elsewhere` : 'Done';
  }
  const text = readTextResult(record);
  if (text?.kind === 'ai-text') return `${percent(text.result.summary.ai)} of the text AI-written`;
  if (text?.kind === 'moderation') {
    const flagged = moderationSpans(text.result).length;
    return flagged === 0
      ? 'No moderation flags'
      : `${flagged} passage${flagged === 1 ? '' : 's'} flagged`;
  }
  return 'Done';
}

const ORIGIN_NAMES: Record<CheckRecord['source']['origin'], string> = {
  selection: 'Selection',
  page: 'Page',
  image: 'Image',
  url: 'Page address',
  pasted: 'Pasted text',
};

function siteOf(url: string | undefined): string | undefined {
  const link = webLink(url);
  return link ? new URL(link).hostname : undefined;
}

/** A record in a few words, for the history list (never its whole input). */
export function summarizeCheck(record: CheckRecord): CheckSummary {
  const where = record.source.title ?? record.source.url ?? '';
  return {
    id: record.id,
    kind: record.kind,
    status: record.status,
    createdAt: record.createdAt,
    title: where
      ? `${ORIGIN_NAMES[record.source.origin]}: ${where}`
      : ORIGIN_NAMES[record.source.origin],
    ...(record.source.url ? { url: record.source.url } : {}),
    ...(siteOf(record.source.url) ? { site: siteOf(record.source.url) } : {}),
    origin: record.source.origin,
    outcome: outcomeOf(record),
    ...(record.credits === undefined ? {} : { credits: record.credits }),
    fromHistory: record.cachedFrom !== undefined,
  };
}
