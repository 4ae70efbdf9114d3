import { readObjects } from '../../shared/checks/object-results.ts';
import { readWebMatches, type WebMatches } from '../../shared/checks/web-matches.ts';
import type { CheckRecord } from '../../shared/checks/check-record.ts';
import { readAiShare } from '../../shared/checks/ai-verdict.ts';
import { readImageResult } from '../../shared/checks/image-results.ts';
import { readTextResult } from '../../shared/checks/text-results.ts';
import { countWords } from '../../shared/text/merge-ai-results.ts';
import type { MessageKey, Translator } from '../../shared/i18n/translator.ts';
import { videoShares } from '../../shared/checks/video-shares.ts';

export interface Badge {
  text: string;
  color: string;
  title: string;
}

const COLORS = {
  ai: '#d9480f',
  human: '#2b8a3e',
  mixed: '#e67700',
  busy: '#5c7cfa',
  bad: '#c92a2a',
};

const FAILED_KEYS: Partial<Record<CheckRecord['kind'], MessageKey>> = {
  'ai-text': 'badge_aiTextFailed',
  moderation: 'badge_moderationFailed',
  'ai-image': 'badge_imageCheckFailed',
  'image-plagiarism': 'badge_webSearchFailed',
  'object-detection': 'badge_objectsFailed',
  'ai-video': 'video_workerBadgeFailed',
};

/** A share (0–1) as a whole percent, the reader's way ("82%", "82 %"). */
const percentOf = (t: Translator, share: number): string =>
  t.number(Math.round(share * 100) / 100, { style: 'percent' });

/** Phrases as one list, in the reader's way ("a, b, c"); none, an empty string. */
const listOf = (t: Translator, [first = '', ...rest]: string[]): string =>
  rest.reduce((list, next) => t.t('badge_listJoin', list, next), first);

/** Where a web search found the image: on how many sites, and how many copies of each sort. */
function webMatchesPhrase(t: Translator, found: WebMatches): string {
  if (found.matches.length === 0) return t.t('badge_imageNotFound');
  const copies = listOf(t, [
    t.plural('badge_exactCopies', found.exact),
    t.plural('badge_alteredCopies', found.altered),
  ]);
  return found.sites > 0
    ? t.plural('badge_imageFoundOn', found.sites, copies)
    : t.t('badge_imageFound', copies);
}

/**
 * The toolbar badge for a tab's latest checks: busy, the AI share, flagged spans, or failed;
 * its tooltip in the translator's language.
 */
export function badgeFor(t: Translator, checks: CheckRecord[]): Badge | undefined {
  if (checks.length === 0) return undefined;
  const busy = checks.filter((c) => c.status === 'pending' || c.status === 'running');
  if (busy.length > 0) {
    // A video's result comes minutes later, by webhook: the tooltip says so.
    const video = busy.every((c) => c.kind === 'ai-video');
    return {
      text: '…',
      color: COLORS.busy,
      title: t.t(video ? 'video_workerBadgeWaiting' : 'badge_checking'),
    };
  }
  const titles: string[] = [];
  let badge: Badge | undefined;
  for (const check of checks) {
    const read = readTextResult(check);
    const image = readImageResult(check);
    const objects = check.kind === 'object-detection' ? readObjects(check) : undefined;
    if (read?.kind === 'ai-text') {
      const share = read.result.summary.ai;
      const { verdict } = readAiShare(share, countWords(check.input));
      titles.push(t.t('badge_textAi', percentOf(t, share)));
      // The badge has room for four characters: its figure is written the short way.
      badge = { text: `${Math.round(share * 100)}%`, color: COLORS[verdict], title: '' };
    } else if (read?.kind === 'moderation') {
      const flagged = read.result.moderations.text.chars.starts.length;
      titles.push(flagged === 0 ? t.t('badge_noFlags') : t.plural('badge_flagged', flagged));
      badge ??= flagged
        ? { text: String(Math.min(flagged, 999)), color: COLORS.bad, title: '' }
        : { text: '✓', color: COLORS.human, title: '' };
    } else if (image) {
      const share = image.summary.ai;
      titles.push(t.t('badge_imageAi', percentOf(t, share)));
      badge = {
        text: `${Math.round(share * 100)}%`,
        color: share >= 0.5 ? COLORS.ai : COLORS.human,
        title: '',
      };
    } else if (check.kind === 'image-plagiarism' && check.status === 'done' && check.result) {
      const found = readWebMatches(check.result);
      titles.push(webMatchesPhrase(t, found));
      // The number of copies found, or a tick when there are none.
      badge ??= found.matches.length
        ? { text: String(Math.min(found.matches.length, 999)), color: COLORS.mixed, title: '' }
        : { text: '✓', color: COLORS.human, title: '' };
    } else if (objects) {
      const found = objects.found.length;
      const asked = found + objects.missing.length;
      titles.push(t.plural('badge_objectsFound', asked, found));
      badge ??= { text: String(found), color: COLORS.human, title: '' };
    } else if (check.kind === 'ai-video' && check.status === 'done' && check.result) {
      const share = videoShares(check.result, check.video.durationMs).all;
      if (share !== undefined) {
        titles.push(t.t('video_workerBadgeDone', percentOf(t, share)));
        badge = {
          text: `${Math.round(share * 100)}%`,
          color: share >= 0.5 ? COLORS.ai : COLORS.human,
          title: '',
        };
      } else {
        badge ??= { text: '✓', color: COLORS.human, title: '' };
      }
    } else if (check.kind === 'ai-video' && check.error?.kind === 'cancelled') {
      // The user stopped waiting: nothing went wrong, so no alarm on the button.
      titles.push(t.t('video_workerBadgeStopped'));
      badge ??= { text: '', color: COLORS.busy, title: '' };
    } else if (check.status === 'failed') {
      titles.push(t.t(FAILED_KEYS[check.kind] ?? 'badge_checkFailed'));
    }
  }
  badge ??= { text: '!', color: COLORS.bad, title: '' };
  const title = titles.length ? t.t('badge_title', listOf(t, titles)) : t.t('extName');
  return { ...badge, title };
}
