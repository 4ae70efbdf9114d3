import { indistinguishable } from './colour-difference.ts';
import { blendOver, over, type BlendMode } from './compositing.ts';
import { TRANSPARENT, type Rgba } from './css-colour.ts';
import type { ColourFilter } from './css-filter.ts';

/**
 * Whether text can be told from what is painted behind it, compositing what lies between the
 * page's canvas and the glyphs as a browser does: each box's background (a gradient as each of
 * its stops), group opacity, colour filters and blend modes. Pure.
 *
 * Approximations, on the side of "seen" wherever they cannot tell: only the boxes the text is
 * inside are behind it (not positioned siblings); a group is drawn over the backdrop it blends
 * with (a blend mode inside an element with no background of its own reaches through it, as
 * without isolation); a gradient is judged at its stops, so text is hidden only when it is lost
 * against every stop; behind a picture (or an unknown canvas) only what is drawn over it counts,
 * and only when that is opaque.
 */
export interface PaintLayer {
  /**
   * The box's own background, one colour per way it may look behind the text (a gradient's
   * stops over its colour); undefined when a picture or something else unknown is drawn there.
   */
  background: readonly Rgba[] | undefined;
  /** `opacity` and `filter`: undefined when neither is set. */
  group?: { opacity: number; filter?: ColourFilter | undefined; blend: BlendMode } | undefined;
}

/** Combinations of backgrounds tried before giving up (and calling the text seen). */
const MAX_COMBINATIONS = 64;

/**
 * Whether a reader can see text painted in any of `paints` (its fill, a stroke, each shadow) in
 * the innermost of `layers` (outermost first), over `canvas` (undefined: not known).
 */
export function textDistinguishable(
  layers: readonly PaintLayer[],
  canvas: Rgba | undefined,
  paints: readonly Rgba[],
): boolean {
  let first = layers.length;
  while (first > 0 && layers[first - 1]!.background !== undefined) first--;
  const known = first === 0 && canvas !== undefined;
  const base = known ? canvas : TRANSPARENT;
  const chain = layers.slice(first);
  let combinations = 1;
  for (const layer of chain) combinations *= Math.max(1, layer.background!.length);
  if (combinations > MAX_COMBINATIONS) return true;

  const choice = new Array<Rgba>(chain.length);
  const render = (i: number, backdrop: Rgba, paint: Rgba | undefined): Rgba => {
    if (i === chain.length) return paint ? over(paint, backdrop) : backdrop;
    const { group } = chain[i]!;
    const own = choice[i]!;
    if (!group) return render(i + 1, over(own, backdrop), paint);
    const inside = render(i + 1, own, paint);
    const filtered = group.filter ? group.filter.apply(inside) : inside;
    return blendOver({ ...filtered, a: filtered.a * group.opacity }, backdrop, group.blend);
  };
  const seen = (i: number): boolean => {
    if (i < chain.length) {
      const options = chain[i]!.background!;
      for (const option of options.length > 0 ? options : [TRANSPARENT]) {
        choice[i] = option;
        if (seen(i + 1)) return true;
      }
      return false;
    }
    const without = render(0, base, undefined);
    for (const paint of paints) {
      const withText = render(0, base, paint);
      // Over something unknown, only an opaque result can be judged.
      if (!known && (withText.a < 0.99 || without.a < 0.99)) return true;
      if (!indistinguishable(opaque(withText), opaque(without))) return true;
    }
    return false;
  };
  return seen(0);
}

const opaque = (colour: Rgba): Rgba => (colour.a >= 1 ? colour : { ...colour, a: 1 });
