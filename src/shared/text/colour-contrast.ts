/**
 * Whether text is drawn in (nearly) the colour of what is behind it: white on white, a page's
 * own background colour, text nobody can see and a page can hide words in. Pure: colours as the
 * browser computes them (`rgb()`/`rgba()`); what it cannot read, it does not judge.
 */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  /** 0 (transparent) to 1 (opaque). */
  a: number;
}

const RGB = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)(?:\s*[,/]\s*([\d.]+)(%?))?\s*\)$/i;

/** A computed `rgb()`/`rgba()` colour; undefined for any other form (`color(…)`, `oklch(…)`). */
export function parseRgb(value: string): Rgba | undefined {
  const match = RGB.exec(value.trim());
  if (!match) return undefined;
  const alpha = match[4] === undefined ? 1 : Number(match[4]) / (match[5] ? 100 : 1);
  return { r: Number(match[1]), g: Number(match[2]), b: Number(match[3]), a: alpha };
}

/** `top` drawn over an opaque `bottom`. */
export function composite(top: Rgba, bottom: Rgba): Rgba {
  const mix = (t: number, b: number): number => t * top.a + b * (1 - top.a);
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a: 1 };
}

function luminance({ r, g, b }: Rgba): number {
  const linear = (c: number): number => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG's contrast ratio of two opaque colours: 1 (the same) to 21 (black on white). */
export function contrastRatio(a: Rgba, b: Rgba): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * Below this ratio text cannot be told from its background (#fafafa on white is 1.04; the
 * faintest grey text sites use on white, #ccc, is 1.6).
 */
export const INVISIBLE_CONTRAST = 1.15;

/** Whether text of colour `text` cannot be seen on the opaque `background`. */
export function sameColour(text: Rgba, background: Rgba): boolean {
  return contrastRatio(composite(text, background), background) < INVISIBLE_CONTRAST;
}
