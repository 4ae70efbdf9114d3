/**
 * The batch table as a CSV file (RFC 4180: comma-separated, CRLF line ends, a field in double
 * quotes when it holds a comma, quote or line break, its quotes doubled). A spreadsheet runs a
 * cell that starts with = + - @ (or a tab or carriage return) as a formula, and a file name is
 * the student's to choose: such a cell is written with a leading apostrophe, as OWASP advises.
 * Pure.
 */

/** One line of the file: the cells of a row, as the table shows them. */
export type CsvRow = readonly (string | number | undefined)[];

const FORMULA_START = /^[=+\-@\t\r]/;

/** A cell made safe to open in a spreadsheet and quoted when it must be. */
export function csvCell(value: string | number | undefined): string {
  if (value === undefined) return '';
  // Numbers are ours (counts, shares): written as they are, a negative one too.
  let text = typeof value === 'number' ? String(value) : value;
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The whole file: the header, then one line per row, each ended by CRLF. */
export function toCsv(header: CsvRow, rows: readonly CsvRow[]): string {
  return [header, ...rows].map((cells) => `${cells.map(csvCell).join(',')}\r\n`).join('');
}
