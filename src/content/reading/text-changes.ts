/**
 * Whether the page changed since its text was read, told without reading it again: a scan runs
 * the plan made on that text, and places its passages in it, while nothing on the page moved.
 * Any change to the page's nodes, text or attributes counts (in the document and in the shadow
 * trees the text came from); our own hosts coming and going do not. A change made by CSS alone
 * is not seen: the words read are still in the page's nodes.
 */
import type { TextMap } from '../../shared/text/text-map.ts';
import { isOwnHost } from '../page/composed-tree.ts';

interface Watch {
  changed: boolean;
  observer: MutationObserver;
}

/** As many as the text store keeps maps: a watch is no use without its map. */
const KEEP = 8;
const watches = new Map<string, Watch>();

/** A change that is only ours: one of our hosts added, removed or restyled. */
function oursOnly(record: MutationRecord): boolean {
  if (isOwnHost(record.target)) return true;
  if (record.type !== 'childList') return false;
  const nodes = [...record.addedNodes, ...record.removedNodes];
  return nodes.length > 0 && nodes.every(isOwnHost);
}

/** The roots to watch: the document, and each shadow root a read node is in. */
function rootsOf(map: TextMap, doc: Document): Node[] {
  const roots = new Set<Node>([doc]);
  // A node's root is its parent's: asked once for each run of nodes of one parent (a big page's
  // read has tens of thousands of segments, a paragraph's texts side by side).
  let parent: Node | null | undefined;
  for (const segment of map.segments) {
    const node = segment.node;
    if (!node || (node.parentNode === parent && parent !== null)) continue;
    parent = node.parentNode;
    const root = node.getRootNode();
    if (root !== doc && root.nodeType === 11) roots.add(root);
  }
  return [...roots];
}

/** Starts watching the page for changes since the text `textId` was read. */
export function watchTextChanges(textId: string, map: TextMap, doc: Document = document): void {
  const watch: Watch = {
    changed: false,
    observer: new MutationObserver((records) => {
      if (records.every(oursOnly)) return;
      // Changed once is changed for good: nothing more to watch.
      watch.changed = true;
      watch.observer.disconnect();
    }),
  };
  for (const root of rootsOf(map, doc)) {
    watch.observer.observe(root, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    });
  }
  watches.set(textId, watch);
  while (watches.size > KEEP) {
    const oldest = watches.keys().next().value as string;
    watches.get(oldest)?.observer.disconnect();
    watches.delete(oldest);
  }
}

/** Whether the page is as it was when `textId` was read; false for a text not watched. */
export function textUnchanged(textId: string): boolean {
  const watch = watches.get(textId);
  if (!watch) return false;
  // Changes not yet delivered to the callback are still changes.
  if (!watch.changed && watch.observer.takeRecords().some((r) => !oursOnly(r))) {
    watch.changed = true;
    watch.observer.disconnect();
  }
  return !watch.changed;
}
