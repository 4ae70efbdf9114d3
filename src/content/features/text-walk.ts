import type { SourceRun, TextMapBuilder, WhiteSpace } from '../../shared/text/text-map-builder.ts';
import { SKIPPED_TAGS, type TextLayout } from './text-layout.ts';

/** A text node's characters as the builder takes them. */
export interface NodeText {
  source: string;
  runs: readonly SourceRun[];
  whiteSpace: WhiteSpace;
}

export interface WalkOptions {
  layout: TextLayout;
  /** Only what lies inside this range (a selection), cut at its ends. */
  range?: Range | undefined;
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

/** Feeds the text under `root` (the root itself when it is a text node) to the builder, in order. */
export function walkText(root: Node, builder: TextMapBuilder, options: WalkOptions): void {
  const { layout, range } = options;
  const textOf = options.textOf ?? ((node: Text) => ownText(node, layout));

  const visitText = (node: Text): void => {
    if (range && !range.intersectsNode(node)) return;
    if (!layout.isRendered(node)) return;
    const from = range?.startContainer === node ? range.startOffset : 0;
    const to = range?.endContainer === node ? range.endOffset : node.data.length;
    if (to <= from) return;
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

  /** Whether to go inside an element; its opening edge is given to the builder. */
  const enter = (element: Element): boolean => {
    if (SKIPPED_TAGS.has(element.tagName)) return false;
    if (range && !range.intersectsNode(element)) return false;
    if (element.tagName === 'BR') {
      builder.lineBreak();
      return false;
    }
    if (layout.isHidden(element)) return false;
    builder.boundary(layout.breakOf(element));
    if (element.firstChild) return true;
    builder.boundary(layout.breakOf(element));
    return false;
  };

  if (root.nodeType === TEXT_NODE) {
    visitText(root as Text);
    return;
  }
  let node: Node | null = root.firstChild;
  while (node) {
    if (node.nodeType === ELEMENT_NODE && enter(node as Element)) {
      node = node.firstChild;
      continue;
    }
    if (node.nodeType === TEXT_NODE) visitText(node as Text);
    // Next in document order, closing the elements left on the way up.
    while (node && node !== root && !node.nextSibling) {
      node = node.parentNode;
      if (node && node !== root && node.nodeType === ELEMENT_NODE) {
        builder.boundary(layout.breakOf(node as Element));
      }
    }
    node = node && node !== root ? node.nextSibling : null;
  }
}
