import { Readability } from '@mozilla/readability';
import { OUTLINE_STEP, type ArticleOutline } from './article-outline-schema.ts';
import type { BreakKind } from './text-map-builder.ts';
import { textNodes } from './text-nodes.ts';
import { leaveOutUnread } from './unread-text.ts';
import { SKIPPED_TAGS, breakByTag, preformattedByTag } from './text-layout.ts';

const BOUNDARY_STEP: Record<BreakKind, number | undefined> = {
  paragraph: OUTLINE_STEP.paragraph,
  line: OUTLINE_STEP.line,
  cell: OUTLINE_STEP.cell,
  none: undefined,
};

/**
 * Readability's article of `doc` (a copy: Readability changes the document it is given) as an
 * outline: its text nodes, each by its index among `doc`'s text nodes where Readability kept the
 * node itself (its text where Readability made it), and the blocks and line breaks around them,
 * read by tag the way the page's text walk reads a tree that is not rendered. Undefined when the
 * document is not an article. Runs wherever there is a DOM: in the page, or in a hidden page of
 * ours, off the page's thread.
 */
export function outlineArticle(
  doc: Document,
  onFailure?: (error: unknown) => void,
): ArticleOutline | undefined {
  const texts = textNodes(doc);
  const indexOf = new Map<Text, number>();
  let chars = 0;
  texts.forEach((node, i) => {
    indexOf.set(node, i);
    chars += node.data.length;
  });
  let article: { content: Node | null | undefined; title?: string | null | undefined } | null;
  try {
    article = new Readability<Node>(doc, { serializer: (node) => node }).parse();
  } catch (error) {
    // Readability throws on some odd documents; the caller reads the whole body instead.
    onFailure?.(error);
    return undefined;
  }
  const content = article?.content;
  if (!content) return undefined;
  const outline: ArticleOutline = {
    title: article?.title ?? '',
    texts: texts.length,
    chars,
    pieces: [],
    fresh: [],
    pre: [],
    steps: [],
  };
  const { pieces, steps } = outline;
  const boundary = (element: Element): void => {
    const step = BOUNDARY_STEP[breakByTag(element)];
    if (step !== undefined) steps.push(step);
  };
  // Depth first; an element is met again on the way out, to close its block. Counted as it
  // goes: how many preformatted elements (<pre>) the walk is inside.
  let preformatted = 0;
  const stack: { node: Node; leaving: boolean }[] = [];
  const pushChildren = (node: Node): void => {
    for (let child = node.lastChild; child; child = child.previousSibling) {
      stack.push({ node: child, leaving: false });
    }
  };
  pushChildren(content);
  while (stack.length > 0) {
    const { node, leaving } = stack.pop()!;
    if (leaving) {
      if (preformattedByTag(node as Element)) preformatted--;
      boundary(node as Element);
    } else if (node.nodeType === 3 /* TEXT_NODE */) {
      const text = node as Text;
      if (text.data.length === 0) continue;
      if (preformatted > 0) outline.pre.push(pieces.length);
      steps.push(pieces.length);
      const at = indexOf.get(text);
      if (at === undefined) outline.fresh.push(text.data);
      pieces.push(at ?? -1);
    } else if (node.nodeType === 1 /* ELEMENT_NODE */) {
      const element = node as Element;
      // What a reader cannot see was taken out before Readability: nothing here is hidden.
      if (SKIPPED_TAGS.has(element.tagName)) continue;
      if (element.tagName === 'BR') {
        steps.push(OUTLINE_STEP.lineBreak);
        continue;
      }
      if (preformattedByTag(element)) preformatted++;
      boundary(element);
      stack.push({ node, leaving: true });
      pushChildren(node);
    }
  }
  return outline;
}

/**
 * The outline of a page's HTML (the page as it stands, or its copy): parsed into an inert
 * document, where nothing runs or loads, and read without what is never read (`leaveOutUnread`),
 * as the page counts its own text nodes.
 */
export function outlineArticleHtml(html: string): ArticleOutline | undefined {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  leaveOutUnread(doc);
  return outlineArticle(doc);
}
