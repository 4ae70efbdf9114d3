import { Readability } from '@mozilla/readability';
import { buildTextMap, type TextMap } from '../../shared/text/text-map.ts';

/** Pairs each text node of a clone with the live node at the same place in the tree. */
function pairTextNodes(clone: Node, live: Node, pairs: Map<Text, Text>): void {
  if (clone instanceof Text && live instanceof Text) {
    pairs.set(clone, live);
    return;
  }
  const cloneChildren = clone.childNodes;
  const liveChildren = live.childNodes;
  for (let i = 0; i < cloneChildren.length && i < liveChildren.length; i++) {
    pairTextNodes(cloneChildren[i]!, liveChildren[i]!, pairs);
  }
}

/**
 * The readable text of the page (the article, without menus and footers), with a map from text
 * offsets to the live DOM. Readability works on a clone, so the page itself is never touched;
 * text nodes of the clone are paired with live ones before Readability rearranges the clone.
 */
export function readPageText(doc: Document = document): TextMap & { title: string } {
  const clone = doc.cloneNode(true) as Document;
  const pairs = new Map<Text, Text>();
  pairTextNodes(clone, doc, pairs);
  const article = parseArticle(clone);
  const root = article?.content;
  if (root) {
    const map = buildTextMap(root, { toLive: (node) => pairs.get(node) });
    if (map.text.trim().length > 0) return { ...map, title: article?.title || doc.title };
  }
  // Not an article (an app, a list): take the whole body.
  return { ...buildTextMap(doc.body ?? doc.documentElement), title: doc.title };
}

function parseArticle(
  clone: Document,
): { content: Node | null | undefined; title: string | null | undefined } | null {
  try {
    return new Readability<Node>(clone, { serializer: (node) => node }).parse();
  } catch {
    // Readability throws on some odd documents; the caller falls back to the whole body.
    return null;
  }
}
