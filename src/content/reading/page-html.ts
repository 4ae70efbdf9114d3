import { holdsUnread } from '../../shared/text/unread-text.ts';

/**
 * A big page's HTML as it stands, sent to be read elsewhere before anything else is done with
 * it: no copy is made first (cloning and readying one costs the page some 30 ms of its thread on
 * the long read, and that long again before Readability can start). Parsed elsewhere and read
 * without what is never read (`leaveOutUnread`, `neverRead`), it has one text node for each run of live text
 * nodes side by side (serialised, they are one text), in order: `groups` names the live nodes of
 * each, so the page can trust the indices Readability's outline gives once it has as many text
 * nodes, of as many characters.
 */
export interface PageHtml {
  html: string;
  /** For each text node of the parsed HTML, the live nodes (indices into `live`) it holds. */
  groups: number[][];
  /** Characters of those text nodes. */
  chars: number;
  /** What each live node held as the HTML was made: the page may change it between slices. */
  liveData: string[];
}

/**
 * The HTML, and the live nodes' text read in the same loop that groups them (profiled on the long
 * read, the loop asked each node's text twice and each node's parent's tag: a node's parent is
 * mostly its neighbour's, whose verdict is kept).
 */
export function pageHtml(doc: Document, live: readonly Text[]): PageHtml {
  const groups: number[][] = [];
  const liveData: string[] = new Array<string>(live.length);
  let chars = 0;
  let last: Text | undefined;
  let parent: Element | null | undefined;
  let unread = false;
  for (let i = 0; i < live.length; i++) {
    const node = live[i]!;
    const data = node.data;
    liveData[i] = data;
    // What `neverRead` says of the node, its parent's verdict kept while the parent is the same.
    if (data.length === 0) continue;
    const at = node.parentElement;
    if (at !== parent) {
      parent = at;
      unread = at !== null && holdsUnread(at);
    }
    if (unread) continue;
    chars += data.length;
    // Empty nodes between two texts vanish in the HTML: the two are one text there.
    let before = node.previousSibling;
    while (before?.nodeType === 3 /* TEXT_NODE */ && (before as Text).data === '') {
      before = before.previousSibling;
    }
    if (last && before === last) groups[groups.length - 1]!.push(i);
    else groups.push([i]);
    last = node;
  }
  return { html: doc.documentElement.outerHTML, groups, chars, liveData };
}
