import type { WhiteSpace } from '../../shared/text/text-map-builder.ts';
import { parseRgb, sameColour, type Rgba } from '../../shared/text/colour-contrast.ts';
import { breakOfStyle, whiteSpaceOfStyle, type TextLayout } from '../../shared/text/text-layout.ts';

/** `clip: rect(0 0 0 0)` and friends: nothing of the box is shown. */
const EMPTY_CLIP = /^rect\(\s*0(px)?[\s,]+0(px)?[\s,]+0(px)?[\s,]+0(px)?\s*\)$/;
/** `clip-path: inset(50%)` (or more) leaves nothing: the visually-hidden pattern. */
const FULL_INSET = /^inset\(\s*(\d+(?:\.\d+)?)%/;
/** A computed colour with nothing of it shown. */
const TRANSPARENT = /^rgba\(.*,\s*0\)$|^transparent$/;
/** What a positioned box may draw text over, instead of its ancestors' background colour. */
const PICTURES = 'img, picture, video, canvas, svg, iframe, object, embed';
/** A box this small with its overflow cut shows no readable text. */
const TINY = 1;

/**
 * The layout of the live page, read from the browser: computed display and white space, and
 * whether a text can be seen at all. Text a reader cannot see (display none, visibility hidden,
 * opacity 0, transparent colour or the colour of its plain background, inside a zero-size or
 * clipped box, off the page, aria-hidden) is never read, so hidden decoys are neither sent nor
 * charged. Answers are cached per element:
 * one layout is made per reading, on an unchanging page.
 *
 * For a selection, `aria-hidden` is not taken as hidden: it hides text from assistive
 * technology, not from the eye, and site menus, modals and some article layouts carry it on
 * text people read and select. What the user selected and can see is theirs to check; so is
 * text in its background's colour they chose to select.
 */
export function renderedLayout(
  view: Window = window,
  { forSelection = false }: { forSelection?: boolean } = {},
): TextLayout {
  const doc = view.document;
  const styles = new Map<Element, CSSStyleDeclaration>();
  const styleOf = (element: Element): CSSStyleDeclaration => {
    let style = styles.get(element);
    if (!style) {
      style = view.getComputedStyle(element);
      styles.set(element, style);
    }
    return style;
  };
  const scrollX = view.scrollX;
  const scrollY = view.scrollY;
  const root = doc.documentElement;
  const pageWidth = Math.max(root.scrollWidth, doc.body?.scrollWidth ?? 0, view.innerWidth);
  const pageHeight = Math.max(root.scrollHeight, doc.body?.scrollHeight ?? 0, view.innerHeight);
  const offPage = (rect: DOMRect): boolean =>
    rect.right + scrollX <= 0 ||
    rect.bottom + scrollY <= 0 ||
    rect.left + scrollX >= pageWidth ||
    rect.top + scrollY >= pageHeight;

  /** Whether an element hides everything inside it (cached; ancestors first, without recursion). */
  const hidden = new Map<Element, boolean>();
  const hidesInside = (element: Element): boolean => {
    const chain: Element[] = [];
    let known: boolean | undefined;
    for (let at: Element | null = element; at; at = at.parentElement) {
      known = hidden.get(at);
      if (known !== undefined) break;
      chain.push(at);
    }
    let result = known ?? false;
    for (let i = chain.length - 1; i >= 0; i--) {
      const at = chain[i]!;
      result = result || hidesItself(at);
      hidden.set(at, result);
    }
    return result;
  };
  /**
   * Text painted by its background (gradient headings: transparent text with
   * `background-clip: text` on it or a close ancestor) is seen. Only asked of transparent text.
   */
  const textFromBackground = (element: Element): boolean => {
    let at: Element | null = element;
    for (let depth = 0; at && depth < 4; depth++, at = at.parentElement) {
      const style = styleOf(at);
      const clip = style.getPropertyValue('-webkit-background-clip') || style.backgroundClip;
      if (clip === 'text' || style.backgroundClip === 'text') return true;
    }
    return false;
  };
  const hidesItself = (element: Element): boolean => {
    if (!forSelection && element.getAttribute('aria-hidden') === 'true') return true;
    const style = styleOf(element);
    if (style.display === 'none') return true;
    if (style.display === 'contents') return false;
    if (style.position === 'absolute' || style.position === 'fixed') {
      if (EMPTY_CLIP.test(style.clip)) return true;
    }
    const inset = FULL_INSET.exec(style.clipPath);
    if (inset && Number(inset[1]) >= 50) return true;
    const cuts = style.overflowX !== 'visible' || style.overflowY !== 'visible';
    if (cuts && style.display !== 'inline') {
      const rect = element.getBoundingClientRect();
      if (rect.width <= TINY || rect.height <= TINY) return true;
    }
    if (style.position === 'absolute' || style.position === 'fixed') {
      const rect = element.getBoundingClientRect();
      if ((rect.width > 0 || rect.height > 0) && offPage(rect)) return true;
    }
    return false;
  };

  // The canvas behind a page that paints no background: white, unless the page asks for a dark
  // scheme (whose exact colour differs by browser), or is a frame (which shows its parent's
  // page through): not judged then.
  const rootScheme = styleOf(root).colorScheme;
  const canvas: Rgba | undefined =
    view !== view.parent ||
    (/\bdark\b/.test(rootScheme) &&
      (!/\blight\b/.test(rootScheme) || view.matchMedia('(prefers-color-scheme: dark)').matches))
      ? undefined
      : { r: 255, g: 255, b: 255, a: 1 };
  /** The element a box is drawn in: its parent, or the host of the shadow tree it is in. */
  const container = (element: Element): Element | null => {
    if (element.parentElement) return element.parentElement;
    const root = element.getRootNode();
    return 'host' in root ? (root as ShadowRoot).host : null;
  };
  /**
   * The plain colour behind an element's text: the first opaque background colour of it or its
   * ancestors (else the canvas); undefined, so not judged, when an image, a gradient or a
   * half-transparent layer is on the way, or a positioned box may be drawn over something else.
   */
  const backgrounds = new Map<Element, Rgba | undefined>();
  const backgroundOf = (element: Element): Rgba | undefined => {
    if (backgrounds.has(element)) return backgrounds.get(element);
    const style = styleOf(element);
    const colour = colourOf(style.backgroundColor);
    let found: Rgba | undefined;
    if (style.backgroundImage !== 'none' || !colour) found = undefined;
    else if (colour.a >= 0.99) found = colour;
    else if (colour.a > 0.01 || overPicture(element, style)) found = undefined;
    else {
      const up = container(element);
      found = up ? backgroundOf(up) : canvas;
    }
    backgrounds.set(element, found);
    return found;
  };
  /**
   * A positioned box holding a picture (a hero's headline over its photo): what is behind its
   * text is the picture, not an ancestor's colour.
   */
  const overPicture = (element: Element, style: CSSStyleDeclaration): boolean =>
    style.position !== 'static' && element.querySelector(PICTURES) !== null;
  // A page uses few colours: each is parsed, and each pair judged, once per reading.
  const colours = new Map<string, Rgba | undefined>();
  const colourOf = (value: string): Rgba | undefined => {
    if (!colours.has(value)) colours.set(value, parseRgb(value));
    return colours.get(value);
  };
  const verdicts = new Map<Rgba, Map<Rgba, boolean>>();
  const alike = (text: Rgba, behind: Rgba): boolean => {
    const row = verdicts.get(text) ?? new Map<Rgba, boolean>();
    verdicts.set(text, row);
    let verdict = row.get(behind);
    if (verdict === undefined) row.set(behind, (verdict = sameColour(text, behind)));
    return verdict;
  };
  /** Text drawn in the colour of its plain background, with no outline or shadow to show it. */
  const inBackgroundColour = (element: Element, style: CSSStyleDeclaration): boolean => {
    const text = colourOf(style.getPropertyValue('-webkit-text-fill-color') || style.color);
    const behind = text && backgroundOf(element);
    if (!text || !behind || !alike(text, behind)) return false;
    return (
      style.textShadow === 'none' &&
      !(parseFloat(style.getPropertyValue('-webkit-text-stroke-width')) > 0)
    );
  };

  const range = doc.createRange();
  const shownParents = new Map<Element, boolean>();
  const parentShown = (parent: Element): boolean => {
    let shown = shownParents.get(parent);
    if (shown === undefined) {
      const style = styleOf(parent);
      const fill = style.getPropertyValue('-webkit-text-fill-color') || style.color;
      shown =
        !hidesInside(parent) &&
        parent.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
        (!TRANSPARENT.test(fill) || textFromBackground(parent)) &&
        style.fontSize !== '0px' &&
        (forSelection || !inBackgroundColour(parent, style));
      shownParents.set(parent, shown);
    }
    return shown;
  };

  const textShown = (node: Text): boolean => {
    const parent = node.parentElement;
    if (!parent || !parentShown(parent)) return false;
    // White space between elements has no box of its own once collapsed; it still separates
    // words, so it counts as shown when its element is.
    if (node.data.trim().length === 0) return true;
    range.selectNodeContents(node);
    for (const rect of range.getClientRects()) {
      if (rect.width > 0 && rect.height > 0 && !offPage(rect)) return true;
    }
    return false;
  };
  // Asked once per node and reading (the page's text is read in slices ahead of the walk).
  const rendered = new Map<Text, boolean>();
  const whiteSpaces = new Map<Element, WhiteSpace>();

  return {
    breakOf: (element) => breakOfStyle(element, styleOf(element).display),
    isHidden: hidesInside,
    whiteSpace: (node): WhiteSpace => {
      const parent = node.parentElement;
      if (!parent) return 'collapse';
      let mode = whiteSpaces.get(parent);
      if (mode === undefined) whiteSpaces.set(parent, (mode = whiteSpaceOfStyle(styleOf(parent))));
      return mode;
    },
    isRendered: (node) => {
      let shown = rendered.get(node);
      if (shown === undefined) rendered.set(node, (shown = textShown(node)));
      return shown;
    },
  };
}
