import { highlightName } from '../../../src/shared/text-checks/highlight-names.ts';
import type { Evaluator } from '../browsers/driver.ts';
import { highlightToken } from './highlight-ranges.ts';

/** What our AI-phrase layer in a tab's top frame shows now. */
export interface PhraseTipState {
  /** The tooltip's words, when it is open. */
  tip: string | null;
  /** How many phrases can be focused, and which one is (its place among them), if any. */
  spots: number;
  focused: number | null;
  /** Whether the focused or revealed phrase has its ring drawn. */
  ringed: number | null;
}

/**
 * Read in our content scripts' world, where the layer's closed root is kept (pages cannot reach
 * it); null when no phrases are shown.
 */
export function phraseTips(
  extensionPage: Evaluator,
  tabId: number,
): Promise<PhraseTipState | null> {
  return extensionPage.evaluate(async (tab) => {
    const [injection] = await chrome.scripting.executeScript({
      target: { tabId: tab },
      world: 'ISOLATED',
      func: () => {
        const root = (globalThis as Record<symbol, ShadowRoot | undefined>)[
          Symbol.for('authenticity-lens.phrases-root')
        ];
        if (!root) return null;
        const tooltip = root.querySelector('.tip');
        const spots = [...root.querySelectorAll('.spot')];
        const at = (found: Element | null | undefined): number | null =>
          found ? spots.indexOf(found) : null;
        return {
          tip: tooltip?.matches(':popover-open') ? (tooltip.textContent ?? '') : null,
          spots: spots.length,
          focused: at(root.activeElement),
          ringed: at(root.querySelector('.spot.on')),
        };
      },
    });
    return injection?.result ?? null;
  }, tabId);
}

/** Where the painted phrase number `index` is on the page, by its token's name. */
export interface PhraseBox {
  x: number;
  y: number;
  top: number;
  bottom: number;
}

/**
 * The box of the first line of one painted AI phrase in the viewport of `page` (scrolled into
 * view first when `scroll` says; counting only phrases inside shadow trees with `inShadowTree`),
 * null when it is not painted.
 */
export async function phraseBox(
  extensionPage: Evaluator,
  tabId: number,
  page: Evaluator,
  { index = 0, scroll = false, inShadowTree = false } = {},
): Promise<PhraseBox | null> {
  const token = await highlightToken(extensionPage, tabId);
  if (!token) return null;
  return page.evaluate(
    ({ name, at, into, shadow }) => {
      const ranges = [...(CSS.highlights.get(name) ?? [])].filter(
        (r) => !shadow || r.startContainer.getRootNode() instanceof ShadowRoot,
      );
      const range = ranges[at];
      if (!range) return null;
      const live = document.createRange();
      live.setStart(range.startContainer, range.startOffset);
      live.setEnd(range.endContainer, range.endOffset);
      if (into) live.startContainer.parentElement?.scrollIntoView({ block: 'center' });
      const box = live.getClientRects()[0];
      if (!box) return null;
      return {
        x: box.left + box.width / 2,
        y: box.top + box.height / 2,
        top: box.top,
        bottom: box.bottom,
      };
    },
    { name: highlightName(token, 'phrase'), at: index, into: scroll, shadow: inShadowTree },
  );
}
