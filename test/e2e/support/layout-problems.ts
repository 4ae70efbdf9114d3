import type { DriverPage } from '../browsers/driver.ts';

/**
 * What a reader would see as broken layout on the page as it is now: the page scrolling
 * sideways, an element pushed past the window's left or right edge (where a box that clips it
 * does not hide that part), or words cut off by a box that hides its overflow (an ellipsis is a
 * choice, not a cut; visually hidden text is meant to be clipped). Each named by a short CSS path and its first words.
 */
export function layoutProblems(page: DriverPage): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const name = (el: Element): string => {
      const parts: string[] = [];
      for (let at: Element | null = el; at && at !== document.body; at = at.parentElement) {
        const id = at.getAttribute('data-testid');
        parts.unshift(id ? `[data-testid=${id}]` : at.tagName.toLowerCase());
        if (id) break;
      }
      const words = (el.textContent ?? '').trim().slice(0, 40);
      return `${parts.join(' > ')} "${words}"`;
    };
    const scroller = document.scrollingElement;
    if (scroller && scroller.scrollWidth > scroller.clientWidth + 1)
      problems.push(
        `the page scrolls sideways (${scroller.scrollWidth} > ${scroller.clientWidth})`,
      );
    for (const el of document.querySelectorAll('body *')) {
      const style = getComputedStyle(el);
      const box = el.getBoundingClientRect();
      if (style.visibility === 'hidden' || box.width <= 1 || box.height <= 1) continue;
      if (el.closest('[hidden], details:not([open]) > :not(summary)')) continue;
      // What a reader can see of it: its box cut by every ancestor that clips its overflow.
      let [left, right] = [box.left, box.right];
      for (
        let at = el.parentElement;
        at && at !== document.documentElement;
        at = at.parentElement
      ) {
        if (getComputedStyle(at).overflowX === 'visible') continue;
        const clip = at.getBoundingClientRect();
        [left, right] = [Math.max(left, clip.left), Math.min(right, clip.right)];
      }
      if (right > left && (right > innerWidth + 1 || left < -1))
        problems.push(`${name(el)} is off the window`);
      const hides = ['hidden', 'clip'].includes(style.overflowX);
      if (hides && style.textOverflow !== 'ellipsis' && el.scrollWidth > el.clientWidth + 1)
        problems.push(`${name(el)} is cut (${el.scrollWidth} > ${el.clientWidth})`);
    }
    return problems;
  }, null);
}
