import type { HIGHLIGHT_KINDS } from '../../../src/shared/text-checks/highlight-names.ts';
import { highlightName } from '../../../src/shared/text-checks/highlight-names.ts';
import type { Evaluator } from '../browsers/driver.ts';
import { ourWorldValue } from './our-world.ts';

/**
 * The text of each range of one kind of highlight our content script painted on the page of
 * `tabId`. Its names are random (pages cannot guess them): the token is read by a script the
 * extension page (`extensionPage`) injects into the content scripts' world, which is shared by
 * every script of the extension in both browsers; the ranges are read in the page (`page`).
 */
export async function paintedRanges(
  extensionPage: Evaluator,
  tabId: number,
  page: Evaluator,
  kind: (typeof HIGHLIGHT_KINDS)[number],
): Promise<string[]> {
  const tokens = await layerTokens(extensionPage, tabId);
  if (tokens.length === 0) return [];
  return page.evaluate(
    (names) =>
      names.flatMap((name) =>
        // Static ranges (the page cannot move them) have no text of their own: a live copy reads it.
        [...(CSS.highlights.get(name) ?? new Set<AbstractRange>())].map((r) => {
          const live = document.createRange();
          live.setStart(r.startContainer, r.startOffset);
          live.setEnd(r.endContainer, r.endOffset);
          return String(live);
        }),
      ),
    tokens.map((token) => highlightName(token, kind)),
  );
}

/**
 * The tokens our layers of marks were painted under in the top frame of `tabId`: the last one,
 * and a layer's painted in an earlier life of the worker (a Firefox event page started again).
 */
async function layerTokens(extensionPage: Evaluator, tabId: number): Promise<string[]> {
  const token = await highlightToken(extensionPage, tabId);
  const names = await ourWorldValue(extensionPage, tabId, 'authenticity-lens.highlight-names');
  const painted = Object.values((names ?? {}) as Record<string, unknown[]>).flat();
  const theirs = painted.flatMap((name) => /^h[a-z0-9]{12}/.exec(String(name)) ?? []);
  return [...new Set([...(token ? [token] : []), ...theirs])];
}

/**
 * The random token of the highlights painted in one document of `tabId` (its top frame unless
 * `frameId` says); null when nothing is painted.
 */
export async function highlightToken(
  extensionPage: Evaluator,
  tabId: number,
  frameId = 0,
): Promise<string | null> {
  const token = await ourWorldValue(
    extensionPage,
    tabId,
    'authenticity-lens.highlight-token',
    frameId,
  );
  return typeof token === 'string' ? token : null;
}
