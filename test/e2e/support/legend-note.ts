import type { Evaluator } from '../browsers/driver.ts';
import { ourWorldValue } from './our-world.ts';

/**
 * The "page changed the marks" line of our legend in the top frame of `tabId`, read in our
 * content scripts' world (the legend's root is closed to the page); null when there is none.
 */
export function legendNote(extensionPage: Evaluator, tabId: number): Promise<string | null> {
  return extensionPage.evaluate(async (tab) => {
    const [injection] = await chrome.scripting.executeScript({
      target: { tabId: tab },
      world: 'ISOLATED',
      func: () => {
        const root = (globalThis as Record<symbol, ShadowRoot | undefined>)[
          Symbol.for('authenticity-lens.legend-root')
        ];
        return root?.querySelector('.changed')?.textContent ?? null;
      },
    });
    return typeof injection?.result === 'string' ? injection.result : null;
  }, tabId);
}

/** How many checks of the marks our content script has run in the top frame of `tabId`. */
export async function markChecks(extensionPage: Evaluator, tabId: number): Promise<number> {
  const count = await ourWorldValue(extensionPage, tabId, 'authenticity-lens.mark-checks');
  return typeof count === 'number' ? count : 0;
}

/** The legend's language and words in the top frame of `tabId`; null when none is shown. */
export function legendWords(
  extensionPage: Evaluator,
  tabId: number,
): Promise<{ lang: string; text: string } | null> {
  return extensionPage.evaluate(async (tab) => {
    const [injection] = await chrome.scripting.executeScript({
      target: { tabId: tab },
      world: 'ISOLATED',
      func: () => {
        const root = (globalThis as Record<symbol, ShadowRoot | undefined>)[
          Symbol.for('authenticity-lens.legend-root')
        ];
        const box = root?.querySelector<HTMLElement>('.legend');
        return box ? { lang: box.lang, text: box.textContent ?? '' } : null;
      },
    });
    return injection?.result ?? null;
  }, tabId);
}

/**
 * The legend's rows in the top frame of `tabId`, one per layer of marks shown (a check's, a
 * scan's): the layer and its clear button's words.
 */
export function legendRows(
  extensionPage: Evaluator,
  tabId: number,
): Promise<{ layer: string; button: string }[]> {
  return extensionPage.evaluate(async (tab) => {
    const [injection] = await chrome.scripting.executeScript({
      target: { tabId: tab },
      world: 'ISOLATED',
      func: () => {
        const root = (globalThis as Record<symbol, ShadowRoot | undefined>)[
          Symbol.for('authenticity-lens.legend-root')
        ];
        return [...(root?.querySelectorAll<HTMLElement>('.row') ?? [])].map((row) => ({
          layer: row.dataset['layer'] ?? '',
          button: row.querySelector('button')?.textContent ?? '',
        }));
      },
    });
    return injection?.result ?? [];
  }, tabId);
}
