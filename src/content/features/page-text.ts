import { Readability } from '@mozilla/readability';
import { alignPieces, type DerivedPiece } from '../../shared/text/align-text.ts';
import { TextMapBuilder, type SourceRun } from '../../shared/text/text-map-builder.ts';
import type { TextMap } from '../../shared/text/text-map.ts';
import { SKIPPED_TAGS, breakByTag, whiteSpaceByTag, type TextLayout } from './text-layout.ts';
import {
  composedContains,
  composedTextNodes,
  flattenedClone,
  hasShadowTrees,
} from './composed-tree.ts';
import { walkText, type NodeText } from './text-walk.ts';
import { log } from '../content-log.ts';

/** Every text node under `root`, in document order. */
function textNodes(root: Node): Text[] {
  const doc = root.ownerDocument ?? (root as Document);
  const walker = doc.createTreeWalker(root, 0x4 /* NodeFilter.SHOW_TEXT */);
  const nodes: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node as Text);
  return nodes;
}

const READ_ONLY_PARENTS = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'TITLE']);

/**
 * The readable text of the page (the article, without menus and footers), with a map to the live
 * DOM. Readability works on a copy, so the page is never touched. Text a reader cannot see is
 * taken out of the copy first, so it is neither scored nor sent. Readability may re-create its
 * copy from HTML (it does when a first pass finds too little), so its text nodes are traced back
 * to the page by identity where it kept them and by their text where it did not. Shadow trees
 * (open, and closed through the extension's own API) are read where they are shown.
 */
export function readPageText(doc: Document, layout: TextLayout): TextMap & { title: string } {
  // Web components: their shadow trees are read in place, in a copy flattened the same way.
  const shadows = hasShadowTrees(doc);
  const live = shadows ? composedTextNodes(doc) : textNodes(doc);
  const clone = shadows ? flattenedDocument(doc) : (doc.cloneNode(true) as Document);
  const copies = textNodes(clone);
  const indexOfCopy = new Map<Text, number>();
  const body = doc.body;
  if (copies.length === live.length) {
    copies.forEach((copy, i) => {
      const node = live[i]!;
      const parent = node.parentElement;
      const inBody = body ? (shadows ? composedContains(body, node) : body.contains(node)) : false;
      if (inBody && parent && !READ_ONLY_PARENTS.has(parent.tagName) && !layout.isRendered(node)) {
        copy.remove();
      } else {
        indexOfCopy.set(copy, i);
      }
    });
  }
  const article = parseArticle(clone);
  const content = article?.content;
  if (content) {
    const map = articleMap(content, live, indexOfCopy, layout);
    if (map.text.trim().length > 0) return { ...map, title: article.title || doc.title };
  }
  // Not an article (an app, a list): everything shown in the body.
  const builder = new TextMapBuilder();
  walkText(doc.body ?? doc.documentElement, builder, { layout });
  return { ...builder.build(), title: doc.title };
}

/** A copy of the document with its shadow trees in place, for Readability. */
function flattenedDocument(doc: Document): Document {
  const copy = doc.cloneNode(false) as Document;
  for (const child of Array.from(doc.childNodes)) copy.appendChild(flattenedClone(child));
  return copy;
}

/** The article's text, each of its text nodes traced to the live characters it came from. */
function articleMap(
  content: Node,
  live: Text[],
  indexOfCopy: Map<Text, number>,
  layout: TextLayout,
): TextMap {
  const nodes = textNodes(content).filter(
    (node) => !SKIPPED_TAGS.has(node.parentElement?.tagName ?? ''),
  );
  const pieces: DerivedPiece[] = nodes.map((node) => ({
    data: node.data,
    known: indexOfCopy.get(node),
  }));
  const aligned = alignPieces(
    live.map((node) => node.data),
    pieces,
  );
  const textOf = new Map<Text, NodeText>();
  nodes.forEach((node, j) => {
    const runs: SourceRun[] = aligned[j]!.map((run) => ({
      offset: run.offset,
      length: run.length,
      node: live[run.node]!,
      nodeStart: run.nodeStart,
    }));
    const first = runs[0]?.node;
    textOf.set(node, {
      source: node.data,
      runs,
      whiteSpace: first ? layout.whiteSpace(first) : whiteSpaceByTag(node),
    });
  });
  const builder = new TextMapBuilder();
  walkText(content, builder, {
    layout: {
      breakOf: breakByTag,
      isHidden: () => false,
      isRendered: () => true,
      whiteSpace: whiteSpaceByTag,
    },
    textOf: (node) => textOf.get(node) ?? { source: node.data, runs: [], whiteSpace: 'collapse' },
  });
  return builder.build();
}

function parseArticle(clone: Document): { content: Node; title: string } | undefined {
  try {
    const article = new Readability<Node>(clone, { serializer: (node) => node }).parse();
    return article?.content ? { content: article.content, title: article.title ?? '' } : undefined;
  } catch (error) {
    // Readability throws on some odd documents; the caller falls back to the whole body.
    log.info('page-text', 'Readability failed; the whole page is read instead', error);
    return undefined;
  }
}
