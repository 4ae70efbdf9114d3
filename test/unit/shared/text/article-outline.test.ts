// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { OUTLINE_STEP } from '../../../../src/shared/text/article-outline-schema.ts';
import { outlineArticle } from '../../../../src/shared/text/article-outline.ts';
import { textNodes } from '../../../../src/shared/text/text-nodes.ts';

const PARAGRAPH =
  'Tide pools form where the sea retreats and leaves water in hollows of rock, and in each ' +
  'pool anemones, crabs and small fish wait for the tide to come back in the evening light. ';

const parse = (body: string): Document =>
  new DOMParser().parseFromString(
    `<!doctype html><html><head><title>Pools</title></head><body>${body}</body></html>`,
    'text/html',
  );

describe('outlineArticle', () => {
  it('names kept nodes by their index, and lays out blocks, breaks and preformatted text', () => {
    const doc = parse(
      `<nav><a href="/">Home</a></nav><article><p>${PARAGRAPH}</p>` +
        `<p>First line<br>second <em>line</em></p>` +
        `<pre>  kept <span>  spacing</span></pre><p>${PARAGRAPH}</p></article>`,
    );
    const before = textNodes(doc).map((node) => node.data);
    const outline = outlineArticle(doc)!;
    expect(outline.texts).toBe(before.length);
    expect(outline.chars).toBe(before.join('').length);
    expect(outline.fresh).toEqual([]);
    const texts = outline.pieces.map((at) => before[at]);
    expect(texts).toContain('First line');
    expect(texts).not.toContain('Home');
    // Pieces inside <pre> (at any depth), and only they, keep their white space.
    expect(outline.pre.map((piece) => texts[piece])).toEqual(['  kept ', '  spacing']);
    const at = (data: string): number => outline.steps.indexOf(texts.indexOf(data));
    expect(outline.steps.slice(at('First line'), at('second ') + 1)).toEqual([
      texts.indexOf('First line'),
      OUTLINE_STEP.lineBreak,
      texts.indexOf('second '),
    ]);
    expect(outline.steps).toContain(OUTLINE_STEP.paragraph);
  });

  it('carries the text of the nodes Readability made', () => {
    // Readability replaces javascript: links by a text node of their words.
    const doc = parse(
      `<article><p>${PARAGRAPH}<a href="javascript:void(0)">Open the map</a> now.</p>` +
        `<p>${PARAGRAPH}</p></article>`,
    );
    const outline = outlineArticle(doc)!;
    expect(outline.fresh).toEqual(['Open the map']);
    expect(outline.pieces.filter((at) => at === -1)).toHaveLength(1);
  });

  it('is undefined when Readability finds nothing at all', () => {
    expect(outlineArticle(parse(''))).toBeUndefined();
  });
});
