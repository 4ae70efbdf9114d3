import {
  markLook,
  type HighlightKind,
  type MarkLook,
} from '../../shared/text-checks/highlight-names.ts';

/** One range of ours to look at, with the kind it was painted as. */
export interface LookedAt {
  kind: HighlightKind;
  name: string;
  range: AbstractRange;
}

/**
 * How many of our ranges a check looks at: reading a highlight's computed style costs a style
 * resolution, so a page of 3,000 spans is gone through in turns, this many a check.
 */
const SAMPLE = 40;

/**
 * Whether the page restyled our marks, read as the browser computes them on a turn of our ranges
 * from `from` on: a component's `<style>` comes before every sheet we can add to it, so its
 * earlier cascade layer's `!important` beats ours (Chromium; in Firefox our user sheet wins).
 * Answers the kinds found restyled and where the next turn starts. A style the browser cannot
 * compute (an element gone, a browser without it) and forced colours (the reader's) tell nothing.
 */
export function restyledMarks(
  marks: readonly LookedAt[],
  from: number,
): { restyled: HighlightKind[]; next: number } {
  if (marks.length === 0 || matchMedia('(forced-colors: active)').matches) {
    return { restyled: [], next: 0 };
  }
  const restyled = new Set<HighlightKind>();
  const count = Math.min(SAMPLE, marks.length);
  for (let i = 0; i < count; i++) {
    const mark = marks[(from + i) % marks.length];
    const element = mark?.range.startContainer.parentElement;
    if (!mark || !element?.isConnected) continue;
    const style = getComputedStyle(element, `::highlight(${mark.name})`);
    if (style.backgroundColor !== '' && !looksOurs(style, markLook(mark.kind))) {
      restyled.add(mark.kind);
    }
  }
  return { restyled: [...restyled], next: (from + count) % marks.length };
}

/** Whether a computed highlight style is the one our rules give (markLook). */
export function looksOurs(style: CSSStyleDeclaration, look: MarkLook): boolean {
  if (!sameColour(style.backgroundColor, look.background) || style.textShadow !== 'none') {
    return false;
  }
  const { underline } = look;
  if (!underline) return style.textDecorationLine === 'none';
  return (
    style.textDecorationLine === 'underline' &&
    style.textDecorationStyle === underline.style &&
    style.textDecorationThickness === underline.thickness &&
    (underline.decoration === undefined ||
      sameColour(style.textDecorationColor, underline.decoration))
  );
}

/** Two colours as [r, g, b, a]: equal to a unit of rounding (a serialised alpha's 0.01). */
export function sameColour(a: string, b: string): boolean {
  const x = rgba(a);
  const y = rgba(b);
  if (!x || !y) return false;
  return x.every((n, i) => Math.abs(n - (y[i] ?? NaN)) <= (i === 3 ? 0.01 : 1));
}

/** A colour as computed styles write it (rgb/rgba), or as ours are written (hex, transparent). */
function rgba(colour: string): number[] | undefined {
  const text = colour.trim().toLowerCase();
  if (text === 'transparent') return [0, 0, 0, 0];
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/.exec(text)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
    return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)).concat(1);
  }
  const parts = /^rgba?\(([^)]*)\)$/
    .exec(text)?.[1]
    ?.split(/[\s,/]+/)
    .filter(Boolean);
  if (!parts || (parts.length !== 3 && parts.length !== 4)) return undefined;
  const numbers = parts.map(Number);
  if (numbers.some((n) => !Number.isFinite(n))) return undefined;
  return numbers.length === 3 ? [...numbers, 1] : numbers;
}
