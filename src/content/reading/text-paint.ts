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
 * (a computed style's getters make their string on every read, the main cost of a page read).
 */
export interface BoxLook {
  opacity: string;
  filter: string;
  position: string;
}

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
      background: backgroundOf(element, style, look.position),
      group: grouped ? { opacity, filter, blend } : undefined,
    };
  };
  /** Each way a box's own background may look (a gradient's stops over its colour). */
  const backgroundOf = (
    element: Element,
    style: CSSStyleDeclaration,
    position: string,
  ): Rgba[] | undefined => {
    const colour = colourOf(style.backgroundColor);
    // A positioned box holding a picture (a hero's headline over its photo) draws over it.
    if (!colour || (position !== 'static' && element.querySelector(PICTURES))) {
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

  return (element, fill) => {
    const paints = paintsOf(styleOf(element), fill);
    if (!paints) return true;
    const chain: PaintLayer[] = [];
    for (let at: Element | null = element; at; at = container(at)) {
      const layer = layerOf(at);
      if (!layer) return true;
      chain.push(layer);
    }
    return textDistinguishable(chain.reverse(), canvas, paints);
  };
}
