import { textNodes } from './text-nodes.ts';

/**
 * Text a page holds that nobody reads and Readability is never given: scripts (but the
 * structured data it reads titles from), styles, a `<noscript>`'s fallback, and empty nodes.
 */
export function neverRead(node: Text): boolean {
  if (node.data.length === 0) return true;
  const parent = node.parentElement;
  return parent !== null && holdsUnread(parent);
}

/** Whether the text inside an element is never read (`neverRead` of a text node inside it). */
export function holdsUnread(parent: Element): boolean {
  if (parent.tagName === 'STYLE' || parent.tagName === 'NOSCRIPT') return true;
  return parent.tagName === 'SCRIPT' && parent.getAttribute('type') !== 'application/ld+json';
}

/**
 * Takes out of a document parsed from a page's HTML what is never read. A `<noscript>` is
 * emptied: the page holds its fallback as one text node (scripts run there), a parser without
 * scripts makes elements of it.
 */
export function leaveOutUnread(doc: Document): void {
  for (const fallback of doc.querySelectorAll('noscript')) fallback.replaceChildren();
  for (const node of textNodes(doc)) if (neverRead(node)) node.remove();
}
