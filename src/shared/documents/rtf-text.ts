/**
 * The text of a rich-text file (.rtf), read by the RTF specification's (1.9.1) text model, in the
 * reading order of document-lines.ts:
 * - groups carry character state (font, \deleted, hidden \v, \ucN) and end it on `}`;
 * - \par ends a paragraph and \cell a table cell; \tab, \line and the named characters (\emdash,
 *   \lquote…) give their characters; \~ a no-break space;
 * - \uN gives a UTF-16 unit (negative N wraps), after which the \ucN characters of the fallback
 *   for older readers are skipped; \'hh gives a byte in the code page of the current font's
 *   \fcharset, or of \ansicpg, decoded together with its neighbours (Shift-JIS takes two bytes);
 * - destinations that are not the text are skipped: \* ones (\fldinst, \annotation, \atnid…)
 *   and the known ones (\fonttbl, read for its charsets only, \colortbl, \stylesheet, \info,
 *   \pict, headers and footers, list marks \listtext and \pntext…); \fldrslt is read: a field
 *   gives the value it shows;
 * - \footnote is a note (after the body), \shptxt a text box (after its paragraph);
 * - text marked \deleted (a tracked deletion) or hidden (\v) is left out;
 * - comments (\annotation) and headers and footers are counted, to be said (a header's text is
 *   not looked into: one in the file has text as a rule).
 */
import { err, ok, type Result } from '../../core/errors.ts';
import { DocumentLines } from './document-lines.ts';
import { corruptDocument } from './document-refusals.ts';
import type { ReadText } from './docx-text.ts';

interface GroupState {
  skip: boolean;
  uc: number;
  font: number | undefined;
  deleted: boolean;
  hidden: boolean;
  /** What closing this group ends: a note, a text box, a font's definition. */
  ends?: 'note' | 'box' | 'font-table';
}

/** Destinations (not marked \*) whose text is not the document's. */
const SKIPPED = new Set([
  'fonttbl',
  'colortbl',
  'stylesheet',
  'info',
  'pict',
  'header',
  'headerl',
  'headerr',
  'headerf',
  'footer',
  'footerl',
  'footerr',
  'footerf',
  'listtable',
  'listoverridetable',
  'revtbl',
  'rsidtbl',
  'xmlnstbl',
  'generator',
  'listtext',
  'pntext',
  'pntxta',
  'pntxtb',
  'fldinst',
  'objdata',
  'objclass',
  'themedata',
  'colorschememapping',
  'datastore',
  'latentstyles',
  'sp',
  'shprslt',
  'nonshppict',
  'filetbl',
  'docvar',
  'template',
  'annotation',
  'atnid',
  'atnauthor',
  'atndate',
  'atnref',
  'atrfstart',
  'atrfend',
  'ftnsep',
  'ftnsepc',
  'ftncn',
  'aftnsep',
  'aftnsepc',
  'aftncn',
  'bkmkstart',
  'bkmkend',
  'xe',
  'tc',
  'txe',
  'mmathPr',
]);

/** \* destinations read even so: their text is the document's (a note, a shape's text box). */
const READ_ANYWAY = new Set(['footnote', 'shpinst', 'shptxt']);

const NAMED: Record<string, string> = {
  tab: '\t',
  line: '\n',
  emdash: '\u2014',
  endash: '\u2013',
  bullet: '\u2022',
  lquote: '\u2018',
  rquote: '\u2019',
  ldblquote: '\u201c',
  rdblquote: '\u201d',
  enspace: '\u2002',
  emspace: '\u2003',
  qmspace: '\u2005',
  zwj: '\u200d',
  zwnj: '\u200c',
  ltrmark: '\u200e',
  rtlmark: '\u200f',
};

/** Windows code page of each \fcharset (0 and 1 follow \ansicpg). */
const CHARSET_PAGES: Record<number, number> = {
  77: 10000,
  128: 932,
  129: 949,
  134: 936,
  136: 950,
  161: 1253,
  162: 1254,
  163: 1258,
  177: 1255,
  178: 1256,
  186: 1257,
  204: 1251,
  222: 874,
  238: 1250,
};

const PAGE_LABELS: Record<number, string> = {
  932: 'shift_jis',
  936: 'gbk',
  949: 'euc-kr',
  950: 'big5',
  10000: 'macintosh',
  65001: 'utf-8',
  20866: 'koi8-r',
};

const decoders = new Map<number, TextDecoder>();
function decoderFor(page: number): TextDecoder {
  let decoder = decoders.get(page);
  if (!decoder) {
    const label = PAGE_LABELS[page] ?? `windows-${page}`;
    try {
      decoder = new TextDecoder(label);
    } catch {
      decoder = new TextDecoder('windows-1252');
    }
    decoders.set(page, decoder);
  }
  return decoder;
}

export const hasRtfHeader = (bytes: Uint8Array): boolean =>
  bytes.length >= 5 && String.fromCharCode(...bytes.subarray(0, 5)) === '{\\rtf';

const isLetter = (c: number): boolean => (c >= 97 && c <= 122) || (c >= 65 && c <= 90);
const isDigit = (c: number): boolean => c >= 48 && c <= 57;
/** Text as it stands: not a group's brace, a control's backslash, a line end or an 8-bit byte. */
const isPlain = (c: number): boolean =>
  c < 0x80 && c !== 0x5c && c !== 0x7b && c !== 0x7d && c !== 0x0d && c !== 0x0a;

export function readRtfText(bytes: Uint8Array, name: string): Result<ReadText> {
  if (!hasRtfHeader(bytes)) return err(corruptDocument(name, 'no RTF header'));
  const lines = new DocumentLines();
  const fonts = new Map<number, number>();
  let ansiPage = 1252;
  let defaultFont: number | undefined;
  let definingFont: number | undefined;
  let state: GroupState = { skip: false, uc: 1, font: undefined, deleted: false, hidden: false };
  const stack: GroupState[] = [];
  /** The group just opened: its first control word may name a destination. */
  let groupStart = false;
  let ignorable = false;
  /** Fallback characters still to skip after a \uN. */
  let skipping = 0;
  let pending: number[] = [];
  /** For each open text box: the paragraph depth its paragraphs are at. */
  const boxes: number[] = [];
  /** Pictures met (\shppict, or a \pict of its own; the \nonshppict copy is skipped). */
  let pictures = 0;
  let comments = 0;
  let headers = 0;

  const writes = (): boolean => !state.skip && !state.deleted && !state.hidden;
  const pageOf = (font: number | undefined): number => {
    const page = font === undefined ? undefined : fonts.get(font);
    return page ?? ansiPage;
  };
  const flush = (): void => {
    if (pending.length === 0) return;
    const text = decoderFor(pageOf(state.font ?? defaultFont)).decode(new Uint8Array(pending));
    pending = [];
    if (writes()) lines.text(text);
  };
  const emit = (text: string): void => {
    flush();
    if (writes()) lines.text(text);
  };
  const endParagraph = (): void => {
    flush();
    if (state.skip) return;
    const box = boxes[boxes.length - 1];
    if (box !== undefined) {
      // A text box's paragraph ends; the next opens at the same depth.
      if (lines.depth >= box) lines.endParagraph();
      lines.startParagraph();
    } else if (lines.inParagraph) lines.endParagraph();
  };

  try {
    for (let i = 0; i < bytes.length; i++) {
      const c = bytes[i] ?? 0;
      if (c === 0x7b) {
        flush();
        stack.push(state);
        state = { ...state };
        delete state.ends;
        groupStart = true;
        ignorable = false;
        skipping = 0;
        continue;
      }
      if (c === 0x7d) {
        flush();
        const ends = state.ends;
        if (ends === 'note') lines.endNote();
        if (ends === 'box') {
          const depth = boxes.pop() ?? 0;
          while (lines.depth >= depth && lines.depth > 0) lines.endParagraph();
        }
        if (ends === 'font-table') definingFont = undefined;
        const outer = stack.pop();
        if (!outer) break;
        state = outer;
        groupStart = false;
        skipping = 0;
        continue;
      }
      if (c === 0x0d || c === 0x0a) continue;
      if (c !== 0x5c) {
        groupStart = false;
        if (skipping > 0) {
          skipping--;
          continue;
        }
        if (c >= 0x80) {
          pending.push(c);
          continue;
        }
        // A run of plain characters at once (most of a file's text).
        let end = i + 1;
        while (end < bytes.length && isPlain(bytes[end] ?? 0)) end++;
        emit(String.fromCharCode(...bytes.subarray(i, end)));
        i = end - 1;
        continue;
      }
      // A backslash: a control word, a control symbol or a byte in hex.
      const next = bytes[i + 1] ?? 0;
      if (next === 0x27) {
        const hex = String.fromCharCode(bytes[i + 2] ?? 0, bytes[i + 3] ?? 0);
        i += 3;
        groupStart = false;
        if (skipping > 0) {
          skipping--;
          continue;
        }
        const byte = parseInt(hex, 16);
        if (Number.isFinite(byte)) pending.push(byte);
        continue;
      }
      if (!isLetter(next)) {
        i++;
        if (next === 0x2a) {
          ignorable = true;
          continue;
        }
        groupStart = false;
        if (skipping > 0) {
          skipping--;
          continue;
        }
        if (next === 0x5c || next === 0x7b || next === 0x7d) emit(String.fromCharCode(next));
        else if (next === 0x7e) emit('\u00a0');
        else if (next === 0x5f) emit('\u2011');
        else if (next === 0x0a || next === 0x0d) endParagraph();
        continue;
      }
      let end = i + 1;
      while (end < bytes.length && isLetter(bytes[end] ?? 0)) end++;
      const word = String.fromCharCode(...bytes.subarray(i + 1, end));
      let paramEnd = end;
      if (bytes[paramEnd] === 0x2d) paramEnd++;
      while (paramEnd < bytes.length && isDigit(bytes[paramEnd] ?? 0)) paramEnd++;
      const hasParam = paramEnd > end && !(paramEnd === end + 1 && bytes[end] === 0x2d);
      const param = hasParam
        ? Number(String.fromCharCode(...bytes.subarray(end, paramEnd)))
        : undefined;
      i = (hasParam ? paramEnd : end) - 1;
      if (bytes[i + 1] === 0x20) i++;

      const first = groupStart;
      groupStart = false;
      if (word === 'bin') {
        i += param ?? 0;
        continue;
      }
      if (skipping > 0 && word !== 'u') {
        skipping--;
        continue;
      }
      if (first && !state.skip) {
        if (word === 'shppict' || word === 'pict') pictures++;
        if (word === 'annotation') comments++;
        if (/^(header|footer)[lrf]?$/.test(word)) headers++;
        if (word === 'footnote') {
          flush();
          state.ends = 'note';
          lines.startNote();
          continue;
        }
        if (word === 'shptxt') {
          flush();
          if (!lines.inParagraph) lines.startParagraph();
          state.ends = 'box';
          lines.startParagraph();
          boxes.push(lines.depth);
          continue;
        }
        if (word === 'fonttbl') {
          state.skip = true;
          state.ends = 'font-table';
          continue;
        }
        if (SKIPPED.has(word) || (ignorable && !READ_ANYWAY.has(word))) {
          flush();
          state.skip = true;
          continue;
        }
      }
      switch (word) {
        case 'ansicpg':
          if (param) ansiPage = param;
          break;
        case 'deff':
          defaultFont = param;
          break;
        case 'f':
          if (stack.some((s) => s.ends === 'font-table') || state.ends === 'font-table') {
            definingFont = param;
          } else {
            flush();
            state.font = param;
          }
          break;
        case 'fcharset':
          if (definingFont !== undefined && param !== undefined) {
            const page = CHARSET_PAGES[param];
            if (page) fonts.set(definingFont, page);
          }
          break;
        case 'cpg':
          if (definingFont !== undefined && param) fonts.set(definingFont, param);
          break;
        case 'uc':
          state.uc = param ?? 1;
          break;
        case 'u': {
          const unit = (param ?? 0) < 0 ? (param ?? 0) + 65536 : (param ?? 0);
          emit(String.fromCharCode(unit));
          skipping = state.uc;
          break;
        }
        case 'par':
        case 'cell':
        case 'nestcell':
          endParagraph();
          break;
        case 'plain':
          flush();
          state.deleted = false;
          state.hidden = false;
          state.font = undefined;
          break;
        case 'deleted':
          flush();
          state.deleted = param !== 0;
          break;
        case 'v':
          flush();
          state.hidden = param !== 0;
          break;
        default: {
          const named = NAMED[word];
          if (named !== undefined) emit(named);
        }
      }
    }
    flush();
    return ok({
      text: lines.finish(),
      ...(pictures ? { pictures } : {}),
      ...(comments ? { comments } : {}),
      ...(headers ? { headers } : {}),
    });
  } catch (error) {
    return err(corruptDocument(name, error instanceof Error ? error.message : String(error)));
  }
}
