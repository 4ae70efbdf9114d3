/**
 * Heat values from a heatmap sent as a picture (decoded by the caller into RGBA bytes). The
 * service does not say how it colours one, so two common conventions are read:
 * - grey (every pixel has R = G = B): brightness is heat;
 * - colour: the rainbow ramps heatmaps use (jet, turbo) run from blue (cold) through cyan,
 *   green and yellow to red (hot), so heat follows the hue from 240° down to 0°.
 * Transparency scales heat down: a see-through pixel adds no heat.
 */

/** Pixels whose channels differ by at most this are grey (JPEG noise). */
const GREY_TOLERANCE = 6;

function isGrey(rgba: Uint8ClampedArray | Uint8Array): boolean {
  for (let i = 0; i < rgba.length; i += 4) {
    const r = rgba[i] as number;
    const g = rgba[i + 1] as number;
    const b = rgba[i + 2] as number;
    if (Math.max(r, g, b) - Math.min(r, g, b) > GREY_TOLERANCE) return false;
  }
  return true;
}

/** 0 for blue (240°) or beyond, 1 for red (0°); purples past blue count as cold. */
function hueHeat(r: number, g: number, b: number): number {
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  if (max === min) return 0;
  const delta = max - min;
  let hue: number;
  if (max === r) hue = (((g - b) / delta) % 6) * 60;
  else if (max === g) hue = ((b - r) / delta + 2) * 60;
  else hue = ((r - g) / delta + 4) * 60;
  if (hue < 0) hue += 360;
  // Magenta-red wraps near 360°: nearer red than blue is hot.
  if (hue > 300) return 1;
  return hue >= 240 ? 0 : 1 - hue / 240;
}

/** One heat byte per pixel of `rgba` (4 bytes per pixel, ImageData order). */
export function pictureHeat(rgba: Uint8ClampedArray | Uint8Array): Uint8Array {
  const pixels = rgba.length >> 2;
  const values = new Uint8Array(pixels);
  const grey = isGrey(rgba);
  for (let p = 0, i = 0; p < pixels; p++, i += 4) {
    const r = rgba[i] as number;
    const g = rgba[i + 1] as number;
    const b = rgba[i + 2] as number;
    const alpha = (rgba[i + 3] as number) / 255;
    const heat = grey ? r / 255 : hueHeat(r, g, b);
    values[p] = Math.round(heat * alpha * 255);
  }
  return values;
}
