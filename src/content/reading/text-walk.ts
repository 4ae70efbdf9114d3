import type { SourceRun, TextMapBuilder, WhiteSpace } from '../../shared/text/text-map-builder.ts';
import { composedContains, shownInstead } from '../page/composed-tree.ts';
import { SKIPPED_TAGS, type TextLayout } from '../../shared/text/text-layout.ts';

/** A text node's characters as the builder takes them. */
export interface NodeText {
  source: string;
  runs: readonly SourceRun[];
  whiteSpace: WhiteSpace;
}

/**
 * Where a selection starts and ends: a live Range, or a StaticRange whose ends may be in
 * different shadow trees (`Selection.getComposedRanges`).
 */
export interface TextBounds {
  startContainer: Node;
  startOffset: number;
  endContainer: Node;
  endOffset: number;
}

export interface WalkOptions {
  layout: TextLayout;
  /** Only what lies inside these bounds (a selection), cut at its ends. */
  range?: TextBounds | undefined;
  /** Where a node's characters live on the page; by default, the node itself. */
  textOf?: ((node: Text) => NodeText) | undefined;
}

const TEXT_NODE = 3;
const ELEMENT_NODE = 1;

/** The node's own characters, mapped to itself. */
export function ownText(node: Text, layout: TextLayout): NodeText {
  return {
    source: node.data,
    runs: [{ offset: 0, length: node.data.length, node, nodeStart: 0 }],
    whiteSpace: layout.whiteSpace(node),
  };
}

/**
 * One end of the bounds as the walk meets it: inside a text node at an offset, before a node
 * (an element container's child), or when a node's children are done (offset at the end).
 */
interface Edge {
  text?: Text;
  offset: number;
  before?: Node;
  after?: Node;
  /** The node the end lies in or at, to notice it inside a subtree that is skipped. */
  node: Node;
}

function edgeOf(container: Node, offset: number): Edge {
  if (container.nodeType === TEXT_NODE) return { text: container as Text, offset, node: container };
  const child = container.childNodes[offset];
  // A shadow root's children are walked under its host.
  const owner = container instanceof ShadowRoot ? container.host : container;
  return child ? { before: child, offset, node: child } : { after: owner, offset, node: owner };
}

/**
 * Feeds the text under `root` (the root itself when it is a text node) to the builder in the
 * order it is shown, shadow trees included. With `range`, only what lies between its ends.
 */
export function walkText(root: Node, builder: TextMapBuilder, options: WalkOptions): void {
  const { layout, range } = options;
  const textOf = options.textOf ?? ((node: Text) => ownText(node, layout));
  const start = range ? edgeOf(range.startContainer, range.startOffset) : undefined;
  const end = range ? edgeOf(range.endContainer, range.endOffset) : undefined;
  let active = start === undefined;
  let done = false;

  const visitText = (node: Text): void => {
    let from = 0;
    let to = node.data.length;
    if (node === start?.text) {
      active = true;
      from = start.offset;
    }
    if (!active) return;
    if (node === end?.text) {
      to = end.offset;
      done = true;
    }
    if (to <= from || !layout.isRendered(node)) return;
    const { source, runs, whiteSpace } = textOf(node);
    if (from === 0 && to === source.length) {
      builder.text(source, runs, whiteSpace);
      return;
    }
    const cut: SourceRun[] = [];
    for (const run of runs) {
      const a = Math.max(from, run.offset);
      const b = Math.min(to, run.offset + run.length);
      if (b > a)
        cut.push({
          ...run,
          offset: a - from,
          length: b - a,
          nodeStart: run.nodeStart + a - run.offset,
        });
    }
    builder.text(source.slice(from, to), cut, whiteSpace);
  };

  /** A subtree not walked (hidden, never read): an end inside it still counts as passed. */
  const skip = (element: Element): void => {
    if (start && !active && composedContains(element, start.node)) active = true;
    if (end && composedContains(element, end.node)) done = true;
  };

  /** Whether to go inside an element; its opening edge is given to the builder. */
  const enter = (element: Element): boolean => {
    if (SKIPPED_TAGS.has(element.tagName)) {
      skip(element);
      return false;
    }
    if (element.tagName === 'BR') {
      if (active) builder.lineBreak();
      return false;
    }
    // Before the selection starts nothing is read, so nothing need be hidden yet.
    if (active && layout.isHidden(element)) {
      skip(element);
      return false;
    }
    if (active) builder.boundary(layout.breakOf(element));
    return true;
  };

  if (root.nodeType === TEXT_NODE) {
    visitText(root as Text);
    return;
  }
  // Depth first, in shown order; an element is seen again on the way out to close it.
  const stack: { node: Node; leaving: boolean }[] = [];
  const pushChildren = (node: Node): void => {
    const instead = shownInstead(node);
    if (instead) {
      for (let i = instead.length - 1; i >= 0; i--)
        stack.push({ node: instead[i]!, leaving: false });
      return;
    }
    // Most nodes show their own children: followed as siblings, no list made.
    for (let child = node.lastChild; child; child = child.previousSibling) {
      stack.push({ node: child, leaving: false });
    }
  };
  pushChildren(root);
  while (stack.length > 0 && !done) {
    const { node, leaving } = stack.pop()!;
    if (leaving) {
      if (active) builder.boundary(layout.breakOf(node as Element));
      if (node === start?.after) active = true;
      if (node === end?.after) done = true;
      continue;
    }
    if (node === start?.before) active = true;
    if (node === end?.before) break;
    if (node.nodeType === TEXT_NODE) {
      visitText(node as Text);
    } else if (node.nodeType === ELEMENT_NODE && enter(node as Element)) {
      stack.push({ node, leaving: true });
      pushChildren(node);
    }
  }
}
