import { readAiShare } from '../../shared/text-checks/ai-verdict.ts';
import { readTextResult } from '../../shared/checks/text-results.ts';
import { countWords } from '../../shared/text/count-words.ts';
import { BADGE_COLORS, percentOf, registerBadgeWords, shortPercent } from '../engine/badge-text.ts';

/** AI writing: the share, coloured by how to read it; it stands over a figure shown before. */
registerBadgeWords('ai-text', {
  failed: 'badge_aiTextFailed',
  read: (t, check) => {
    const read = readTextResult(check);
    if (read?.kind !== 'ai-text') return undefined;
    const share = read.result.summary.ai;
    const { verdict } = readAiShare(share, countWords(check.input));
    return {
      title: t.t('badge_textAi', percentOf(t, share)),
      badge: { text: shortPercent(share), color: BADGE_COLORS[verdict] },
      over: true,
    };
  },
});

/** Moderation: how many passages were flagged, or a tick. */
registerBadgeWords('moderation', {
  failed: 'badge_moderationFailed',
  read: (t, check) => {
    const read = readTextResult(check);
    if (read?.kind !== 'moderation') return undefined;
    const flagged = read.result.moderations.text.chars.starts.length;
    return {
      title: flagged === 0 ? t.t('badge_noFlags') : t.plural('badge_flagged', flagged),
      badge: flagged
        ? { text: String(Math.min(flagged, 999)), color: BADGE_COLORS.bad }
        : { text: '✓', color: BADGE_COLORS.human },
    };
  },
});
