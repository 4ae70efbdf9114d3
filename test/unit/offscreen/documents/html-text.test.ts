// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeHtml, htmlText } from '../../../../src/offscreen/documents/html-text.ts';
import { ESSAY } from '../../../support/documents/essays.ts';

const FOLDER = join(import.meta.dirname, '../../../e2e/pages/documents');
const html = (name: string): string => decodeHtml(new Uint8Array(readFileSync(join(FOLDER, name))));

/** Every line of `text` that is one of the essay's paragraphs, headings, items or cells. */
const blocks = (text: string): string[] => text.split('\n');

describe('an HTML file’s text', () => {
  it('reads an essay LibreOffice saved as HTML block by block, its headings, paragraphs, items and cells each a line', () => {
    const { text, title } = htmlText(html('essay.html'));
    expect(title).toBe(ESSAY.title);
    const lines = blocks(text);
    for (const block of ESSAY.blocks) {
      if ('heading' in block) expect(lines).toContain(block.heading);
      if ('list' in block) for (const item of block.list) expect(lines).toContain(item);
      if ('table' in block) for (const cell of block.table.flat()) expect(lines).toContain(cell);
    }
    expect(lines).toContain(
      'In short, libraries adapt. They deserve our support, our votes and, above all, our visits.',
    );
  });

  it('reads Japanese, in the charset the file declares', () => {
    const { text } = htmlText(html('japanese-essay.html'));
    expect(blocks(text)).toContain('これからも図書館は地域にとって大切な存在であり続けるだろう。');
  });

  it('gives nothing of scripts, styles, templates or hidden elements', () => {
    const { text } = htmlText(
      '<title>T</title><style>p{}</style><p>Kept <b>here</b>.</p><script>alert(1)</script>' +
        '<template><p>No</p></template><p hidden>Hidden</p><ul><li>One</li><li>Two</li></ul>',
    );
    expect(text).toBe('Kept here.\nOne\nTwo');
  });

  it('decodes a file by its meta charset', () => {
    const bytes = new Uint8Array([
      ...new TextEncoder().encode('<meta charset="windows-1252"><p>caf'),
      0xe9,
      ...new TextEncoder().encode('</p>'),
    ]);
    expect(htmlText(decodeHtml(bytes)).text).toBe('café');
  });
});
