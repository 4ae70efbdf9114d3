/**
 * The text of a Word file (.docx), read from its XML directly (the main document part, then its
 * footnotes and endnotes in the order they are referenced), in the reading order of
 * document-lines.ts. Left out: tracked deletions (`w:del`, `w:delText`, `w:moveFrom`), field
 * codes (`w:instrText`, the part of a field before its `separate`), the fallback copy of a text
 * box that writers add for old readers (`mc:Fallback`), and, counted to be said: comments (in
 * their own part; their marks in the text give nothing) and headers and footers with text.
 */
import { err, ok, type Result } from '../../core/errors.ts';
import { openZip, type Zip } from './bounded-unzip.ts';
import { DocumentLines } from './document-lines.ts';
import {
  corruptDocument,
  macroDocument,
  unsupportedDocument,
  zipRefusal,
} from './document-refusals.ts';
import { xmlEvents } from './xml-events.ts';

export interface ReadText {
  text: string;
  title?: string;
  /** Pictures in the document (their text, if any, is not read): said, never left in silence. */
  pictures?: number;
  /** Comments on the text: not the writing, left out, and said. */
  comments?: number;
  /**
   * Headers and footers with text: the page's furniture (a name, a course, a page number),
   * repeated on every page, not the writing; left out, and said.
   */
  headers?: number;
}

const WORD_TYPES = [
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.template.main+xml',
];
const MACRO_TYPES = [
  'application/vnd.ms-word.document.macroEnabled.main+xml',
  'application/vnd.ms-word.template.macroEnabledTemplate.main+xml',
];

/** Elements whose whole content is not the document's text. */
const SKIPPED = new Set([
  'w:del',
  'w:delText',
  'w:moveFrom',
  'w:instrText',
  'w:delInstrText',
  'mc:Fallback',
  'w:pPr',
  'w:rPr',
  'w:sectPr',
  'w:tblPr',
  'w:trPr',
  'w:tcPr',
  'w:commentReference',
]);

export function readDocxText(bytes: Uint8Array, name: string): Result<ReadText> {
  const opened = openZip(bytes);
  if (!opened.ok) return err(zipRefusal(name, opened.error));
  const zip = opened.value;
  const xml = (path: string): Result<string | undefined> => {
    const read = zip.read(path);
    if (!read.ok) return err(zipRefusal(name, read.error));
    return ok(read.value && new TextDecoder().decode(read.value));
  };
  try {
    const types = xml('[Content_Types].xml');
    if (!types.ok) return types;
    const found = mainPart(zip, types.value);
    if (found && 'macro' in found) return err(macroDocument(name));
    if (!found) return err(unsupportedDocument(name));
    const main = found.path;
    const document = xml(main);
    if (!document.ok) return document;
    if (document.value === undefined) return err(corruptDocument(name, `${main} is missing`));
    const lines = new DocumentLines();
    const references: { kind: 'footnote' | 'endnote'; id: string }[] = [];
    const pictures = readBody(document.value, lines, references);
    const targets = partTargets(main, xml(relsOf(main)));
    for (const kind of ['footnote', 'endnote'] as const) {
      const wanted = references.filter((r) => r.kind === kind);
      const [path] = targets[`${kind}s`] ?? [];
      if (wanted.length === 0 || !path) continue;
      const part = xml(path);
      if (!part.ok) return part;
      if (part.value === undefined) continue;
      const notes = readNotes(part.value, kind);
      for (const { id } of wanted) lines.addNotes(notes.get(id) ?? []);
    }
    let comments = 0;
    let headers = 0;
    for (const path of targets.comments ?? []) {
      const part = xml(path);
      if (!part.ok) return part;
      for (const event of xmlEvents(part.value ?? '')) {
        if (event.type === 'open' && event.name === 'w:comment') comments++;
      }
    }
    for (const path of [...(targets.header ?? []), ...(targets.footer ?? [])]) {
      const part = xml(path);
      if (!part.ok) return part;
      const furniture = new DocumentLines();
      readParagraphs(part.value ?? '', furniture);
      if (furniture.finish().trim()) headers++;
    }
    const core = xml('docProps/core.xml');
    const title = core.ok && core.value ? elementText(core.value, 'dc:title') : undefined;
    return ok({
      text: lines.finish(),
      ...(title ? { title } : {}),
      ...(pictures ? { pictures } : {}),
      ...(comments ? { comments } : {}),
      ...(headers ? { headers } : {}),
    });
  } catch (error) {
    return err(corruptDocument(name, error instanceof Error ? error.message : String(error)));
  }
}

/** The main document part (by its content type): its path, or that it holds macros. */
function mainPart(
  zip: Zip,
  types: string | undefined,
): { path: string } | { macro: true } | undefined {
  if (!types) return undefined;
  for (const event of xmlEvents(types)) {
    if (event.type !== 'open' || event.name !== 'Override') continue;
    const type = event.attributes.ContentType ?? '';
    const path = (event.attributes.PartName ?? '').replace(/^\//, '');
    if (MACRO_TYPES.includes(type)) return { macro: true };
    if (WORD_TYPES.includes(type) && zip.names.includes(path)) return { path };
  }
  return undefined;
}

const relsOf = (part: string): string => {
  const slash = part.lastIndexOf('/');
  return `${part.slice(0, slash + 1)}_rels/${part.slice(slash + 1)}.rels`;
};

/** The notes, comments, headers and footers parts the main part names, as paths in the zip. */
function partTargets(main: string, rels: Result<string | undefined>): Record<string, string[]> {
  const found: Record<string, string[]> = {};
  if (!rels.ok || !rels.value) return found;
  const folder = main.slice(0, main.lastIndexOf('/') + 1);
  for (const event of xmlEvents(rels.value)) {
    if (event.type !== 'open' || event.name !== 'Relationship') continue;
    const kind = /\/(footnotes|endnotes|comments|header|footer)$/.exec(
      event.attributes.Type ?? '',
    )?.[1];
    const target = event.attributes.Target;
    if (!kind || !target || event.attributes.TargetMode === 'External') continue;
    (found[kind] ??= []).push(
      target.startsWith('/') ? target.slice(1) : normalise(folder + target),
    );
  }
  return found;
}

function normalise(path: string): string {
  const parts: string[] = [];
  for (const part of path.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.') parts.push(part);
  }
  return parts.join('/');
}

/**
 * The text of a part's paragraphs into `lines`. A field's code (from its `begin` to its
 * `separate`) is skipped and its result kept; fields nest.
 */
function readParagraphs(
  xml: string,
  lines: DocumentLines,
  onOpen?: (name: string, attributes: Record<string, string>) => void,
): void {
  let skipDepth = 0;
  /** Per open field: whether its code is still being read (before `separate`). */
  const fields: boolean[] = [];
  let inText = false;
  for (const event of xmlEvents(xml)) {
    if (event.type === 'open') {
      if (skipDepth > 0 || SKIPPED.has(event.name)) {
        // An empty element's close event follows it, and undoes this.
        skipDepth++;
        continue;
      }
      onOpen?.(event.name, event.attributes);
      const inCode = fields.includes(true);
      switch (event.name) {
        case 'w:p':
          lines.startParagraph();
          break;
        case 'w:t':
          inText = !inCode;
          break;
        case 'w:tab':
          if (!inCode && lines.inParagraph) lines.text('\t');
          break;
        case 'w:br':
        case 'w:cr':
          if (!inCode && event.attributes['w:type'] !== 'page') lines.text('\n');
          break;
        case 'w:noBreakHyphen':
          if (!inCode) lines.text('-');
          break;
        case 'w:fldChar': {
          const type = event.attributes['w:fldCharType'];
          if (type === 'begin') fields.push(true);
          else if (type === 'separate') fields[fields.length - 1] = false;
          else if (type === 'end') fields.pop();
          break;
        }
      }
    } else if (event.type === 'close') {
      if (skipDepth > 0) {
        skipDepth--;
        continue;
      }
      if (event.name === 'w:p') lines.endParagraph();
      else if (event.name === 'w:t') inText = false;
    } else if (inText && skipDepth === 0) {
      lines.text(event.text);
    }
  }
}

/** The body's paragraphs into `lines`, its notes' ids into `references`; its pictures counted. */
function readBody(
  xml: string,
  lines: DocumentLines,
  references: { kind: 'footnote' | 'endnote'; id: string }[],
): number {
  let pictures = 0;
  readParagraphs(xml, lines, (name, attributes) => {
    // A picture (DrawingML's; the fallback copies for old readers are skipped).
    if (name === 'pic:pic') pictures++;
    const id = attributes['w:id'];
    if (name === 'w:footnoteReference' && id) references.push({ kind: 'footnote', id });
    if (name === 'w:endnoteReference' && id) references.push({ kind: 'endnote', id });
  });
  return pictures;
}

/** Each note's paragraphs by its id (separators, which hold no text, give none). */
function readNotes(xml: string, kind: 'footnote' | 'endnote'): Map<string, string[]> {
  const notes = new Map<string, string[]>();
  const tag = `w:${kind}`;
  let at = 0;
  for (;;) {
    const start = xml.indexOf(`<${tag} `, at);
    if (start === -1) break;
    const end = xml.indexOf(`</${tag}>`, start);
    if (end === -1) break;
    const piece = xml.slice(start, end + tag.length + 3);
    const id = /w:id="(-?\d+)"/.exec(piece)?.[1];
    if (id !== undefined) {
      const lines = new DocumentLines();
      readParagraphs(piece, lines);
      const text = lines.finish();
      notes.set(id, text ? text.split('\n') : []);
    }
    at = end;
  }
  return notes;
}

/** The text of the first `name` element (a title in the core properties). */
function elementText(xml: string, name: string): string | undefined {
  let inside = false;
  let text = '';
  for (const event of xmlEvents(xml)) {
    if (event.type === 'open' && event.name === name) inside = true;
    else if (event.type === 'close' && event.name === name) return text.trim() || undefined;
    else if (event.type === 'text' && inside) text += event.text;
  }
  return undefined;
}
