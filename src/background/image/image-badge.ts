import { readImageResult } from '../../shared/checks/image-results.ts';
import { readObjects } from '../../shared/checks/object-results.ts';
import { readWebMatches, type WebMatches } from '../../shared/checks/web-matches.ts';
import type { Translator } from '../../shared/i18n/translator.ts';
import {
  aiShareBadge,
  BADGE_COLORS,
  listOf,
  percentOf,
  registerBadgeWords,
} from '../engine/badge-text.ts';

/** AI in the image: the share; it stands over a figure shown before. */
registerBadgeWords('ai-image', {
  failed: 'badge_imageCheckFailed',
  read: (t, check) => {
    const share = readImageResult(check)?.summary.ai;
    return share === undefined
      ? undefined
      : aiShareBadge(t.t('badge_imageAi', percentOf(t, share)), share);
  },
});

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

/** A web search for the image: the number of copies found, or a tick when there are none. */
registerBadgeWords('image-plagiarism', {
  failed: 'badge_webSearchFailed',
  read: (t, check) => {
    if (check.status !== 'done' || !check.result) return undefined;
    const found = readWebMatches(check.result);
    return {
      title: webMatchesPhrase(t, found),
      badge: found.matches.length
        ? { text: String(Math.min(found.matches.length, 999)), color: BADGE_COLORS.mixed }
        : { text: '✓', color: BADGE_COLORS.human },
    };
  },
});

/** Objects: how many of those asked for were found. */
registerBadgeWords('object-detection', {
  failed: 'badge_objectsFailed',
  read: (t, check) => {
    const objects = readObjects(check);
    if (!objects) return undefined;
    const found = objects.found.length;
    const asked = found + objects.missing.length;
    return {
      title: t.plural('badge_objectsFound', asked, found),
      badge: { text: String(found), color: BADGE_COLORS.human },
    };
  },
});
