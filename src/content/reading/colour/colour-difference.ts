import { linearSrgbToOklab, srgbToLinear, type Triple } from './colour-spaces.ts';
import type { Rgba } from './css-colour.ts';

/**
 * Whether a reader can tell two colours apart: text from what is behind it. Lightness by WCAG's
 * contrast ratio (which the eye's flare makes right at the dark end, where OKLab overstates it),
 * hue and colourfulness by their distance in OKLab's a/b plane: yellow on white is a ratio of
 * only 1.07, yet plainly seen. Pure.
 */

const linearOf = ({ r, g, b }: Rgba): Triple => [
  srgbToLinear(r / 255),
  srgbToLinear(g / 255),
  srgbToLinear(b / 255),
];

function luminance(colour: Rgba): number {
  const [r, g, b] = linearOf(colour);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG's contrast ratio of two opaque colours: 1 (the same) to 21 (black on white). */
export function contrastRatio(a: Rgba, b: Rgba): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** How far apart two opaque colours are in hue and colourfulness (OKLab a/b; 0 for two greys). */
export function chromaDistance(a: Rgba, b: Rgba): number {
  const [, a1, b1] = linearSrgbToOklab(linearOf(a));
  const [, a2, b2] = linearSrgbToOklab(linearOf(b));
  return Math.hypot(a1 - a2, b1 - b2);
}

/**
 * Below this ratio lightness alone cannot tell text from its background (#fafafa on white is
 * 1.04; the faintest grey text sites use on white, #ccc, is 1.6).
 */
export const INVISIBLE_CONTRAST = 1.15;
/**
 * Below this distance hue cannot either (a white's faint tint, #fff5f5, is 0.01; the palest
 * yellow people still read on white, #ffffcc, some 0.07; yellow, #ff0, 0.21).
 */
export const INVISIBLE_CHROMA = 0.04;

/** Whether a reader cannot tell the opaque colour `text` from the opaque `background`. */
export function indistinguishable(text: Rgba, background: Rgba): boolean {
  return (
    contrastRatio(text, background) < INVISIBLE_CONTRAST &&
    chromaDistance(text, background) < INVISIBLE_CHROMA
  );
}
