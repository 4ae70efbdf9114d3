import type { CheckKind } from '../../shared/checks/check-record.ts';
import { hasBadgeWords } from './badge-text.ts';
import { hasRunner } from './runner-registry.ts';
import { hasPainter } from './tab-refresh.ts';

/**
 * What each of these kinds has not registered: its runner (or follower of the relay), its
 * painter (or why it is not drawn), its badge words. The engine names no kind, so a kind that
 * forgets a part would only show as a check that never runs, or a tab that never shows it.
 */
export function missingParts(kinds: readonly CheckKind[]): string[] {
  return kinds.flatMap((kind) => [
    ...(hasRunner(kind) ? [] : [`${kind}: no runner`]),
    ...(hasPainter(kind) ? [] : [`${kind}: no painter`]),
    ...(hasBadgeWords(kind) ? [] : [`${kind}: no badge words`]),
  ]);
}
