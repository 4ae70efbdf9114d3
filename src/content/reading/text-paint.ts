import { isBlendMode, over, type BlendMode } from './colour/compositing.ts';
import { parseColour, type Rgba } from './colour/css-colour.ts';
import { parseFilter, type ColourFilter } from './colour/css-filter.ts';
import { imageLayers, topLevel } from './colour/css-images.ts';
import { textDistinguishable, type PaintLayer } from './colour/text-visibility.ts';

/** What a positioned box may draw text over, instead of its ancestors' backgrounds. */
const PICTURES = 'img, picture, video, canvas, svg, iframe, object, embed';
/** A stroke thinner than this (px) draws nothing a reader sees: a "hair-thin" outline. */
const MIN_STROKE_PX = 0.5;

/** Whether text draws something besides its fill: a shadow, or a stroke thick enough to see. */
export const drawsOutline = (style: CSSStyleDeclaration): boolean =>
  !['none', ''].includes(style.textShadow) ||
  parseFloat(style.getPropertyValue('-webkit-text-stroke-width')) >= MIN_STROKE_PX;
/**
 * A box's computed properties that both the paint judge and the layout read: read once per box
 * (a computed style's getters make their string on every read, the main cost of a page read),
 * each at first need (`position` only of a box that holds a picture, here).
 */
export interface BoxLook {
  readonly opacity: string;
  readonly filter: string;
  readonly position: string;
}

/** A box drawn as if it were not there: no group, and at most one background, fully transparent. */
const paintsNothing = ({ background, group }: PaintLayer): boolean =>
  group === undefined &&
  background !== undefined &&
  background.length <= 1 &&
  background.every((colour) => colour.a === 0);

const colourKey = ({ r, g, b, a }: Rgba): string => `${r},${g},${b},${a}`;

/** Background combinations (gradient stops) one box may bring before it is not judged. */
const MAX_STOPS = 16;

/**
 * Whether the text of an element can be told from what is painted behind it, read from the
 * live page's computed styles and judged by `textDistinguishable` (shared/colour): fill, stroke
 * and shadows against every box it is in, with their opacity, filters and blend modes. Styles
 * and each box's layer are read once per reading.
 */
export function textPaintJudge(
  styleOf: (element: Element) => CSSStyleDeclaration,
  container: (element: Element) => Element | null,
  canvas: Rgba | undefined,
  lookOf: (element: Element) => BoxLook,
): (element: Element, fill?: string) => boolean {
  const colours = new Map<string, Rgba | undefined>();
  const colourOf = (value: string): Rgba | undefined => {
    if (!colours.has(value)) colours.set(value, parseColour(value));
    return colours.get(value);
  };
  const filters = new Map<string, ColourFilter | undefined>();
  const filterOf = (value: string): ColourFilter | undefined => {
    if (!filters.has(value)) filters.set(value, parseFilter(value));
    return filters.get(value);
  };

  /**
   * The elements holding a picture, marked once from the pictures up: a `querySelector` in each
   * positioned box walked its whole subtree (big pages nest many positioned boxes).
   */
  let holders: Set<Node> | undefined;
  const holdsPicture = (element: Element): boolean => {
    if (!holders) {
      holders = new Set();
      for (const picture of element.ownerDocument.querySelectorAll(PICTURES)) {
        for (let at = picture.parentNode; at && !holders.has(at); at = at.parentNode) {
          holders.add(at);
        }
      }
    }
    // In a shadow tree, the document's pictures are not its own: asked of the tree itself.
    return element.getRootNode() === element.ownerDocument
      ? holders.has(element)
      : element.querySelector(PICTURES) !== null;
  };

  const layers = new Map<Element, PaintLayer | null>();
  /** The box's layer; null when it paints what cannot be judged (a drop shadow, an SVG filter). */
  const layerOf = (element: Element): PaintLayer | null => {
    let layer = layers.get(element);
    if (layer === undefined) layers.set(element, (layer = readLayer(element)));
    return layer;
  };
  const readLayer = (element: Element): PaintLayer | null => {
    const style = styleOf(element);
    const look = lookOf(element);
    const opacity = Number(look.opacity);
    const filters = look.filter;
    const filter = filters === 'none' ? undefined : filterOf(filters);
    if (filters !== 'none' && !filter) return null;
    const blendValue = style.mixBlendMode || 'normal';
    const blend: BlendMode = isBlendMode(blendValue) ? blendValue : 'normal';
    const grouped = opacity < 1 || filter !== undefined || blend !== 'normal';
    return {
      background: backgroundOf(element, style, look),
      group: grouped ? { opacity, filter, blend } : undefined,
    };
  };
  /** Each way a box's own background may look (a gradient's stops over its colour). */
  const backgroundOf = (
    element: Element,
    style: CSSStyleDeclaration,
    look: BoxLook,
  ): Rgba[] | undefined => {
    const colour = colourOf(style.backgroundColor);
    // A positioned box holding a picture (a hero's headline over its photo) draws over it.
    if (!colour || (holdsPicture(element) && look.position !== 'static')) {
      return undefined;
    }
    let looks = [colour];
    // Image layers are listed top first: drawn bottom first.
    for (const image of imageLayers(style.backgroundImage).reverse()) {
      if (image === 'unknown') return undefined;
      if (image.stops.length === 0) continue;
      looks = looks.flatMap((below) => image.stops.map((stop) => over(stop, below)));
      if (looks.length > MAX_STOPS) return undefined;
    }
    return looks;
  };

  /** The paints of an element's text: fill, a stroke thick enough to see, each shadow. */
  const paintsOf = (style: CSSStyleDeclaration, fillValue?: string): Rgba[] | undefined => {
    const fill = colourOf(
      fillValue ?? (style.getPropertyValue('-webkit-text-fill-color') || style.color),
    );
    if (!fill) return undefined;
    const paints = [fill];
    if (parseFloat(style.getPropertyValue('-webkit-text-stroke-width')) >= MIN_STROKE_PX) {
      const stroke = colourOf(style.getPropertyValue('-webkit-text-stroke-color') || style.color);
      if (!stroke) return undefined;
      paints.push(stroke);
    }
    const shadows = style.textShadow;
    if (shadows !== 'none' && shadows !== '') {
      for (const shadow of topLevel(shadows)) {
        // Browsers compute the colour first; a shadow whose colour cannot be read is not judged.
        const colour = colourOf(topLevel(shadow, ' ')[0] ?? '');
        if (!colour) return undefined;
        paints.push(colour);
      }
    }
    return paints;
  };

  /**
   * The boxes that paint behind an element's text, as the nearest of them that paints anything
   * (null: one paints what cannot be judged; the element itself when none paints). Boxes with
   * no background and no group (most of a page's) change nothing, so text whose painting boxes
   * are the same is judged once for each set of paints: on an article, once or twice in all.
   */
  const painters = new Map<Element, Element | null>();
  const painterOf = (element: Element): Element | null => {
    // Up to the first box known or painting, then each box below it answered (no recursion:
    // pages nest thousands deep).
    const chain: Element[] = [];
    let painter: Element | null | undefined;
    for (let at: Element | null = element; at; at = container(at)) {
      painter = painters.get(at);
      if (painter !== undefined) break;
      const layer = layerOf(at);
      if (!layer || !paintsNothing(layer)) {
        painter = layer ? at : null;
        painters.set(at, painter);
        break;
      }
      chain.push(at);
    }
    // Nothing above paints: the outermost box stands for them all (the canvas behind it).
    const found = painter === undefined ? chain[chain.length - 1]! : painter;
    for (const at of chain) painters.set(at, found);
    return found;
  };
  /**
   * What the painting boxes behind a painter look like, as a key (null: one cannot be judged):
   * boxes that look alike over the same backdrop (a page's hundred buttons) are judged once.
   */
  const chainKeys = new Map<Element, string | null>();
  const filterIds = new Map<ColourFilter, number>();
  const layerKey = ({ background, group }: PaintLayer): string => {
    const colours = background?.map(colourKey).join(';') ?? '?';
    if (!group) return colours;
    const { filter } = group;
    let filterId = 0;
    if (filter) {
      filterId = filterIds.get(filter) ?? filterIds.size + 1;
      filterIds.set(filter, filterId);
    }
    return `${colours}/${group.opacity},${filterId},${group.blend}`;
  };
  const chainKeyOf = (painter: Element): string | null => {
    // Up to a painter whose key is known, then each key made from the one above (no recursion).
    const below: Element[] = [];
    let above: string | null | undefined;
    for (let at: Element | null = painter; at;) {
      above = chainKeys.get(at);
      if (above !== undefined) break;
      below.push(at);
      const next = container(at);
      at = next && painterOf(next);
      if (next && !at) above = null;
    }
    let key = above === undefined ? '' : above;
    for (let i = below.length - 1; i >= 0; i--) {
      const layer = layerOf(below[i]!);
      key = key === null || !layer ? null : `${key}<${layerKey(layer)}`;
      chainKeys.set(below[i]!, key);
    }
    return key;
  };
  const judged = new Map<string, boolean>();
  const judge = (painter: Element, paints: readonly Rgba[]): boolean => {
    const chainKey = chainKeyOf(painter);
    if (chainKey === null) return true;
    const key = `${chainKey}#${paints.map(colourKey).join(' ')}`;
    let seen = judged.get(key);
    if (seen === undefined) {
      const chain: PaintLayer[] = [];
      for (let at: Element | null = painter; at; at = container(at)) {
        const layer = layerOf(at);
        if (!layer) return true;
        chain.push(layer);
      }
      judged.set(key, (seen = textDistinguishable(chain.reverse(), canvas, paints)));
    }
    return seen;
  };

  return (element, fill) => {
    const painter = painterOf(element);
    if (!painter) return true;
    const style = styleOf(element);
    const fillColour = colourOf(
      fill ?? (style.getPropertyValue('-webkit-text-fill-color') || style.color),
    );
    if (!fillColour) return true;
    // Text is seen when any of its paints is: its fill, mostly, so its stroke and shadows are
    // read only when the fill alone cannot be told from what is behind it.
    if (judge(painter, [fillColour])) return true;
    const paints = paintsOf(style, fill);
    return paints === undefined || (paints.length > 1 && judge(painter, paints));
  };
}
