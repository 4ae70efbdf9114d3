/**
 * What a page holds outside its text: the values typed into its form fields and the notes
 * written on it (pdf.js' `page.getAnnotations()`). A viewer draws them over the page, so a reader
 * reads them; the page's own text does not hold them. The rule: read after the page's text, top
 * to bottom then left to right, one line each, in a paragraph of their own. What is read: a text
 * field's value, a list's chosen entries (as shown), the chosen button of a group when it has a
 * name of its own (a check box's "Yes" says nothing), a note's or a text box's words. What is
 * hidden is not read.
 */

/** The parts of a pdf.js annotation read here (pdf.js types them loosely: all are checked). */
export interface PdfAnnotation {
  subtype?: unknown;
  fieldType?: unknown;
  fieldValue?: unknown;
  buttonValue?: unknown;
  radioButton?: unknown;
  checkBox?: unknown;
  options?: unknown;
  rect?: unknown;
  contentsObj?: unknown;
  annotationFlags?: unknown;
}

/** Annotation flags (PDF 32000-1, 12.5.3): not shown on screen. */
const HIDDEN = 0x02;
const NO_VIEW = 0x20;
/** Button values that only say "on": a check box's state, not words. */
const STATE_ONLY = /^(?:yes|on|off|true|false|\d+)$/i;

const text = (value: unknown): string =>
  typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : '';

/** The annotation's words, or '' when it has none to read. */
function annotationWords(annotation: PdfAnnotation): string {
  const flags = typeof annotation.annotationFlags === 'number' ? annotation.annotationFlags : 0;
  if (flags & (HIDDEN | NO_VIEW)) return '';
  if (annotation.subtype === 'Text' || annotation.subtype === 'FreeText') {
    const contents = annotation.contentsObj;
    return contents && typeof contents === 'object' ? text(Reflect.get(contents, 'str')) : '';
  }
  if (annotation.subtype !== 'Widget') return '';
  switch (annotation.fieldType) {
    case 'Tx':
      return text(annotation.fieldValue);
    case 'Ch':
      return chosen(annotation);
    case 'Btn': {
      const value = text(annotation.buttonValue);
      const on =
        annotation.radioButton === true && annotation.fieldValue === annotation.buttonValue;
      return on && !STATE_ONLY.test(value) ? value : '';
    }
    default:
      return '';
  }
}

/** A list's chosen entries, by the words it shows for them. */
function chosen(annotation: PdfAnnotation): string {
  const values = [annotation.fieldValue].flat().map(text).filter(Boolean);
  const options = Array.isArray(annotation.options) ? (annotation.options as unknown[]) : [];
  const shown = (value: string): string => {
    const option = options.find(
      (o) => o !== null && typeof o === 'object' && text(Reflect.get(o, 'exportValue')) === value,
    );
    const words = option ? text(Reflect.get(option, 'displayValue')) : '';
    return words || value;
  };
  return values.map(shown).join(', ');
}

/** An annotation's words and its box on the page: [left, bottom, right, top], y upwards. */
export interface PlacedWords {
  words: string;
  /** A form field's value, read in its place; a note is read after the page's text. */
  field: boolean;
  rect: [number, number, number, number];
}

/** The page's field values and notes that have words, with their boxes. */
export function annotationWordsOf(annotations: readonly PdfAnnotation[]): PlacedWords[] {
  const read: PlacedWords[] = [];
  for (const annotation of annotations) {
    const words = annotationWords(annotation);
    if (!words) continue;
    const rect = Array.isArray(annotation.rect) ? (annotation.rect as unknown[]) : [];
    const [left = 0, bottom = 0, right = 0, top = 0] = rect.map((n) =>
      typeof n === 'number' ? n : 0,
    );
    read.push({ words, field: annotation.subtype === 'Widget', rect: [left, bottom, right, top] });
  }
  return read;
}

/** A line of the page: its text and its baseline (y). */
interface LineLike {
  text: string;
  across: number;
}

/**
 * `lines` with each value read at the end of the line its box sits on (the line's baseline
 * inside the box, or just under it), and the values on no line, in reading order (see above).
 */
export function placeAnnotations<Line extends LineLike>(
  lines: readonly Line[],
  placed: readonly PlacedWords[],
): { lines: Line[]; rest: string[] } {
  const out = lines.map((line) => ({ ...line }));
  const rest: PlacedWords[] = [];
  for (const entry of [...placed].sort((a, b) => a.rect[0] - b.rect[0])) {
    if (!entry.field) {
      rest.push(entry);
      continue;
    }
    const [, bottom, , top] = entry.rect;
    const slack = (top - bottom) * 0.3;
    const on = out
      .filter((line) => line.across >= bottom - slack && line.across <= top)
      .sort((a, b) => Math.abs(a.across - bottom) - Math.abs(b.across - bottom))[0];
    if (on) on.text = `${on.text.trimEnd()} ${entry.words}`;
    else rest.push(entry);
  }
  // Rows by their tops, to a point: fields of one row are rarely aligned to the hundredth.
  rest.sort((a, b) => Math.round(b.rect[3]) - Math.round(a.rect[3]) || a.rect[0] - b.rect[0]);
  return { lines: out, rest: rest.map((entry) => entry.words) };
}
