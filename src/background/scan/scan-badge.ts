import { registerBadgeWords } from '../engine/badge-text.ts';
import type { UrlScanCheck } from '../../shared/checks/check-record.ts';
import type { Translator } from '../../shared/i18n/translator.ts';

export interface ScanBadge {
  text: string;
  color: string;
  title: string;
}

const COLORS = {
  busy: '#5c7cfa',
  low: '#2b8a3e',
  some: '#e67700',
  high: '#c92a2a',
  ask: '#7048e8',
};

/** Matched share at or above which the badge turns red, and orange. */
const HIGH_SCORE = 40;
const SOME_SCORE = 10;

/** The toolbar badge for a tab's latest URL scan; its tooltip in the translator's language. */
export function badgeForScan(t: Translator, record: UrlScanCheck): ScanBadge {
  if (record.status === 'failed' && record.error?.kind === 'cancelled') {
    return { text: '', color: COLORS.busy, title: t.t('extName') };
  }
  if (record.status === 'failed') {
    return { text: '!', color: COLORS.high, title: t.t('badge_scanFailed') };
  }
  if (record.status === 'done') {
    const result = record.result;
    if (!result) return { text: '!', color: COLORS.high, title: t.t('badge_scanUnreadable') };
    const score = Math.round(result.aggregatedScore);
    const color =
      score >= HIGH_SCORE ? COLORS.high : score >= SOME_SCORE ? COLORS.some : COLORS.low;
    const percent = t.number(score / 100, { style: 'percent' });
    return {
      // The badge has room for four characters: its figure is written the short way.
      text: `${score}%`,
      color,
      title: t.plural('badge_scanDone', result.sources.length, percent),
    };
  }
  if (record.scan?.phase === 'awaiting-confirmation') {
    return { text: '?', color: COLORS.ask, title: t.t('badge_scanAwaiting') };
  }
  return { text: '…', color: COLORS.busy, title: t.t('badge_scanRunning') };
}

/**
 * A scan in a list of a tab's checks (its own badge is written by scan-effects.ts): a finished
 * one shows its score, a stopped one nothing; a failed one says so.
 */
registerBadgeWords('url-scan', {
  failed: 'badge_scanFailed',
  busy: 'badge_scanRunning',
  read: (t, check) => {
    if (check.status !== 'done' && check.error?.kind !== 'cancelled') return undefined;
    const { text, color, title } = badgeForScan(t, check);
    return { title, badge: { text, color } };
  },
});
