import { readObjects } from '../../shared/checks/object-results.ts';
import { readWebMatches, webMatchesHeadline } from '../../shared/checks/web-matches.ts';
import type { CheckRecord } from '../../shared/checks/check-record.ts';
import { readAiShare } from '../../shared/checks/ai-verdict.ts';
import { readImageResult } from '../../shared/checks/image-results.ts';
import { readTextResult } from '../../shared/checks/text-results.ts';
import { countWords } from '../../shared/text/merge-ai-results.ts';

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

const FAILED_NAMES: Partial<Record<CheckRecord['kind'], string>> = {
  'ai-text': 'AI detection',
  moderation: 'Moderation',
  'ai-image': 'Image check',
  'image-plagiarism': 'Web search',
  'object-detection': 'Object detection',
};

/** The toolbar badge for a tab's latest checks: busy, the AI share, flagged spans, or failed. */
export function badgeFor(checks: CheckRecord[]): Badge | undefined {
  if (checks.length === 0) return undefined;
  if (checks.some((c) => c.status === 'pending' || c.status === 'running')) {
    return { text: '…', color: COLORS.busy, title: 'Authenticity Lens: checking…' };
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
      const percent = `${Math.round(share * 100)}%`;
      titles.push(`${percent} of the text AI-written`);
      badge = { text: percent, color: COLORS[verdict], title: '' };
    } else if (read?.kind === 'moderation') {
      const flagged = read.result.moderations.text.chars.starts.length;
      titles.push(flagged === 0 ? 'no moderation flags' : `${flagged} passages flagged`);
      badge ??= flagged
        ? { text: String(Math.min(flagged, 999)), color: COLORS.bad, title: '' }
        : { text: '✓', color: COLORS.human, title: '' };
    } else if (image) {
      const share = image.summary.ai;
      const percent = `${Math.round(share * 100)}%`;
      titles.push(`${percent} of the image AI-generated`);
      badge = { text: percent, color: share >= 0.5 ? COLORS.ai : COLORS.human, title: '' };
    } else if (check.kind === 'image-plagiarism' && check.status === 'done' && check.result) {
      const found = readWebMatches(check.result);
      titles.push(`image ${webMatchesHeadline(found).toLowerCase()}`);
      // The number of copies found, or a tick when there are none.
      badge ??= found.matches.length
        ? { text: String(Math.min(found.matches.length, 999)), color: COLORS.mixed, title: '' }
        : { text: '✓', color: COLORS.human, title: '' };
    } else if (objects) {
      const found = objects.found.length;
      const asked = found + objects.missing.length;
      titles.push(`${found} of ${asked} objects found in the image`);
      badge ??= { text: String(found), color: COLORS.human, title: '' };
    } else if (check.status === 'failed') {
      titles.push(`${FAILED_NAMES[check.kind] ?? 'Check'} failed`);
    }
  }
  badge ??= { text: '!', color: COLORS.bad, title: '' };
  return { ...badge, title: `Authenticity Lens: ${titles.join(', ')}` };
}
