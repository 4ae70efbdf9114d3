import { highlightCss, type MarkLayer } from '../../shared/text-checks/highlight-names.ts';
import { addSheetFirst, isFirstSheet, removeSheet } from '../page/page-compartment.ts';

/**
 * The highlight stylesheet the worker inserts styles the document's own tree only: text inside a
 * web component's shadow tree matches `::highlight()` rules of that tree. Each shadow root a
 * painted range lies in gets the same rules as a constructed sheet (which page CSP does not
 * block), first among its adopted sheets so that its layer comes before any the component's own
 * adopted sheets declare, taken out again when the last layer with marks there is cleared. A
 * `<style>` of the component still comes before every adopted sheet: what it changes is found by
 * mark-looks.ts.
 */
interface Styled {
  sheet: CSSStyleSheet;
  css: string;
  rules: string;
  /** The layers with marks in this root: one sheet styles them all, so it stays while any does. */
  layers: Set<MarkLayer>;
}
const styled = new Map<ShadowRoot, Styled>();

const rulesOf = (sheet: CSSStyleSheet): string =>
  Array.from(sheet.cssRules, (rule) => rule.cssText).join('\n');

export function styleShadowRoots(
  ranges: Iterable<AbstractRange>,
  token: string,
  layer: MarkLayer,
): void {
  for (const range of ranges) {
    const root = range.startContainer.getRootNode();
    if (!(root instanceof ShadowRoot)) continue;
    const known = styled.get(root);
    if (known) {
      known.layers.add(layer);
      continue;
    }
    const css = highlightCss(token);
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    addSheetFirst(root, sheet);
    styled.set(root, { sheet, css, rules: rulesOf(sheet), layers: new Set([layer]) });
  }
}

/** This layer has no marks in any component now; a sheet no layer needs comes out. */
export function unstyleShadowRoots(layer: MarkLayer): void {
  for (const [root, entry] of styled) {
    entry.layers.delete(layer);
    if (entry.layers.size > 0) continue;
    removeSheet(root, entry.sheet);
    styled.delete(root);
  }
}

/**
 * Puts our sheet back, first, in each component the page took it out of, put another before, or
 * emptied, among the components this layer has marks in; true when it had to. (The worker's
 * sheet, which no page rule beats, reaches only the document's own tree.)
 */
export function keepShadowStyles(layer: MarkLayer): boolean {
  let restored = false;
  for (const [root, entry] of styled) {
    if (!entry.layers.has(layer)) continue;
    // The page sees the sheet in its component's list, and could rewrite its rules too.
    const intact = rulesOf(entry.sheet) === entry.rules;
    if (intact && isFirstSheet(root, entry.sheet)) continue;
    if (!intact) entry.sheet.replaceSync(entry.css);
    addSheetFirst(root, entry.sheet);
    restored = true;
  }
  return restored;
}
