/**
 * The page's text as read for a scan by address, kept in the worker's memory for that scan's
 * passages: they are placed in it, and painted on its map in the page, when the page has not
 * changed since (asked of the page, not read again). A worker restart forgets it; the passages
 * then read the page as it reads now.
 */

export interface PageCopy {
  text: string;
  /** The map of that text in the tab's top frame. */
  textId: string;
}

/** Few: each holds a page's text, and a scan's passages come within minutes. */
const MAX_COPIES = 8;
const copies = new Map<string, PageCopy>();

export function keepPageCopy(recordId: string, copy: PageCopy): void {
  copies.set(recordId, copy);
  // The oldest go first: a map iterates in insertion order.
  while (copies.size > MAX_COPIES) copies.delete(copies.keys().next().value as string);
}

/** The copy kept for this scan, taken: passages are placed once. */
export function takePageCopy(recordId: string): PageCopy | undefined {
  const copy = copies.get(recordId);
  copies.delete(recordId);
  return copy;
}
