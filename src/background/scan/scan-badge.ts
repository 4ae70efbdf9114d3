import type { UrlScanCheck } from '../../shared/checks/check-record.ts';

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

/** The toolbar badge for a tab's latest URL scan. */
export function badgeForScan(record: UrlScanCheck): ScanBadge {
  const title = (what: string): string => `Authenticity Lens: plagiarism scan ${what}`;
  if (record.status === 'failed' && record.error?.kind === 'cancelled') {
    return { text: '', color: COLORS.busy, title: 'Authenticity Lens' };
  }
  if (record.status === 'failed') return { text: '!', color: COLORS.high, title: title('failed') };
  if (record.status === 'done') {
    const result = record.result;
    if (!result) return { text: '!', color: COLORS.high, title: title('result unreadable') };
    const score = Math.round(result.aggregatedScore);
    const color =
      score >= HIGH_SCORE ? COLORS.high : score >= SOME_SCORE ? COLORS.some : COLORS.low;
    const sources = result.sources.length;
    return {
      text: `${score}%`,
      color,
      title: title(`${score}% matched, ${sources} source${sources === 1 ? '' : 's'}`),
    };
  }
  if (record.scan?.phase === 'awaiting-confirmation') {
    return { text: '?', color: COLORS.ask, title: title('waits for you to confirm its cost') };
  }
  return { text: '…', color: COLORS.busy, title: title('running…') };
}
