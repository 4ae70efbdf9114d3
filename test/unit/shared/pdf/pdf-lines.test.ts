import { describe, expect, it } from 'vitest';
import { pieceLines, type PdfTextPiece } from '../../../../src/shared/pdf/pdf-lines.ts';

/** A piece `str` at (x, y) in a font `size` points tall, `width` long (0.5 em a character). */
const at = (str: string, x: number, y: number, size = 10, hasEOL = false): PdfTextPiece => ({
  str,
  hasEOL,
  transform: [size, 0, 0, size, x, y],
  width: str.length * size * 0.5,
  height: size,
});

describe('pieceLines: lines by where the pieces sit', () => {
  it.each<[string, PdfTextPiece[], string[]]>([
    [
      'a new line where the baseline moves, though pdf.js marked no line end',
      [at('www.tcpdf.org', 72, 40), at('FONT: Helvetica', 72, 700)],
      ['www.tcpdf.org', 'FONT: Helvetica'],
    ],
    [
      'a space between pieces of one line apart by more than a fraction of the font size',
      [at('two', 72, 500), at('words', 72 + 15 + 3, 500)],
      ['two words'],
    ],
    [
      'no space between pieces that touch (a word in two pieces, kerned)',
      [at('Wor', 72, 500), at('ds', 72 + 15 + 0.4, 500)],
      ['Words'],
    ],
    [
      'no space between Japanese pieces apart on one line',
      [at('海のそばの', 72, 500), at('小さな町で', 72 + 25 + 4, 500)],
      ['海のそばの小さな町で'],
    ],
    [
      'vertical Japanese: columns (pdf.js gives each its length as height) read as one text',
      [
        { ...at('海のそばの', 513, 744), width: 10, height: 595, hasEOL: true },
        { ...at('ウリ、ナスが', 496, 753), width: 10, height: 604, hasEOL: true },
        { ...at('に来ることも', 479, 753), width: 10, height: 288 },
      ],
      ['海のそばの', 'ウリ、ナスが', 'に来ることも'],
    ],
    [
      'a superscript stays on its line',
      [at('E = mc', 72, 500), at('2', 72 + 30, 503.5, 7), at(' here', 72 + 33.5, 500)],
      ['E = mc2 here'],
    ],
    [
      'right-to-left words, drawn leftwards, apart by a space; a word in two pieces whole',
      [at('שלום', 200, 500), at('עולם', 200 - 20 - 3, 500), at('ם', 177 - 5, 500)],
      ['שלום עולםם'],
    ],
    [
      'a line end pdf.js marks is kept; its empty piece and its spaces are no place',
      [
        at('one', 72, 500, 10, true),
        { ...at('', 72, 100), hasEOL: true },
        at('two', 72, 488),
        at(' ', 87, 488),
        at('three', 90, 488),
      ],
      ['one', 'two three'],
    ],
    [
      'a rotated page reads along its own direction',
      [
        { ...at('up', 0, 0), transform: [0, 10, -10, 0, 100, 72] },
        { ...at('wards', 0, 0), transform: [0, 10, -10, 0, 100, 72 + 10 + 3] },
        { ...at('next', 0, 0), transform: [0, 10, -10, 0, 112, 72] },
      ],
      ['up wards', 'next'],
    ],
  ])('%s', (_what, pieces, lines) => {
    expect(pieceLines(pieces).map((line) => line.text)).toEqual(lines);
  });

  it('notes each line’s baseline and font size', () => {
    expect(pieceLines([at('big', 72, 700, 18), at('small', 72, 680, 10)])).toEqual([
      { text: 'big', across: 700, height: 18 },
      { text: 'small', across: 680, height: 10 },
    ]);
  });
});
