import type { Page } from 'playwright-core';
import type { ExtensionBrowser } from './chromium.ts';
import { evaluateInContentScript } from './isolated-world.ts';
import type { HIGHLIGHT_KINDS } from '../../../src/shared/text/highlight-names.ts';
import { highlightName } from '../../../src/shared/text/highlight-names.ts';

/**
 * The text of each range of one kind of highlight our content script painted. Its names are
 * random (pages cannot guess them); the token is read in the content script's isolated world.
 */
export async function paintedRanges(
  browser: ExtensionBrowser,
  page: Page,
  kind: (typeof HIGHLIGHT_KINDS)[number],
): Promise<string[]> {
  const token = await evaluateInContentScript<string | null>(
    browser.context,
    page,
    `globalThis[Symbol.for('authenticity-lens.highlight-token')] ?? null`,
  ).catch(() => null);
  if (!token) return [];
  return page.evaluate(
    (name) => [...(CSS.highlights.get(name) ?? new Set<AbstractRange>())].map(String),
    highlightName(token, kind),
  );
}
