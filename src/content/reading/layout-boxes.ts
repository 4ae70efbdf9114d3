import type { BreakKind, WhiteSpace } from '../../shared/text/text-map-builder.ts';
import type { BoxLook } from './text-paint.ts';

/**
 * What one reading learns of an element, each answer read or worked out once. One record per
 * element in one map: the visibility pass asks a dozen questions of each element of a big page,
 * and a map lookup apiece was a good part of its cost besides the computed-style reads. Computed
 * properties are read at first need and kept on the record itself (no object of their own: a
 * big page's read made tens of thousands of them for the collector).
 */
export class Box implements BoxLook {
  /** Whether it hides everything inside it (itself or a box around it). */
  hides: boolean | undefined = undefined;
  /** Its opacity, with the boxes' it is drawn in (their product); undefined until worked out. */
  groupOpacity: number | undefined = undefined;
  /** Its blur, with the boxes' it is drawn in (their sum, px). */
  groupBlur = 0;
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

  private displayValue: string | undefined = undefined;
  private opacityValue: string | undefined = undefined;
  private filterValue: string | undefined = undefined;
  private positionValue: string | undefined = undefined;
  private overflowXValue: string | undefined = undefined;
  private overflowYValue: string | undefined = undefined;

  constructor(readonly style: CSSStyleDeclaration) {}

  /** Computed `display`. */
  get display(): string {
    return (this.displayValue ??= this.style.display);
  }
  get opacity(): string {
    return (this.opacityValue ??= this.style.opacity);
  }
  get filter(): string {
    return (this.filterValue ??= this.style.filter);
  }
  get position(): string {
    return (this.positionValue ??= this.style.position);
  }
  get overflowX(): string {
    return (this.overflowXValue ??= this.style.overflowX);
  }
  get overflowY(): string {
    return (this.overflowYValue ??= this.style.overflowY);
  }
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
