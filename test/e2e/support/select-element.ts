import type { Evaluator } from '../browsers/driver.ts';

/** Selects the whole text of the element with `id` on the page, as a person dragging over it. */
export function selectElement(page: Evaluator, id: string): Promise<void> {
  return page.evaluate((elementId) => {
    const range = document.createRange();
    range.selectNodeContents(document.getElementById(elementId)!);
    getSelection()?.removeAllRanges();
    getSelection()?.addRange(range);
  }, id);
}
