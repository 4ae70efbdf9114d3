import { textNodes } from '../../shared/text/text-nodes.ts';
import { neverRead } from '../../shared/text/unread-text.ts';
import {
  composedContains,
  flattenedClone,
  hasShadowTrees,
  composedTextNodes,
} from '../page/composed-tree.ts';
import { inertCopy } from './inert-copy.ts';

/** Text the page's own code uses, never read: visibility is not asked of it. */
const READ_ONLY_PARENTS = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'TITLE']);

/**
 * Whether a reader could see a live text node at all: in the body, and not the page's own code.
 * Only these are asked of the layout.
 */
export function isAsked(node: Text, body: HTMLElement | null, shadows: boolean): boolean {
  if (!isShownText(node) || !body) return false;
  return shadows ? composedContains(body, node) : body.contains(node);
}

/** Whether a text node is the page's text, not its code: wherever it is. */
export function isShownText(node: Text): boolean {
  const parent = node.parentElement;
  return parent !== null && !READ_ONLY_PARENTS.has(parent.tagName);
}

/**
 * The page's text nodes and the copy of the page Readability reads, taken together in one task
 * so they match whatever the page does afterwards (`prepare` then readies the copy). The copy's
 * text nodes stand in the same order as the live ones; `keptLive` says which live node each text
 * node left in the copy is.
 */
export class ArticleCopy {
  readonly live: Text[];
  /** What each live node held when copied: the page may change it between slices. */
  readonly liveData: string[];
  readonly clone: Document;
  /** The live node of each text node left in the copy, in order (empty if they did not match). */
  keptLive: number[] = [];
  /** The characters of the text nodes left in the copy. */
  chars = 0;
  private readonly copies: (Text | undefined)[];
  private readonly body: HTMLElement | null;
  private readonly shadows: boolean;

  constructor(doc: Document) {
    // Web components: their shadow trees are read in place, in a copy flattened the same way.
    // Either copy is made in a document with no window, so reading fetches nothing.
    this.shadows = hasShadowTrees(doc);
    this.live = this.shadows ? composedTextNodes(doc) : textNodes(doc);
    this.clone = this.shadows ? inertCopy(doc, flattenedClone) : inertCopy(doc);
    this.liveData = this.live.map((node) => node.data);
    this.body = doc.body;
    const copies = textNodes(this.clone);
    // A copy whose text nodes do not match the page's one to one is read whole, traced by text.
    this.copies = copies.length === this.live.length ? copies : [];
  }

  /** Leaves in the copy only what may be read (a task of its own on big pages, after the copy). */
  prepare(): void {
    this.keepCopies(() => false);
  }

  /**
   * Whether a reader could see live node `i` at all: in the body, and not the page's own code.
   * Only these are asked of the layout.
   */
  isAsked(i: number): boolean {
    return isAsked(this.live[i]!, this.body, this.shadows);
  }

  /** Takes the text nodes of these live nodes out of the copy. */
  takeOut(hidden: Uint8Array): void {
    this.keepCopies((i) => hidden[i] === 1);
  }

  /** The copy as HTML, for Readability elsewhere. */
  html(): string {
    return this.clone.documentElement.outerHTML;
  }

  /**
   * Leaves in the copy only what may be read: out go the nodes `out` names, scripts (but the
   * structured data Readability reads titles from), styles and empty text; text nodes side by
   * side are kept apart by a comment, so the copy's HTML parsed elsewhere has the same text
   * nodes in the same order.
   */
  private keepCopies(out: (i: number) => boolean): void {
    this.keptLive = [];
    this.chars = 0;
    this.copies.forEach((node, i) => {
      if (!node) return;
      if (out(i) || neverRead(node)) {
        node.remove();
        this.copies[i] = undefined;
        return;
      }
      if (node.previousSibling?.nodeType === 3 /* TEXT_NODE */) {
        node.before(this.clone.createComment(''));
      }
      this.keptLive.push(i);
      this.chars += node.data.length;
    });
  }
}
