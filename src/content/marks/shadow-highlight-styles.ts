import { highlightCss } from '../../shared/text-checks/highlight-names.ts';
import { addSheetFirst, isFirstSheet, removeSheet } from '../page/page-compartment.ts';

/**
 * The highlight stylesheet the worker inserts styles the document's own tree only: text inside a
 * web component's shadow tree matches `::highlight()` rules of that tree. Each shadow root a
 * painted range lies in gets the same rules as a constructed sheet (which page CSP does not
 * block), first among its adopted sheets so that its layer comes before any the component's own
 * adopted sheets declare, taken out again when the highlights are cleared. A `<style>` of the
 * component still comes before every adopted sheet: what it changes is found by mark-looks.ts.
 */
const styled = new Map<ShadowRoot, { sheet: CSSStyleSheet; css: string; rules: string }>();

const rulesOf = (sheet: CSSStyleSheet): string =>
  Array.from(sheet.cssRules, (rule) => rule.cssText).join('\n');

export function styleShadowRoots(ranges: Iterable<AbstractRange>, token: string): void {
  for (const range of ranges) {
    const root = range.startContainer.getRootNode();
    if (!(root instanceof ShadowRoot) || styled.has(root)) continue;
    const css = highlightCss(token);
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    addSheetFirst(root, sheet);
    styled.set(root, { sheet, css, rules: rulesOf(sheet) });
  }
}

export function unstyleShadowRoots(): void {
  for (const [root, { sheet }] of styled) removeSheet(root, sheet);
  styled.clear();
}

/**
 * Puts our sheet back, first, in each component the page took it out of, put another before, or
 * emptied; true when it had to. (The worker's sheet, which no page rule beats, reaches only the
 * document's own tree.)
 */
export function keepShadowStyles(): boolean {
  let restored = false;
  for (const [root, entry] of styled) {
    // The page sees the sheet in its component's list, and could rewrite its rules too.
    const intact = rulesOf(entry.sheet) === entry.rules;
    if (intact && isFirstSheet(root, entry.sheet)) continue;
    if (!intact) entry.sheet.replaceSync(entry.css);
    addSheetFirst(root, entry.sheet);
    restored = true;
  }
  return restored;
}
