import { describe, expect, it } from 'vitest';
import { readRtfText } from '../../../../src/shared/documents/rtf-text.ts';

/** The text of RTF source written here (ASCII, as RTF is). */
const read = (rtf: string): string => {
  const result = readRtfText(new TextEncoder().encode(rtf), 'test.rtf');
  if (!result.ok) throw new Error(result.error.message);
  return result.value.text;
};

describe('the RTF reader', () => {
  it('ends paragraphs at \\par and cells at \\cell, with tabs, line breaks and named characters', () => {
    expect(
      read('{\\rtf1\\ansi One\\tab two\\line three\\par \\lquote Four\\rquote\\emdash five\\par}'),
    ).toBe('One\ttwo\nthree\n\u2018Four\u2019\u2014five');
    expect(
      read('{\\rtf1 \\trowd\\cellx100\\cellx200 A\\cell B\\cell\\row C\\cell D\\cell\\row}'),
    ).toBe('A\nB\nC\nD');
  });

  it('reads \\uN, skipping its \\ucN fallback, and joins surrogate pairs', () => {
    expect(read('{\\rtf1\\uc1 caf\\u233?\\par}')).toBe('café');
    expect(read("{\\rtf1\\uc2 \\u26085\\'93\\'fa\\u26412\\'96\\'7b\\par}")).toBe('日本');
    expect(read('{\\rtf1\\uc1 \\u-10179?\\u-8704?\\par}')).toBe('😀');
    // \uc0: nothing follows to skip.
    expect(read('{\\rtf1\\uc0 \\u233 t\\u233\\par}')).toBe('été');
  });

  it("decodes \\'hh in the code page of the font's charset, else of \\ansicpg", () => {
    const fonts = '{\\fonttbl{\\f0\\fnil Arial;}{\\f1\\fnil\\fcharset128 MS Mincho;}}';
    expect(
      read(`{\\rtf1\\ansi\\ansicpg1251${fonts}\\f0 \\'cf\\'f0\\'e8\\'e2\\'e5\\'f2\\par}`),
    ).toBe('Привет');
    expect(read(`{\\rtf1\\ansi\\ansicpg1252${fonts}\\f1 \\'93\\'fa\\'96\\'7b\\par}`)).toBe('日本');
  });

  it('skips destinations that are not the text, and keeps a field’s result', () => {
    const rtf =
      '{\\rtf1{\\fonttbl{\\f0 Arial;}}{\\colortbl;\\red0\\green0\\blue0;}{\\stylesheet{\\s0 Normal;}}' +
      '{\\info{\\title Secret title}{\\author Ann}}{\\header Page header\\par}' +
      '{\\*\\generator Writer;}Due {\\field{\\*\\fldinst DATE \\\\@ "dd/MM"}{\\fldrslt 02/03}}.' +
      '{\\*\\unknowndestination hidden}\\par}';
    expect(read(rtf)).toBe('Due 02/03.');
  });

  it('leaves out tracked deletions, hidden text and comments; puts notes after the body and a text box after its paragraph', () => {
    const rtf =
      '{\\rtf1 Kept {\\deleted gone }and {\\v hidden}shown' +
      '{\\super\\chftn{\\*\\footnote \\chftn A note.}}' +
      '{\\*\\atnid A}{\\*\\annotation A comment}.\\par ' +
      '{\\shp{\\*\\shpinst{\\sp{\\sn shapeType}{\\sv 202}}{\\shptxt In the box\\par}}}Anchor\\par ' +
      'Last\\par}';
    expect(read(rtf)).toBe('Kept and shown.\nAnchor\nIn the box\nLast\nA note.');
  });

  it('skips \\bin data by its length', () => {
    expect(read('{\\rtf1 A{\\*\\blob\\bin3 {}x}B\\par}')).toBe('AB');
    expect(read('{\\rtf1 A\\bin3 x}yB\\par}')).toBe('AB');
  });
});
