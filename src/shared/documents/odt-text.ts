/**
 * The text of an OpenDocument text file (.odt), read from its content.xml directly, in the
 * reading order of document-lines.ts. Left out: the tracked changes' record (which holds the
 * deleted text), notes' citation marks, drawing captions, and, counted to be said: comments
 * (`office:annotation`) and the master pages' headers and footers with text (in styles.xml).
 * Fields (`text:date`, `text:page-number`…) hold the value they show, which is kept.
 */
import { err, ok, type Result } from '../../core/errors.ts';
import { openZip } from './bounded-unzip.ts';
import { DocumentLines } from './document-lines.ts';
import {
  corruptDocument,
  passwordDocument,
  unsupportedDocument,
  zipRefusal,
} from './document-refusals.ts';
import type { ReadText } from './docx-text.ts';
import { xmlEvents } from './xml-events.ts';

const TEXT_TYPES = [
  'application/vnd.oasis.opendocument.text',
  'application/vnd.oasis.opendocument.text-template',
];

const SKIPPED = new Set([
  'text:tracked-changes',
  'office:annotation',
  'text:note-citation',
  'svg:title',
  'svg:desc',
  'office:forms',
  'text:sequence-decls',
  'text:variable-decls',
  'text:user-field-decls',
  'office:automatic-styles',
  'office:font-face-decls',
  'office:scripts',
]);

export function readOdtText(bytes: Uint8Array, name: string): Result<ReadText> {
  const opened = openZip(bytes);
  if (!opened.ok) return err(zipRefusal(name, opened.error));
  const zip = opened.value;
  const read = (path: string): Result<string | undefined> => {
    const entry = zip.read(path);
    if (!entry.ok) return err(zipRefusal(name, entry.error));
    return ok(entry.value && new TextDecoder().decode(entry.value));
  };
  try {
    const mimetype = read('mimetype');
    if (!mimetype.ok) return mimetype;
    if (!TEXT_TYPES.includes(mimetype.value?.trim() ?? '')) return err(unsupportedDocument(name));
    const manifest = read('META-INF/manifest.xml');
    if (!manifest.ok) return manifest;
    if (manifest.value?.includes('encryption-data')) return err(passwordDocument(name));
    const content = read('content.xml');
    if (!content.ok) return content;
    if (content.value === undefined) return err(corruptDocument(name, 'content.xml is missing'));
    const { text, pictures, comments } = contentText(content.value);
    const styles = read('styles.xml');
    if (!styles.ok) return styles;
    const headers = headersWithText(styles.value ?? '');
    const meta = read('meta.xml');
    const title = meta.ok && meta.value ? titleOf(meta.value) : undefined;
    return ok({
      text,
      ...(title ? { title } : {}),
      ...(pictures ? { pictures } : {}),
      ...(comments ? { comments } : {}),
      ...(headers ? { headers } : {}),
    });
  } catch (error) {
    return err(corruptDocument(name, error instanceof Error ? error.message : String(error)));
  }
}

function contentText(xml: string): { text: string; pictures: number; comments: number } {
  const lines = new DocumentLines();
  let pictures = 0;
  let comments = 0;
  let skipDepth = 0;
  let inBody = false;
  for (const event of xmlEvents(xml)) {
    if (event.type === 'open') {
      if (event.name === 'office:annotation' && skipDepth === 0 && inBody) comments++;
      if (skipDepth > 0 || SKIPPED.has(event.name)) {
        skipDepth++;
        continue;
      }
      switch (event.name) {
        case 'office:body':
          inBody = true;
          break;
        case 'draw:image':
          if (inBody) pictures++;
          break;
        case 'text:p':
        case 'text:h':
          lines.startParagraph();
          break;
        case 'text:s':
          lines.text(' '.repeat(Math.min(1000, Number(event.attributes['text:c'] ?? '1') || 1)));
          break;
        case 'text:tab':
          lines.text('\t');
          break;
        case 'text:line-break':
          lines.text('\n');
          break;
        case 'text:note-body':
          lines.startNote();
          break;
      }
    } else if (event.type === 'close') {
      if (skipDepth > 0) {
        skipDepth--;
        continue;
      }
      if (event.name === 'text:p' || event.name === 'text:h') lines.endParagraph();
      else if (event.name === 'text:note-body') lines.endNote();
      else if (event.name === 'office:body') inBody = false;
    } else if (skipDepth === 0 && inBody && lines.inParagraph) {
      // OpenDocument collapses white space in a paragraph as HTML does (`text:s` writes more).
      lines.text(event.text.replace(/[ \t\r\n]+/g, ' '));
    }
  }
  return { text: lines.finish(), pictures, comments };
}

/** A master page's header or footer (left, first page: their own elements). */
const FURNITURE = /^style:(header|footer)(-left|-first)?$/;

/** How many headers and footers of the master pages (in styles.xml) hold text and are shown. */
function headersWithText(xml: string): number {
  let count = 0;
  let inside: { name: string; text: string } | undefined;
  for (const event of xmlEvents(xml)) {
    if (event.type === 'open' && !inside && FURNITURE.test(event.name)) {
      if (event.attributes['style:display'] !== 'false') inside = { name: event.name, text: '' };
    } else if (event.type === 'close' && inside?.name === event.name) {
      if (inside.text.trim()) count++;
      inside = undefined;
    } else if (event.type === 'text' && inside) inside.text += event.text;
  }
  return count;
}

function titleOf(xml: string): string | undefined {
  let inside = false;
  let text = '';
  for (const event of xmlEvents(xml)) {
    if (event.type === 'open' && event.name === 'dc:title') inside = true;
    else if (event.type === 'close' && event.name === 'dc:title') return text.trim() || undefined;
    else if (event.type === 'text' && inside) text += event.text;
  }
  return undefined;
}
