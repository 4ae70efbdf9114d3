import { describe, expect, it } from 'vitest';
import {
  FORM_LABELS,
  FORM_NOTE,
  FORM_VALUES,
  JAPANESE_PARAGRAPHS,
  PAPER_PARAGRAPHS,
  PAPER_TITLE,
} from '../../support/pdf/fixture-texts.ts';
import { readFixture } from '../../support/pdf/read-fixture.ts';
import {
  PDF_EMPTY_CODE,
  PDF_NO_TEXT_CODE,
  PDF_UNMAPPED_FONTS_CODE,
  PDF_XFA_CODE,
} from '../../../src/offscreen/pdf/pdf-refusals.ts';

/**
 * Real PDFs (made by TeX and Ghostscript: scripts/make-pdf-fixtures.ts) read by pdf.js in Node
 * through the extension's own reading code, src/offscreen/pdf/pdf-document.ts.
 */

const textOf = async (name: string): Promise<string> => {
  const read = await readFixture(name);
  if (!read.ok) throw new Error(`${name}: ${read.error.message}`);
  return read.value.text;
};

const words = (text: string): string[] => text.split(/[\s.,;:!?()]+/).filter(Boolean);

describe('real PDFs read as their text reads', () => {
  it.each(['japanese.pdf', 'japanese-vertical.pdf'])(
    'reads %s (a CID font without its own Unicode map) whole, with the CMaps',
    async (name) => {
      const text = await textOf(name);
      expect(text.replace(/\s/g, '')).toBe(JAPANESE_PARAGRAPHS.join(''));
    },
  );

  it('reads next to nothing of it without the CMaps (what the extension did before)', async () => {
    const read = await readFixture('japanese.pdf', { resources: false });
    expect(read.ok).toBe(false);
  });

  it('reads a hyphenated two-column paper with every word whole and no line-end hyphen kept', async () => {
    const text = await textOf('paper.pdf');
    expect(text.startsWith(PAPER_TITLE)).toBe(true);
    const read = new Set(words(text));
    const source = words([PAPER_TITLE, ...PAPER_PARAGRAPHS].join(' '));
    expect(source.filter((word) => !read.has(word))).toEqual([]);
    expect(words(text).filter((word) => !source.includes(word))).toEqual([]);
  });

  it('reads a form’s typed values after their labels, and its note after the page’s text', async () => {
    const text = await textOf('form.pdf');
    FORM_LABELS.forEach((label, i) => expect(text).toContain(`${label}: ${FORM_VALUES[i]}`));
    expect(text.endsWith(`\n\n${FORM_NOTE}`)).toBe(true);
  });

  it('reads a file with bytes before its header', async () => {
    expect(await textOf('junk-header.pdf')).toBe(await textOf('paper.pdf'));
  });

  it.each([
    ['unmapped-fonts.pdf', PDF_UNMAPPED_FONTS_CODE],
    ['empty.pdf', PDF_EMPTY_CODE],
    ['scan.pdf', PDF_NO_TEXT_CODE],
    ['xfa-form.pdf', PDF_XFA_CODE],
  ])('refuses %s with its own reason', async (name, code) => {
    const read = await readFixture(name);
    expect(read.ok ? 'read' : read.error.code).toBe(code);
  });
});
