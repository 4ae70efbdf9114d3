// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { readPageText } from '../../../src/content/features/page-text.ts';
import { readText } from '../../../src/content/features/text-source.ts';
import { toDomSpan } from '../../../src/shared/text/text-map.ts';

const PARAGRAPH =
  'Tide pools form where the sea retreats and leaves water in hollows of rock, and in each ' +
  'pool anemones, crabs and small fish wait for the tide to come back in the evening light. ';

describe('readPageText', () => {
  beforeEach(() => {
    document.title = 'Tide pools';
    document.body.innerHTML = `
      <nav><a href="/">Home</a> <a href="/about">About us</a></nav>
      <main><article><h1>Tide pools</h1>
        <p id="p1">${PARAGRAPH.repeat(3)}</p>
        <p id="p2">Second paragraph with <em>emphasis</em>. ${PARAGRAPH.repeat(2)}</p>
      </article></main>
      <footer>Copyright notice and cookie banner</footer>`;
  });

  it('takes the article and leaves out navigation and footer', () => {
    const page = readPageText();
    expect(page.text).toContain('Second paragraph with emphasis.');
    expect(page.text).not.toContain('About us');
    expect(page.text).not.toContain('cookie banner');
  });

  it('maps offsets in the article text to the live page, not the clone', () => {
    const page = readPageText();
    const start = page.text.indexOf('emphasis');
    const span = toDomSpan(page, start, 'emphasis'.length);
    expect(span).toBeDefined();
    expect(document.getElementById('p2')!.contains(span!.start.node)).toBe(true);
    expect(span!.start.node.data.slice(span!.start.offset, span!.end.offset)).toBe('emphasis');
  });

  it('does not change the page', () => {
    const before = document.body.innerHTML;
    readPageText();
    expect(document.body.innerHTML).toBe(before);
  });

  it('falls back to the whole body when there is no article', () => {
    document.body.innerHTML = '<div>Just a short app screen</div>';
    expect(readPageText().text).toContain('Just a short app screen');
  });
});

describe('readText', () => {
  beforeEach(() => {
    document.body.innerHTML = `<p id="p">Selected words here.</p><textarea id="t">Field text</textarea>`;
    getSelection()?.removeAllRanges();
  });

  it('maps a page selection', () => {
    const range = document.createRange();
    range.selectNodeContents(document.getElementById('p')!);
    getSelection()?.addRange(range);
    const { map, mappable } = readText('selection');
    expect(map.text).toBe('Selected words here.');
    expect(mappable).toBe(true);
  });

  it('reads a selection in a text field without a page map', () => {
    const field = document.getElementById('t') as HTMLTextAreaElement;
    field.focus();
    field.setSelectionRange(0, 5);
    const { map, mappable } = readText('selection');
    expect(map.text).toBe('Field');
    expect(mappable).toBe(false);
  });
});
