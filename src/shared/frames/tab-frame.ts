/**
 * One document of a tab: its top frame (`frameId` 0 or absent) or a frame inside it, as the
 * browser numbers them. `url` is the frame's address where it is known (a menu click gives it),
 * so a refusal can name the site.
 */
export interface TabFrame {
  tabId: number;
  frameId?: number | undefined;
  url?: string | undefined;
}

/** A tab id alone means its top frame. */
export const tabFrame = (target: number | TabFrame): TabFrame =>
  typeof target === 'number' ? { tabId: target } : target;

/** One key per document, for what the worker keeps per painted document (its stylesheet). */
export const frameKey = (target: TabFrame): string => `${target.tabId}:${target.frameId ?? 0}`;
