import { describe, expect, it } from 'vitest';
import {
  describePages,
  joinPages,
  pagesOf,
  pagesText,
  pageText,
  type PdfTextPiece,
} from '../../../../src/shared/pdf/pdf-layout.ts';
import { pieceLines } from '../../../../src/shared/pdf/pdf-lines.ts';
import { translatorIn } from '../../../support/i18n/in-language.tsx';

const [english, german, japanese] = await Promise.all(
  (['en', 'de', 'ja'] as const).map((language) => translatorIn(language)),
);

/** A line of text at height `y` (points, growing upwards) in a font `size` points tall. */
const line = (str: string, y: number, size = 12): PdfTextPiece[] => [
  {
    str,
    hasEOL: false,
    transform: [size, 0, 0, size, 72, y],
    width: str.length * size * 0.5,
    height: size,
  },
  // pdf.js ends a line with an empty piece at the next line's position.
  { str: '', hasEOL: true, transform: [size, 0, 0, size, 72, y - size * 1.2], width: 0, height: 0 },
];

describe('pageText', () => {
  it('joins the lines of a paragraph and keeps paragraphs and headings apart', () => {
    const pieces = [
      ...line('How the sea takes back the land', 700, 18),
      ...line('The coast path starts behind the', 672),
      ...line('harbour wall, where the boats lean.', 658),
      // A gap of two lines: a new paragraph.
      ...line('My grandmother remembers a field.', 630),
    ];
    expect(pageText(pieces)).toBe(
      'How the sea takes back the land\n\n' +
        'The coast path starts behind the harbour wall, where the boats lean.\n\n' +
        'My grandmother remembers a field.',
    );
  });

  it('joins a word broken at a line end without its hyphen, and collapses white space', () => {
    const pieces = [...line('we com-', 500), ...line('pile   it', 486)];
    expect(pageText(pieces)).toBe('we compile it');
  });

  it('keeps the hyphen of a compound the document writes whole elsewhere', () => {
    const pieces = [...line('a well-', 500), ...line('known path, well-known to all', 486)];
    expect(pageText(pieces)).toBe('a well-known path, well-known to all');
  });

  it('removes soft hyphens without leaving a space', () => {
    expect(pageText([...line('in\u00AD', 500), ...line('cluding this', 486)])).toBe(
      'including this',
    );
    expect(pageText(line('in\u00ADcluding', 500))).toBe('including');
  });

  it('never glues the words of two lines pdf.js did not mark as ended', () => {
    const pieces = line('www.tcpdf.org', 40).slice(0, 1).concat(line('FONT: Helvetica', 28));
    expect(pageText(pieces)).toBe('www.tcpdf.org FONT: Helvetica');
  });

  it('reads the pages of a document, judging broken words by all of them', () => {
    expect(
      pagesText([
        pieceLines([...line('the sea-', 500), ...line('wall fell', 486)]),
        pieceLines(line('an old seawall stands', 500)),
      ]),
    ).toEqual(['the seawall fell', 'an old seawall stands']);
  });

  it('reads a page with no text as empty', () => {
    expect(pageText([])).toBe('');
    expect(pageText(line('   ', 500))).toBe('');
  });
});

describe('pages', () => {
  const { text, pageStarts } = joinPages(['Page one.', '', 'Page three, longer.']);

  it('joins pages apart by a blank line, with where each starts', () => {
    expect(text).toBe('Page one.\n\nPage three, longer.');
    expect(pageStarts).toEqual([0, 11, 11]);
  });

  it('names the pages a stretch lies on', () => {
    expect(pagesOf(pageStarts, 0, 5)).toEqual([1]);
    expect(pagesOf(pageStarts, 11, 6)).toEqual([3]);
    expect(pagesOf([0, 100, 200], 90, 20)).toEqual([1, 2]);
  });

  it('says pages the way people do', () => {
    const en = (pages: number[]): string => describePages(english!, pages);
    expect(en([2])).toBe('page 2');
    expect(en([5, 2])).toBe('pages 2 and 5');
    expect(en([1, 2, 3, 3])).toBe('pages 1–3');
    expect(en([1, 3, 6])).toBe('pages 1, 3 and 6');
    expect(en([])).toBe('');
  });

  it('says them in the reader’s language', () => {
    expect(describePages(german!, [1, 3, 6])).toBe('Seiten 1, 3 und 6');
    expect(describePages(german!, [1200])).toBe('Seite 1.200');
    expect(describePages(japanese!, [1, 3, 6])).toBe('1、3、6ページ');
  });
});

describe('vertical Japanese', () => {
  it('reads its columns as one paragraph, with nothing between them', () => {
    const column = (str: string, x: number, height: number): PdfTextPiece => ({
      str,
      hasEOL: true,
      transform: [10, 0, 0, 10, x, 753],
      width: 10,
      height,
    });
    expect(
      pageText([column('近所の漁師さんが', 496, 604), column('魚を届けに来る︒', 479, 288)]),
    ).toBe('近所の漁師さんが魚を届けに来る。');
  });
});
