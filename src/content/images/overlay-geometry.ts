/**
 * Where an image's pixels are on screen, from numbers and CSS strings read off the element: the
 * content box of an <img> with its object-fit and object-position, or the background positioning
 * area of another element with its background-size and background-position. Pure, so the maths
 * is tested without a layout engine; image-overlay.ts does the reading and drawing.
 */

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface Size {
  width: number;
  height: number;
}

export interface Edges {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

export type ObjectFit = 'fill' | 'contain' | 'cover' | 'none' | 'scale-down';

/** One axis of a CSS position: a share of the free space plus a fixed offset. */
export interface Offset {
  percent: number;
  px: number;
}

export interface Position {
  x: Offset;
  y: Offset;
}

/** Everything about an element that decides where its image is drawn, as CSS reports it. */
export interface ElementMeasure {
  /** getBoundingClientRect() of the element (its border box), viewport coordinates. */
  rect: Box;
  /** Where the overlay host's (0, 0) is, viewport coordinates. */
  origin: { left: number; top: number };
  border: Edges;
  padding: Edges;
  /** 'replaced' for <img> (object-fit), 'background' for a CSS background image. */
  kind: 'replaced' | 'background';
  /** object-fit, or background-size. */
  fit: string;
  /** object-position, or background-position. */
  position: string;
  /** background-origin; ignored for images. */
  backgroundOrigin?: string;
  /** The image's own pixel size (naturalWidth/Height), or the analysed size when unknown. */
  natural: Size;
}

export interface OverlayLayout {
  /** The box the overlay is clipped to, relative to the host's origin. */
  frame: Box;
  /** The image's drawn rectangle, relative to the frame (can overflow it with cover). */
  image: Box;
}

const CENTRE: Offset = { percent: 50, px: 0 };
const KEYWORD: Record<string, number> = { left: 0, top: 0, center: 50, right: 100, bottom: 100 };

/** The first layer of a comma-separated background value. */
const firstLayer = (value: string): string => (value.split(',')[0] ?? '').trim().toLowerCase();

export function insetBox(box: Box, edges: Edges): Box {
  return {
    left: box.left + edges.left,
    top: box.top + edges.top,
    width: Math.max(0, box.width - edges.left - edges.right),
    height: Math.max(0, box.height - edges.top - edges.bottom),
  };
}

export function parseObjectFit(value: string): ObjectFit {
  const fit = value.trim().toLowerCase();
  return fit === 'contain' || fit === 'cover' || fit === 'none' || fit === 'scale-down'
    ? fit
    : 'fill';
}

/** A length or percentage token; undefined for anything else (calc(), em, ...). */
function offset(token: string): Offset | undefined {
  if (token in KEYWORD) return { percent: KEYWORD[token] ?? 50, px: 0 };
  const match = /^(-?[\d.]+)(px|%)?$/.exec(token);
  if (!match) return undefined;
  const value = Number(match[1]);
  if (!Number.isFinite(value)) return undefined;
  if (match[2] === '%') return { percent: value, px: 0 };
  // A bare number is only valid as 0.
  return match[2] === 'px' || value === 0 ? { percent: 0, px: value } : undefined;
}

/** `right 10px` is 10px in from the right edge: 100% minus the offset. */
function edgeOffset(keyword: string, token: string): Offset | undefined {
  const base = KEYWORD[keyword];
  const shift = offset(token);
  if (base === undefined || !shift || keyword === 'center') return undefined;
  // From the far edge the offset counts inwards; `|| 0` keeps -0 out of the result.
  const sign = base === 100 ? -1 : 1;
  return { percent: base + sign * shift.percent, px: sign * shift.px || 0 };
}

const isVertical = (token: string): boolean => token === 'top' || token === 'bottom';
const isHorizontal = (token: string): boolean => token === 'left' || token === 'right';

/**
 * object-position / background-position in the forms browsers report: one or two keywords,
 * lengths or percentages, or four-value edge offsets. Anything else is centred, the CSS default
 * for object-position (background-position defaults to 0 0 but always reports a value).
 */
export function parsePosition(value: string): Position {
  const tokens = firstLayer(value).split(/\s+/).filter(Boolean);
  if (tokens.length === 1) {
    const [only = ''] = tokens;
    const axis = offset(only) ?? CENTRE;
    return isVertical(only) ? { x: CENTRE, y: axis } : { x: axis, y: CENTRE };
  }
  if (tokens.length === 2) {
    let [first = '', second = ''] = tokens;
    if (isVertical(first) || isHorizontal(second)) [first, second] = [second, first];
    const x = offset(first);
    const y = offset(second);
    return x && y ? { x, y } : { x: CENTRE, y: CENTRE };
  }
  if (tokens.length === 4) {
    let [k1 = '', v1 = '', k2 = '', v2 = ''] = tokens;
    if (isVertical(k1)) [k1, v1, k2, v2] = [k2, v2, k1, v1];
    const x = edgeOffset(k1, v1);
    const y = edgeOffset(k2, v2);
    if (x && y && isHorizontal(k1) && isVertical(k2)) return { x, y };
  }
  return { x: CENTRE, y: CENTRE };
}

/** The drawn size of a replaced element's content under object-fit. */
export function fittedSize(area: Size, natural: Size, fit: ObjectFit): Size {
  if (fit === 'fill' || natural.width <= 0 || natural.height <= 0) return area;
  const contain = Math.min(area.width / natural.width, area.height / natural.height);
  const cover = Math.max(area.width / natural.width, area.height / natural.height);
  const scale =
    fit === 'contain'
      ? contain
      : fit === 'cover'
        ? cover
        : fit === 'none'
          ? 1
          : Math.min(1, contain);
  return { width: natural.width * scale, height: natural.height * scale };
}

/** One background-size dimension: a length, a share of the area, or undefined for auto. */
function sizeToken(token: string | undefined, areaSide: number): number | undefined {
  if (token === undefined || token === 'auto') return undefined;
  const match = /^([\d.]+)(px|%)$/.exec(token);
  if (!match) return undefined;
  const value = Number(match[1]);
  return match[2] === '%' ? (areaSide * value) / 100 : value;
}

/** The drawn size of a background image under background-size (first layer). */
export function backgroundSize(value: string, area: Size, natural: Size): Size {
  const size = firstLayer(value);
  if (size === 'cover' || size === 'contain') return fittedSize(area, natural, size);
  const [w, h] = size.split(/\s+/);
  const width = sizeToken(w, area.width);
  const height = sizeToken(h, area.height);
  const ratio = natural.height > 0 ? natural.width / natural.height : 1;
  if (width !== undefined && height !== undefined) return { width, height };
  if (width !== undefined) return { width, height: width / ratio };
  if (height !== undefined) return { width: height * ratio, height };
  return natural;
}

/** Places a drawn size in an area: position percentages share out the free space. */
export function placeInArea(area: Size, drawn: Size, position: Position): Box {
  return {
    left: ((area.width - drawn.width) * position.x.percent) / 100 + position.x.px,
    top: ((area.height - drawn.height) * position.y.percent) / 100 + position.y.px,
    width: drawn.width,
    height: drawn.height,
  };
}

function backgroundArea(rect: Box, measure: ElementMeasure): Box {
  const origin = firstLayer(measure.backgroundOrigin ?? 'padding-box');
  if (origin === 'border-box') return rect;
  const padded = insetBox(rect, measure.border);
  return origin === 'content-box' ? insetBox(padded, measure.padding) : padded;
}

/** Where to put the overlay for an element, relative to the overlay host. */
export function overlayLayout(measure: ElementMeasure): OverlayLayout {
  const { rect, origin } = measure;
  const area =
    measure.kind === 'replaced'
      ? insetBox(insetBox(rect, measure.border), measure.padding)
      : backgroundArea(rect, measure);
  const drawn =
    measure.kind === 'replaced'
      ? fittedSize(area, measure.natural, parseObjectFit(measure.fit))
      : backgroundSize(measure.fit, area, measure.natural);
  return {
    frame: { ...area, left: area.left - origin.left, top: area.top - origin.top },
    image: placeInArea(area, drawn, parsePosition(measure.position)),
  };
}

/**
 * The canvas backing size for a drawn rectangle: device pixels (CSS size times pixel ratio),
 * but never more than the analysed mask has (upscaling adds no detail; CSS stretches it) nor
 * more than `maxPixels` in all.
 */
export function backingSize(drawn: Size, pixelRatio: number, mask: Size, maxPixels: number): Size {
  const ratio = pixelRatio > 0 && Number.isFinite(pixelRatio) ? pixelRatio : 1;
  let width = Math.min(mask.width, Math.round(drawn.width * ratio));
  let height = Math.min(mask.height, Math.round(drawn.height * ratio));
  if (width * height > maxPixels) {
    const shrink = Math.sqrt(maxPixels / (width * height));
    width = Math.floor(width * shrink);
    height = Math.floor(height * shrink);
  }
  return { width: Math.max(1, width), height: Math.max(1, height) };
}
