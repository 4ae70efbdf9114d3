import { webLink } from '../net/web-link.ts';
import { moderationSpans } from '../../api/endpoints/moderation-result.ts';
import type { CheckRecord, VideoCheck } from './check-record.ts';
import type { CheckSummary } from './check-summary-schema.ts';
import { readImageResult } from './image-results.ts';
import { readTextResult } from './text-results.ts';
import { readWebMatches, webMatchesHeadline } from './web-matches.ts';
import { objectsHeadline, readObjects } from './object-results.ts';
import type { MessageKey, Translator } from '../i18n/translator.ts';
import { errorDetail } from './error-detail.ts';
import { videoShares } from '../video/video-shares.ts';

/** "63%", "63 %": a share the language's way, rounded to a whole percent. */
const percent = (t: Translator, share: number): string =>
  t.number(Math.round(share * 100) / 100, { style: 'percent' });

/**
 * A finished video check in a few words: "35% AI (picture 20%, sound 50%)", or the whole share
 * alone when the tracks' are not known; undefined when not even that is.
 */
export function videoOutcome(record: VideoCheck, t: Translator): string | undefined {
  if (!record.result) return undefined;
  const shares = videoShares(record.result, record.video.durationMs);
  if (shares.all === undefined) return undefined;
  const all = percent(t, shares.all);
  return shares.visual !== undefined && shares.audio !== undefined
    ? t.t('video_workerSummary', all, percent(t, shares.visual), percent(t, shares.audio))
    : t.t('video_workerSummaryAll', all);
}

function outcomeOf(record: CheckRecord, t: Translator): string {
  if (record.status === 'failed') {
    return record.error ? errorDetail(record.error, t) : t.t('checks_outcomeFailed');
  }
  if (record.status !== 'done') {
    return t.t(record.status === 'running' ? 'checks_outcomeChecking' : 'checks_outcomeWaiting');
  }
  const done = t.t('checks_outcomeDone');
  if (record.kind === 'ai-image') {
    const image = readImageResult(record);
    return image ? t.t('checks_aiShareImage', percent(t, image.summary.ai)) : done;
  }
  if (record.kind === 'image-plagiarism') {
    return record.result ? webMatchesHeadline(t, readWebMatches(record.result)) : done;
  }
  if (record.kind === 'object-detection') {
    const objects = readObjects(record);
    return objects ? objectsHeadline(t, objects) : done;
  }
  if (record.kind === 'url-scan') {
    const scan = record.result;
    // The score is a percentage already (0–100).
    return scan
      ? t.t('checks_outcomeFoundElsewhere', percent(t, Math.round(scan.aggregatedScore) / 100))
      : done;
  }
  if (record.kind === 'ai-video') return videoOutcome(record, t) ?? done;
  const text = readTextResult(record);
  if (text?.kind === 'ai-text')
    return t.t('checks_aiShareText', percent(t, text.result.summary.ai));
  if (text?.kind === 'moderation') {
    const flagged = moderationSpans(text.result).length;
    return flagged === 0
      ? t.t('checks_outcomeNoFlags')
      : t.plural('checks_outcomeFlagged', flagged);
  }
  return done;
}

const ORIGIN_NAMES: Record<CheckRecord['source']['origin'], MessageKey> = {
  selection: 'checks_originSelection',
  page: 'checks_originPage',
  image: 'checks_originImage',
  url: 'checks_originUrl',
  pasted: 'checks_originPasted',
  file: 'checks_originFile',
};

function siteOf(url: string | undefined): string | undefined {
  const link = webLink(url);
  return link ? new URL(link).hostname : undefined;
}

/**
 * A record in a few words, in the translator's language, for the history list and the result
 * headlines (never its whole input).
 */
export function summarizeCheck(record: CheckRecord, t: Translator): CheckSummary {
  const where = record.source.title ?? record.source.url ?? '';
  const origin = t.t(ORIGIN_NAMES[record.source.origin]);
  return {
    id: record.id,
    kind: record.kind,
    status: record.status,
    createdAt: record.createdAt,
    title: where ? t.t('checks_summaryTitle', origin, where) : origin,
    ...(record.source.url ? { url: record.source.url } : {}),
    ...(siteOf(record.source.url) ? { site: siteOf(record.source.url) } : {}),
    origin: record.source.origin,
    outcome: outcomeOf(record, t),
    ...(record.credits === undefined ? {} : { credits: record.credits }),
    fromHistory: record.cachedFrom !== undefined,
  };
}
