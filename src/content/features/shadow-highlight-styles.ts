import { highlightCss } from '../../shared/text/highlight-names.ts';
import { addSheet, removeSheet } from '../page-compartment.ts';

/**
 * The highlight stylesheet the worker inserts styles the document's own tree only: text inside a
 * web component's shadow tree matches `::highlight()` rules of that tree. Each shadow root a
 * painted range lies in gets the same rules as a constructed sheet (which page CSP does not
 * block), taken out again when the highlights are cleared.
 */
const styled = new Map<ShadowRoot, CSSStyleSheet>();

export function styleShadowRoots(ranges: Iterable<AbstractRange>, token: string): void {
  for (const range of ranges) {
    const root = range.startContainer.getRootNode();
    if (!(root instanceof ShadowRoot) || styled.has(root)) continue;
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(highlightCss(token));
    addSheet(root, sheet);
    styled.set(root, sheet);
  }
}

export function unstyleShadowRoots(): void {
  for (const [root, sheet] of styled) removeSheet(root, sheet);
  styled.clear();
}
