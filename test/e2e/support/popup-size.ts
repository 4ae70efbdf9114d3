import type { DriverPage } from '../browsers/driver.ts';

/** The popup's size in the toolbar (its body is this wide). */
export const POPUP = { width: 380, height: 600 };

/**
 * Sizes a popup opened as a tab like the toolbar's: as wide as its body, plus the scroll bar's
 * width when it scrolls, as the toolbar popup grows by it (a tab does not). Without it a classic
 * scroll bar (Firefox here) would read as the page pushed sideways.
 */
export async function sizeAsToolbarPopup(popup: DriverPage): Promise<void> {
  await popup.setSize(POPUP.width, POPUP.height);
  const bar = await popup.evaluate(() => innerWidth - document.documentElement.clientWidth, null);
  if (bar > 0) await popup.setSize(POPUP.width + bar, POPUP.height);
}
