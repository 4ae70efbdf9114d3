import type { Evaluator } from '../browsers/driver.ts';

/**
 * Whether our side panel (Chromium) or sidebar (Firefox) is open, asked from one of our pages:
 * Chromium lists it among the extension's contexts, Firefox answers for the page's window.
 */
export function sidePanelIsOpen(extensionPage: Evaluator): Promise<boolean> {
  return extensionPage.evaluate(async () => {
    const firefox = (
      globalThis as { browser?: { sidebarAction?: { isOpen(d: object): Promise<boolean> } } }
    ).browser?.sidebarAction;
    if (firefox) return firefox.isOpen({});
    const contexts = await chrome.runtime.getContexts({
      contextTypes: [chrome.runtime.ContextType.SIDE_PANEL],
    });
    return contexts.length > 0;
  }, null);
}
