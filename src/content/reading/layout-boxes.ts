import type { BreakKind, WhiteSpace } from '../../shared/text/text-map-builder.ts';
import type { BoxLook } from './text-paint.ts';

/**
 * What one reading learns of an element, each answer read or worked out once. One record per
 * element in one map: the visibility pass asks a dozen questions of each element of a big page,
 * and a map lookup apiece was a good part of its cost besides the computed-style reads.
 */
export class Box {
  /** Computed `display`; undefined until read. */
  display: string | undefined = undefined;
  look: BoxLook | undefined = undefined;
  overflow: { x: string; y: string } | undefined = undefined;
  /** Whether it hides everything inside it (itself or a box around it). */
  hides: boolean | undefined = undefined;
  /** Its opacity and blur, with the boxes' it is drawn in. */
  group: { opacity: number; blur: number } | undefined = undefined;
  /** Whether a reader can scroll it. */
  scrolls: boolean | undefined = undefined;
  /** The nearest box around it a reader can scroll (null: the page). */
  scroller: Element | null | undefined = undefined;
  /** Whether the text it holds directly may be seen (looks and boxes; not where it lies). */
  textShown: boolean | undefined = undefined;
  /** The block its text is asked in at once (block-rects.ts); null: its texts are asked alone. */
  block: Element | null | undefined = undefined;
  /** As a block: whether every text in it is seen where it lies (false: not told at once). */
  blockShown: boolean | undefined = undefined;
  whiteSpace: WhiteSpace | undefined = undefined;
  breaks: BreakKind | undefined = undefined;

  constructor(readonly style: CSSStyleDeclaration) {}
}

/** The elements' records of one reading, made at first need. */
export function layoutBoxes(view: Window): (element: Element) => Box {
  const boxes = new Map<Element, Box>();
  return (element) => {
    let box = boxes.get(element);
    if (!box) boxes.set(element, (box = new Box(view.getComputedStyle(element))));
    return box;
  };
}
