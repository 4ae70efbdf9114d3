// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { ArticleCopy } from '../../../../src/content/reading/article-copy.ts';

/**
 * The copy Readability reads is made in a document with no window: nothing in it loads (no lazy
 * image, frame or pixel), and no page component's code runs for it.
 */
describe('ArticleCopy', () => {
  afterEach(() => {
    document.body.replaceChildren();
  });

  const imagesOf = (doc: Document): HTMLImageElement[] => Array.from(doc.querySelectorAll('img'));

  it.each([
    ['a page without shadow trees', false],
    ['a page with a shadow tree', true],
  ])('copies %s into a document with no window, text for text', (_case, shadow) => {
    document.body.innerHTML =
      '<article><h1>Tides</h1><p>The coast path starts behind the wall.</p>' +
      '<img loading="lazy" src="/never/lazy.jpg"><iframe src="/never/frame.html"></iframe>' +
      '<div id="host"></div></article>';
    if (shadow) {
      document.getElementById('host')!.attachShadow({ mode: 'open' }).innerHTML =
        '<p>High water at 14:12.</p><img src="/never/pixel.gif">';
    }
    const copy = new ArticleCopy(document);
    expect(copy.clone).not.toBe(document);
    expect(copy.clone.defaultView).toBeNull();
    // Every node of the copy is the copy's own, none made in the page's document.
    const images = imagesOf(copy.clone);
    expect(images.map((image) => image.getAttribute('src'))).toEqual(
      shadow ? ['/never/lazy.jpg', '/never/pixel.gif'] : ['/never/lazy.jpg'],
    );
    expect(images.every((image) => image.ownerDocument === copy.clone)).toBe(true);
    expect(copy.clone.body.textContent).toContain('The coast path starts behind the wall.');
    if (shadow) expect(copy.clone.body.textContent).toContain('High water at 14:12.');
    expect(copy.clone.doctype?.name ?? 'html').toBe('html');
  });

  it('makes no page component for the copy of its element', () => {
    let made = 0;
    customElements.define(
      'tide-card-copy-test',
      class extends HTMLElement {
        constructor() {
          super();
          made += 1;
          this.attachShadow({ mode: 'open' }).innerHTML = '<p>High water at 14:12.</p>';
        }
      },
    );
    document.body.innerHTML = '<p>Before the card.</p><tide-card-copy-test></tide-card-copy-test>';
    expect(made).toBe(1);
    const copy = new ArticleCopy(document);
    expect(made).toBe(1);
    expect(copy.clone.body.textContent).toContain('High water at 14:12.');
  });
});
