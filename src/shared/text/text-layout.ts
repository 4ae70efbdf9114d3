import type { BreakKind, WhiteSpace } from './text-map-builder.ts';

/** What a text walk needs to know of how a tree is laid out. */
export interface TextLayout {
  breakOf(element: Element): BreakKind;
  /** Whether nothing inside the element is shown, so its subtree need not be walked. */
  isHidden(element: Element): boolean;
  whiteSpace(node: Text): WhiteSpace;
  /** Whether a reader can see this text; hidden decoys are left out. */
  isRendered(node: Text): boolean;
  /**
   * Of text not rendered: whether the browser draws it all the same, disguised so no reader can
   * see it (its background's colour, clipped, transparent, tiny, off the page), as opposed to
   * not drawn at all (display: none, a closed menu). Only the disguised is told to the user as
   * left out; absent, all text not rendered is.
   */
  isDisguised?(node: Text): boolean;
  /**
   * Whether an element stands in for text its editor has not drawn: an empty box of some height
   * inside an editing host, as CodeMirror draws only the lines near its view and holds the
   * place of the rest with gaps. What is selected there cannot be read, so the user is told.
   */
  isUndrawn?(element: Element): boolean;
}

/** Never read: not text anyone reads (code, styles, form controls' own text). */
export const SKIPPED_TAGS = new Set([
  'SCRIPT',
  'STYLE',
  'NOSCRIPT',
  'TEMPLATE',
  'TEXTAREA',
  'SELECT',
  'OPTION',
  'svg',
  'SVG',
  'IFRAME',
  'OBJECT',
  'CANVAS',
]);

/** Whether a text node lies in what is never read (a form control's text, an icon's title). */
export function insideSkipped(node: Text): boolean {
  for (let at = node.parentElement; at; at = at.parentElement) {
    if (SKIPPED_TAGS.has(at.tagName)) return true;
  }
  return false;
}

const PARAGRAPHS = new Set([
  'ADDRESS',
  'ARTICLE',
  'ASIDE',
  'BLOCKQUOTE',
  'BODY',
  'CAPTION',
  'DETAILS',
  'DL',
  'FIELDSET',
  'FIGCAPTION',
  'FIGURE',
  'FOOTER',
  'FORM',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'HEADER',
  'HGROUP',
  'HR',
  'MAIN',
  'NAV',
  'OL',
  'P',
  'PRE',
  'SECTION',
  'TABLE',
  'UL',
]);
const LINES = new Set(['DD', 'DIV', 'DT', 'LI', 'SUMMARY', 'TR', 'THEAD', 'TBODY', 'TFOOT']);
const CELLS = new Set(['TD', 'TH']);
const PRESERVED = new Set(['PRE', 'TEXTAREA', 'LISTING', 'PLAINTEXT', 'XMP']);

/** Breaks by tag name, for trees that are not rendered (Readability's copy, tests). */
export function breakByTag(element: Element): BreakKind {
  const tag = element.tagName.toUpperCase();
  if (PARAGRAPHS.has(tag)) return 'paragraph';
  if (LINES.has(tag)) return 'line';
  if (CELLS.has(tag)) return 'cell';
  return 'none';
}

/** Whether an element keeps its text's white space by its tag (<pre> and its kin). */
export function preformattedByTag(element: Element): boolean {
  return PRESERVED.has(element.tagName.toUpperCase());
}

/** White space by the nearest preformatted ancestor, for trees that are not rendered. */
export function whiteSpaceByTag(node: Text): WhiteSpace {
  for (let el = node.parentElement; el; el = el.parentElement) {
    if (preformattedByTag(el)) return 'preserve';
  }
  return 'collapse';
}

/** The layout of a tree that is not rendered: tags say everything, everything is shown. */
export const markupLayout: TextLayout = {
  breakOf: breakByTag,
  isHidden: (element) =>
    element.hasAttribute('hidden') || element.getAttribute('aria-hidden') === 'true',
  whiteSpace: whiteSpaceByTag,
  isRendered: () => true,
};

/** CSS `white-space` (or its longhand `white-space-collapse`) as a builder mode. */
export function whiteSpaceOfStyle(style: CSSStyleDeclaration): WhiteSpace {
  const collapse = style.getPropertyValue('white-space-collapse');
  const value = collapse || style.whiteSpace;
  if (value === 'pre-line' || value === 'preserve-breaks') return 'preserve-breaks';
  if (/^(pre|pre-wrap|break-spaces|preserve|preserve-spaces)/.test(value)) return 'preserve';
  return 'collapse';
}

/** Breaks by computed `display`: the page's own CSS decides what is a block. */
export function breakOfStyle(element: Element, display: string): BreakKind {
  if (display === 'none' || display === 'contents' || display.startsWith('inline')) return 'none';
  if (display === 'table-cell') return 'cell';
  if (display === 'table-row' || display === 'list-item') return 'line';
  const byTag = breakByTag(element);
  return byTag === 'none' || byTag === 'cell' ? 'line' : byTag;
}
