import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from '../../../../src/shared/batches/batch-csv.ts';

describe('a class set as CSV', () => {
  it('writes the header, then one line per row, each ended by CRLF', () => {
    expect(
      toCsv(
        ['File', 'Words'],
        [
          ['a.pdf', 120],
          ['b.txt', undefined],
        ],
      ),
    ).toBe('File,Words\r\na.pdf,120\r\nb.txt,\r\n');
  });

  it('quotes a cell holding a comma, a quote or a line break, doubling its quotes', () => {
    expect(csvCell('Smith, Anna.pdf')).toBe('"Smith, Anna.pdf"');
    expect(csvCell('the "final" essay.txt')).toBe('"the ""final"" essay.txt"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('cr\rhere')).toBe('"cr\rhere"');
    expect(csvCell('plain.pdf')).toBe('plain.pdf');
  });

  it('keeps a spreadsheet from running a cell that starts like a formula', () => {
    expect(csvCell('=HYPERLINK("http://evil.example")')).toBe(
      '"\'=HYPERLINK(""http://evil.example"")"',
    );
    expect(csvCell('+1 essay.pdf')).toBe("'+1 essay.pdf");
    expect(csvCell('-2.txt')).toBe("'-2.txt");
    expect(csvCell('@SUM(A1).pdf')).toBe("'@SUM(A1).pdf");
    expect(csvCell('\tindented')).toBe("'\tindented");
    // Inside a cell they are harmless: only the first character counts.
    expect(csvCell('a=b.pdf')).toBe('a=b.pdf');
    // Our own numbers are written as they are.
    expect(csvCell(-3)).toBe('-3');
  });
});
