import type { Rgba } from '../mask/rle.ts';

/**
 * Each object asked for is drawn in the colour of its place in the question, in the popup and
 * on the page alike; distinct from the AI mask's orange-red and from each other.
 */
export const OBJECT_COLOURS: readonly Rgba[] = [
  { r: 40, g: 120, b: 255, a: 255 },
  { r: 30, g: 170, b: 90, a: 255 },
  { r: 170, g: 80, b: 230, a: 255 },
  { r: 240, g: 170, b: 0, a: 255 },
];

export function objectColour(index: number, alpha = 255): Rgba {
  const colour = OBJECT_COLOURS[index % OBJECT_COLOURS.length] ?? { r: 0, g: 0, b: 0, a: 255 };
  return { ...colour, a: alpha };
}
