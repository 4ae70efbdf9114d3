import { BADGE_COLORS, registerBadgeWords } from '../engine/badge-text.ts';

const COLORS = {
  low: '#2b8a3e',
  some: '#e67700',
  high: '#c92a2a',
  ask: '#7048e8',
};

/** Matched share at or above which the badge turns red, and orange. */
const HIGH_SCORE = 40;
const SOME_SCORE = 10;

/**
 * A scan's words on the toolbar badge, written by the engine (engine/tab-badge.ts) alone or in a
 * list of a tab's checks: running, waiting for the user to confirm its cost, its score, a failure;
 * a scan the user stopped waiting for shows nothing.
 */
registerBadgeWords('url-scan', {
  failed: 'badge_scanFailed',
  busy: 'badge_scanRunning',
  waiting: (t, check) =>
    check.scan?.phase === 'awaiting-confirmation'
      ? { text: '?', color: COLORS.ask, title: t.t('badge_scanAwaiting') }
      : undefined,
  read: (t, check) => {
    if (check.status === 'failed' && check.error?.kind === 'cancelled') {
      return { badge: { text: '', color: BADGE_COLORS.busy } };
    }
    if (check.status !== 'done') return undefined;
    const result = check.result;
    if (!result) {
      return { title: t.t('badge_scanUnreadable'), badge: { text: '!', color: COLORS.high } };
    }
    const score = Math.round(result.aggregatedScore);
    const color =
      score >= HIGH_SCORE ? COLORS.high : score >= SOME_SCORE ? COLORS.some : COLORS.low;
    const percent = t.number(score / 100, { style: 'percent' });
    return {
      title: t.plural('badge_scanDone', result.sources.length, percent),
      // The badge has room for four characters: its figure is written the short way.
      badge: { text: `${score}%`, color },
    };
  },
});
