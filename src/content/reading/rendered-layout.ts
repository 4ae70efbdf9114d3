import type { WhiteSpace } from '../../shared/text/text-map-builder.ts';
import type { Rgba } from './colour/css-colour.ts';
import { clipsToNothing } from './colour/clip-path.ts';
import { maskHidesAll } from './colour/css-images.ts';
import { breakOfStyle, whiteSpaceOfStyle, type TextLayout } from '../../shared/text/text-layout.ts';
import { drawsOutline, textPaintJudge, type BoxLook } from './text-paint.ts';
import { layoutBoxes, type Box } from './layout-boxes.ts';
import { blockOf, blockShown, type BlockLayout } from './block-rects.ts';

/** `clip: rect(0 0 0 0)` and friends: nothing of the box is shown. */
const EMPTY_CLIP = /^rect\(\s*0(px)?[\s,]+0(px)?[\s,]+0(px)?[\s,]+0(px)?\s*\)$/;
/** A computed colour with nothing of it shown. */
const TRANSPARENT = /^rgba\(.*,\s*0\)$|^transparent$/;
/** A computed colour drawn whole (`rgb()` has no alpha). */
const OPAQUE = /^rgb\(/;
/** A filter's `opacity()` (the rest of a filter is judged with the colours). */
const FILTER_OPACITY = /\bopacity\(\s*([\d.]+%?)\s*\)/;
const filterAmount = (value: string): number =>
  value.endsWith('%') ? parseFloat(value) / 100 : parseFloat(value);
const FILTER_BLUR = /\bblur\(\s*([\d.]+)px\s*\)/g;
/**
 * Blurred by a third of its size or more (a paywall's smudged paragraphs), text cannot be read:
 * 16 px text under `blur(6px)`.
 */
const MAX_BLUR_PER_EM = 1 / 3;
/** A box this small with its overflow cut shows no readable text. */
const TINY = 1;
/** Overflow a reader can scroll (hidden and clip cut what is outside the box). */
const SCROLLS = /^(auto|scroll)$/;
/** Text smaller than this (px) is no text a reader can read: `font-size: .1px`. */
const MIN_FONT_PX = 1;
/** Glyph boxes lower than this (px, after transforms: `scale(.01)`) show nothing readable. */
const MIN_GLYPH_PX = 1.5;
/**
 * Elements that are drawn with nothing inside them (replaced, or void): never a stand-in for
 * undrawn text.
 */
const EMPTY_BY_NATURE = new Set([
  'AREA',
  'AUDIO',
  'BR',
  'BUTTON',
  'CANVAS',
  'EMBED',
  'HR',
  'IFRAME',
  'IMG',
  'INPUT',
  'METER',
  'OBJECT',
  'PICTURE',
  'PROGRESS',
  'SELECT',
  'TEXTAREA',
  'VIDEO',
  'WBR',
]);
/**
 * Drawn at under this opacity (its own, its filter's and its containers', multiplied), text is a
 * ghost whatever its colours: `opacity: .01`.
 */
const MIN_OPACITY = 0.05;
const XHTML = 'http://www.w3.org/1999/xhtml';
/** Displays of a box that stands alone in the flow. */
const BLOCK = /^(block|flow-root|flex|grid)$/;
/** What `trim()` leaves: text that is not all white space. */
const NOT_SPACE = /\S/;

/**
 * The layout of the live page, read from the browser: computed display and white space, and
 * whether a text can be seen at all. Text a reader cannot see is never read, so hidden decoys are
 * neither sent nor charged: display none, visibility hidden, inside a zero-size or clipped box
 * (`clip`, a `clip-path` that leaves nothing, a fully transparent mask), where no scrolling
 * reaches (off the page, or outside the area of the box it scrolls in: text scrolled away in an
 * editor's box or a wide code block is reachable, so it is read),
 * aria-hidden, under 1 px, at under 5% opacity, blurred past reading, transparent with nothing
 * else drawn, or (for a page read) painted so it cannot be told from what is behind it
 * (`text-paint.ts`: fill, stroke and shadows against the backgrounds, gradients, opacity,
 * filters and blend modes of the boxes it is in). Answers are cached per element: one layout is
 * made per reading, on an unchanging page.
 *
 * For a selection, `aria-hidden` is not taken as hidden: it hides text from assistive
 * technology, not from the eye, and site menus, modals and some article layouts carry it on
 * text people read and select. What the user selected and can see is theirs to check; so is
 * text in its background's colour they chose to select (the selection paints it in its own).
 */
export function renderedLayout(
  view: Window = window,
  { forSelection = false }: { forSelection?: boolean } = {},
): TextLayout {
  const doc = view.document;
  const boxOf = layoutBoxes(view);
  const styleOf = (element: Element): CSSStyleDeclaration => boxOf(element).style;
  // A box's record reads each of these at first need, and keeps it.
  const lookOf: (element: Element) => BoxLook = boxOf;
  const displayOf = (element: Element): string => boxOf(element).display;
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

  const scrolls = (element: Element): boolean => {
    if (element === root || element === doc.body) return false;
    const box = boxOf(element);
    // An inline box of text scrolls nothing (overflow applies to block containers; its scroll
    // and client widths are 0): its overflow is not read.
    if (box.scrolls === undefined && displayOf(element) === 'inline') box.scrolls = false;
    if (box.scrolls === undefined) {
      const across = SCROLLS.test(box.overflowX) && element.scrollWidth > element.clientWidth;
      const down = SCROLLS.test(box.overflowY) && element.scrollHeight > element.clientHeight;
      box.scrolls = across || down;
    }
    return box.scrolls;
  };
  /**
   * The nearest box holding `element` that a reader can scroll (overflow auto or scroll, with
   * more inside than it shows), short of the page itself: an editor's box, a chat log, a code
   * block. Cached per element.
   */
  const scrollerOf = (element: Element): Element | null => {
    const box = boxOf(element);
    if (box.scroller !== undefined) return box.scroller;
    const above = container(element);
    const found = !above ? null : scrolls(above) ? above : scrollerOf(above);
    box.scroller = found;
    return found;
  };
  /**
   * Whether a reader can bring a box into view: by scrolling the box it scrolls in (both axes,
   * right-to-left too), that box's own, and so on up to the page. Text scrolled away in an
   * editor is reachable; text placed outside every scrollable area (off the page, or before
   * the start of a box) is not.
   */
  const reachable = (rect: DOMRect, element: Element, inside = false): boolean => {
    // Text scrolls with the box it is in; a box, with the box around it.
    const scroller = inside && scrolls(element) ? element : scrollerOf(element);
    if (!scroller) return !offPage(rect);
    const box = scroller.getBoundingClientRect();
    const left = rect.left - box.left - scroller.clientLeft + scroller.scrollLeft;
    const top = rect.top - box.top - scroller.clientTop + scroller.scrollTop;
    const start =
      styleOf(scroller).direction === 'rtl' ? scroller.clientWidth - scroller.scrollWidth : 0;
    const within =
      left + rect.width > start &&
      left < start + scroller.scrollWidth &&
      top + rect.height > 0 &&
      top < scroller.scrollHeight;
    return within && reachable(box, scroller);
  };

  /**
   * Positioned out of the flow (absolute or fixed). Such an HTML box is blockified (CSS Display
   * 3, §2.7): its computed display is never an inline one, so an inline box's position (most of
   * an article's elements) need not be read to know it is not.
   */
  const isPlaced = (element: Element, box: Box): boolean => {
    if (element.namespaceURI === XHTML && box.display.startsWith('inline')) return false;
    const position = box.position;
    return position === 'absolute' || position === 'fixed';
  };

  /** Whether an element hides everything inside it (cached; ancestors first, without recursion). */
  const hidesInside = (element: Element): boolean => {
    const chain: Box[] = [];
    const elements: Element[] = [];
    let known: boolean | undefined;
    for (let at: Element | null = element; at; at = at.parentElement) {
      const box = boxOf(at);
      known = box.hides;
      if (known !== undefined) break;
      chain.push(box);
      elements.push(at);
    }
    let result = known ?? false;
    for (let i = chain.length - 1; i >= 0; i--) {
      result = result || hidesItself(elements[i]!);
      chain[i]!.hides = result;
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
    const box = boxOf(element);
    const { style } = box;
    // Each property read once: these getters compute their string on every read.
    const display = box.display;
    if (display === 'none') return true;
    if (display === 'contents') return false;
    const placed = isPlaced(element, box);
    if (placed && EMPTY_CLIP.test(style.clip)) return true;
    const clipPath = style.clipPath;
    if (clipPath !== 'none') {
      const rect = element.getBoundingClientRect();
      if (clipsToNothing(clipPath, rect.width, rect.height)) return true;
    }
    const mask = style.maskImage || style.getPropertyValue('-webkit-mask-image');
    if (mask && mask !== 'none' && maskHidesAll(mask)) return true;
    // Overflow cuts nothing of an inline box: read only for the others.
    if (display !== 'inline') {
      if (box.overflowX !== 'visible' || box.overflowY !== 'visible') {
        const rect = element.getBoundingClientRect();
        if (rect.width <= TINY || rect.height <= TINY) return true;
      }
    }
    if (placed) {
      const rect = element.getBoundingClientRect();
      if ((rect.width > 0 || rect.height > 0) && !reachable(rect, element)) return true;
    }
    return false;
  };

  // The canvas behind a page that paints no background: white, unless the page asks for a dark
  // scheme (whose exact colour differs by browser), or is a frame (which shows its parent's
  // page through): what is drawn on it is judged only where it is opaque then.
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
  const distinguishable = textPaintJudge(styleOf, container, canvas, lookOf);

  /**
   * How a box is drawn by the groups it is in: opacity (its own and its filter's, times its
   * containers') and blur (its filter's, plus its containers').
   */
  const groupOf = (element: Element): Box => {
    const chain: Box[] = [];
    let known: Box | undefined;
    for (let at: Element | null = element; at; at = container(at)) {
      const box = boxOf(at);
      if (box.groupOpacity !== undefined) {
        known = box;
        break;
      }
      chain.push(box);
    }
    let opacity = known?.groupOpacity ?? 1;
    let blur = known?.groupBlur ?? 0;
    for (let i = chain.length - 1; i >= 0; i--) {
      const box = chain[i]!;
      opacity *= Number(box.opacity);
      const filters = box.filter;
      if (filters !== 'none') {
        const filter = FILTER_OPACITY.exec(filters);
        if (filter) opacity *= filterAmount(filter[1]!);
        for (const radius of filters.matchAll(FILTER_BLUR)) blur += parseFloat(radius[1]!);
      }
      box.groupOpacity = opacity;
      box.groupBlur = blur;
    }
    return chain[0] ?? known!;
  };
  /** Drawn at near-zero opacity, or blurred past reading. */
  const faded = (element: Element, fontSize: number): boolean => {
    const group = groupOf(element);
    return group.groupOpacity! < MIN_OPACITY || group.groupBlur >= fontSize * MAX_BLUR_PER_EM;
  };

  const range = doc.createRange();
  const parentShown = (parent: Element): boolean => {
    const box = boxOf(parent);
    return (box.textShown ??= judgeParent(parent));
  };
  /** Cheapest first: a hidden container decides before any of the text's own looks is read. */
  const judgeParent = (parent: Element): boolean => {
    if (hidesInside(parent)) return false;
    if (!parent.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
    const style = styleOf(parent);
    const fontSize = parseFloat(style.fontSize);
    if (!(fontSize >= MIN_FONT_PX) || faded(parent, fontSize)) return false;
    const fill = style.getPropertyValue('-webkit-text-fill-color') || style.color;
    const fromBackground = !OPAQUE.test(fill) && textFromBackground(parent);
    // Transparent text shows only its shadow or stroke, if any.
    if (TRANSPARENT.test(fill) && !fromBackground && !drawsOutline(style)) return false;
    // What a reader selects is painted in the selection's colours: seen, whatever its own.
    return forSelection || fromBackground || distinguishable(parent, fill);
  };

  /** Whether a box of text whose parent is `parent` is one a reader can see there. */
  const boxShown = (rect: DOMRect, parent: Element): boolean =>
    rect.width > 0 && rect.height >= MIN_GLYPH_PX && reachable(rect, parent, true);
  /** Whether one of the rects the range now holds is text a reader can see there. */
  const rangeShown = (parent: Element): boolean => {
    // By index: a DOMRectList's iterator cost a sixth again of the boxes themselves.
    const rects = range.getClientRects();
    for (let i = 0; i < rects.length; i++) {
      if (boxShown(rects[i]!, parent)) return true;
    }
    return false;
  };
  const blockLayout: BlockLayout = { display: displayOf, boxShown };
  /** Whether the block `parent`'s text runs in says at once that its text is seen there. */
  const seenInBlock = (parent: Element): boolean => {
    const box = boxOf(parent);
    const block = (box.block ??= blockOf(parent, blockLayout) ?? null);
    if (!block) return false;
    const blockBox = boxOf(block);
    return (blockBox.blockShown ??= blockShown(block, blockLayout, range));
  };

  const textShown = (node: Text): boolean => {
    const parent = node.parentElement;
    if (!parent || !parentShown(parent)) return false;
    // White space between elements has no box of its own once collapsed; it still separates
    // words, so it counts as shown when its element is.
    if (!NOT_SPACE.test(node.data)) return true;
    if (seenInBlock(parent)) return true;
    range.selectNodeContents(node);
    return rangeShown(parent);
  };
  // Asked once per node and reading (the page's text is read in slices ahead of the walk).
  const rendered = new Map<Text, boolean>();

  return {
    // Asked as the walk enters an element and as it leaves it.
    breakOf: (element) => {
      const box = boxOf(element);
      return (box.breaks ??= breakOfStyle(element, displayOf(element)));
    },
    isHidden: hidesInside,
    whiteSpace: (node): WhiteSpace => {
      const parent = node.parentElement;
      if (!parent) return 'collapse';
      const box = boxOf(parent);
      return (box.whiteSpace ??= whiteSpaceOfStyle(box.style));
    },
    isRendered: (node) => {
      let shown = rendered.get(node);
      if (shown === undefined) rendered.set(node, (shown = textShown(node)));
      return shown;
    },
    isUndrawn: (element) => {
      // Only an editing host's: a page's own empty boxes (spacers, placeholders) hold nothing.
      if (element.childNodes.length > 0 || !(element as HTMLElement).isContentEditable) {
        return false;
      }
      if (element.namespaceURI !== XHTML || EMPTY_BY_NATURE.has(element.tagName)) return false;
      const style = styleOf(element);
      // A block of its own (an empty table cell or list item is drawn as one, bullet and all).
      if (!BLOCK.test(displayOf(element))) return false;
      // A painted box (a coloured band, a picture set as its background) is not a gap.
      if (style.backgroundImage !== 'none' || !TRANSPARENT.test(style.backgroundColor)) {
        return false;
      }
      // At least a line's height: an empty paragraph an editor keeps has a <br> in it.
      return element.getBoundingClientRect().height >= parseFloat(style.fontSize);
    },
    isDisguised: (node) => {
      const parent = node.parentElement;
      // Not drawn at all, or hidden from everyone on purpose (a closed menu, an aria-hidden
      // part of a page): not a disguise.
      if (!parent?.checkVisibility({ visibilityProperty: true })) return false;
      if (!forSelection && parent.closest('[aria-hidden="true"]')) return false;
      // Laid out at all, if only as a speck (a tenth of a pixel has boxes of no size in Chromium).
      // Its first character that is not white space says so: the boxes of all of it would cost
      // one long task on a page that hides a book's worth of text in an empty box.
      const first = node.data.search(/\S/);
      if (first < 0) range.selectNodeContents(node);
      else {
        range.setStart(node, first);
        range.setEnd(node, first + 1);
      }
      return range.getClientRects().length > 0;
    },
  };
}
