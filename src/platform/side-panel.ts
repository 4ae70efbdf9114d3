import { browser } from './browser.ts';

/** Chromium's side panel API. The polyfill's types do not know it; the polyfill passes it through. */
interface ChromiumSidePanel {
  open(options: { windowId: number }): Promise<void>;
}

function chromiumSidePanel(): ChromiumSidePanel | undefined {
  return (browser as unknown as { sidePanel?: ChromiumSidePanel }).sidePanel;
}

/** Whether our pages can be docked beside the page: Chromium's side panel, Firefox's sidebar. */
export function canOpenSidePanel(): boolean {
  return chromiumSidePanel() !== undefined || browser.sidebarAction !== undefined;
}

/**
 * Opens the side panel (Chromium, for the window `windowId`) or the sidebar (Firefox). Call it
 * first thing in a click handler with nothing awaited before: both browsers open it only while
 * handling a user's gesture.
 */
export function openSidePanel(windowId: number | undefined): Promise<void> {
  const chromium = chromiumSidePanel();
  if (chromium && windowId !== undefined) return chromium.open({ windowId });
  if (browser.sidebarAction) return browser.sidebarAction.open();
  return Promise.reject(new Error('This browser has no side panel.'));
}

/** The window this page is shown in (a popup's, a side panel's). */
export async function currentWindowId(): Promise<number | undefined> {
  return (await browser.windows.getCurrent()).id;
}
