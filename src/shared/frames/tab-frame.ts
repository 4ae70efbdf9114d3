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

/** The document a check was read in, from its record's source: where its results are painted. */
export const frameOfSource = (
  tabId: number,
  source: { frameId?: number | undefined; frameUrl?: string | undefined },
): TabFrame => ({ tabId, frameId: source.frameId ?? 0, url: source.frameUrl });
