// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderedLayout } from '../../../../src/content/reading/rendered-layout.ts';

/**
 * What the layout asks the browser about a text no reader sees (jsdom has no layout: the
 * browser's answers are stood in for, and what was asked is recorded).
 */
describe('renderedLayout isDisguised', () => {
  const boxes = Object.getOwnPropertyDescriptor(Range.prototype, 'getClientRects');
  afterEach(() => {
    vi.restoreAllMocks();
    if (boxes) Object.defineProperty(Range.prototype, 'getClientRects', boxes);
    document.body.replaceChildren();
  });

  /** The characters of each range whose boxes were asked for. */
  const askedBoxes = (): string[] => {
    const asked: string[] = [];
    (Element.prototype as Partial<Element>).checkVisibility ??= () => true;
    vi.spyOn(Element.prototype, 'checkVisibility').mockReturnValue(true);
    Range.prototype.getClientRects = function (this: Range) {
      asked.push(this.toString());
      return [{ width: 0, height: 0 }] as unknown as DOMRectList;
    };
    return asked;
  };

  it('asks for the boxes of one character of a hidden text, however long the text', () => {
    // A page hiding a book's worth of text in an empty box: the boxes of all of it would take
    // one long task to lay out; whether it is laid out at all is asked of one character.
    const book = ' \n  ' + 'Hidden words for the scoring. '.repeat(40_000);
    document.body.innerHTML = '<div class="empty-box"><p></p></div>';
    const text = document.createTextNode(book);
    document.querySelector('p')!.append(text);
    const asked = askedBoxes();
    expect(renderedLayout(window).isDisguised?.(text)).toBe(true);
    expect(asked).toEqual(['H']);
  });

  it('asks for the boxes of white space that is all a text holds', () => {
    document.body.innerHTML = '<p>  </p>';
    const asked = askedBoxes();
    expect(
      renderedLayout(window).isDisguised?.(document.querySelector('p')!.firstChild as Text),
    ).toBe(true);
    expect(asked).toEqual(['  ']);
  });
});
