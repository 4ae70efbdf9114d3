/**
 * The text of an HTML file (a document saved as a web page), read here in the hidden page, never
 * in a web page: parsed by the browser (DOMParser: inert, no script runs, nothing loads), its
 * body's text taken block by block, one line per paragraph, heading, list item and table cell
 * (the reading order of src/shared/documents/document-lines.ts). Scripts, styles, templates and
 * hidden elements give nothing.
 */
import { DocumentLines } from '../../shared/documents/document-lines.ts';

/** Elements that start and end a line of their own. */
const BLOCKS = new Set([
  'P',
  'DIV',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'LI',
  'DT',
  'DD',
  'TD',
  'TH',
  'CAPTION',
  'BLOCKQUOTE',
  'PRE',
  'ADDRESS',
  'ARTICLE',
  'SECTION',
  'ASIDE',
  'HEADER',
  'FOOTER',
  'MAIN',
  'NAV',
  'FIGCAPTION',
  'FIGURE',
  'TABLE',
  'TR',
  'UL',
  'OL',
  'DL',
  'HR',
  'FORM',
  'FIELDSET',
]);
const SKIPPED = new Set([
  'SCRIPT',
  'STYLE',
  'NOSCRIPT',
  'TEMPLATE',
  'HEAD',
  'TITLE',
  'SVG',
  'IFRAME',
  'OBJECT',
]);

/** The charset a page declares in its first bytes (`<meta charset>`), else UTF-8. */
export function decodeHtml(bytes: Uint8Array): string {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 2048));
  const label = /<meta[^>]+charset\s*=\s*["']?([\w-]+)/i.exec(head)?.[1];
  try {
    return new TextDecoder(label ?? 'utf-8').decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}

export function htmlText(html: string): { text: string; title: string; pictures: number } {
  const document = new DOMParser().parseFromString(html, 'text/html');
  const lines = new DocumentLines();
  const walk = (node: Node): void => {
    for (const child of Array.from(node.childNodes)) {
      if (child.nodeType === Node.TEXT_NODE) {
        const text = (child.textContent ?? '').replace(/\s+/g, ' ');
        if (text.trim() || lines.inParagraph) lines.text(text);
        continue;
      }
      if (!(child instanceof Element)) continue;
      if (SKIPPED.has(child.tagName.toUpperCase()) || child.hasAttribute('hidden')) continue;
      if (child.tagName.toUpperCase() === 'BR') {
        lines.text('\n');
        continue;
      }
      const block = BLOCKS.has(child.tagName.toUpperCase());
      if (block) while (lines.inParagraph) lines.endParagraph();
      walk(child);
      if (block) while (lines.inParagraph) lines.endParagraph();
    }
  };
  if (document.body) walk(document.body);
  const text = lines
    .finish()
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n');
  const pictures = document.body?.querySelectorAll('img, svg, picture, canvas').length ?? 0;
  return { text, title: document.title.trim().slice(0, 300), pictures };
}
