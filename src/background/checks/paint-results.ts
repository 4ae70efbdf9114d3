import { browser } from '../../shared/browser.ts';
import type { CheckRecord } from '../../shared/checks/check-record.ts';
import { highlightSpans, readTextResult } from '../../shared/checks/text-results.ts';
import { appError, err, ok, type Result } from '../../shared/errors.ts';
import { highlightCss } from '../../shared/text/highlight-names.ts';
import { askTab } from '../content-script.ts';

/** Tabs given the highlight stylesheet during this worker's life (a repeat is harmless). */
const styled = new Set<number>();

/**
 * Paints the finished checks of one read text on its tab: AI and human sections as backgrounds,
 * moderation spans underlined. The stylesheet goes in as a user stylesheet, which page CSP and
 * page styles cannot block.
 */
export async function paintResults(checks: CheckRecord[]): Promise<Result<{ applied: number }>> {
  const first = checks.find((c) => c.source.tabId !== undefined && c.source.textId);
  const tabId = first?.source.tabId;
  const textId = first?.source.textId;
  if (tabId === undefined || textId === undefined) return ok({ applied: 0 });
  const results = checks
    .filter((c) => c.source.textId === textId)
    .map(readTextResult)
    .filter((r) => r !== undefined);
  const spans = highlightSpans(results);
  if (spans.length === 0) return ok({ applied: 0 });
  if (!styled.has(tabId)) {
    try {
      await browser.scripting.insertCSS({ target: { tabId }, css: highlightCss() });
    } catch {
      return err(appError('permission', 'The page can no longer be marked up; check it again.'));
    }
    styled.add(tabId);
  }
  return askTab(tabId, 'content/highlight', { textId, spans });
}

export function forgetStyledTab(tabId: number): void {
  styled.delete(tabId);
}
