/**
 * Writes the documents the tests read, with the program teachers' files come from: each essay of
 * test/support/documents/essays.ts is written as flat OpenDocument XML (.fodt, kept next to the
 * files as their source), and LibreOffice converts it to .docx, .odt, .rtf, .pdf and .html, into
 * test/e2e/pages/documents. Also made here, for the refusals: a legacy Word 97 file (.doc), a
 * macro-enabled Word file (.docm), a PDF with a password (qpdf) and the essay as plain text in
 * UTF-8 and UTF-16 (with its byte-order mark).
 * Needs: `apt-get install libreoffice-writer-nogui qpdf`. Run after changing the essays:
 * `npx tsx scripts/make-document-fixtures.ts`. CI has none of these programs, so the files are
 * committed.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { encodePng } from './png-encode.ts';
import {
  ESSAY,
  ESSAYS,
  expectedText,
  type Block,
  type Essay,
  type Inline,
} from '../test/support/documents/essays.ts';

const OUT = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  'test',
  'e2e',
  'pages',
  'documents',
);
const MAX_BYTES = 200 * 1024;
const FORMATS = ['docx', 'odt', 'rtf', 'pdf', 'html'] as const;

const escape = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const NS = [
  'office="urn:oasis:names:tc:opendocument:xmlns:office:1.0"',
  'style="urn:oasis:names:tc:opendocument:xmlns:style:1.0"',
  'text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"',
  'table="urn:oasis:names:tc:opendocument:xmlns:table:1.0"',
  'draw="urn:oasis:names:tc:opendocument:xmlns:drawing:1.0"',
  'fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0"',
  'svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0"',
  'number="urn:oasis:names:tc:opendocument:xmlns:datastyle:1.0"',
  'dc="http://purl.org/dc/elements/1.1/"',
  'meta="urn:oasis:names:tc:opendocument:xmlns:meta:1.0"',
  'xlink="http://www.w3.org/1999/xlink"',
]
  .map((n) => `xmlns:${n}`)
  .join(' ');

const CHANGE_INFO =
  '<office:change-info><dc:creator>Ms Rivera</dc:creator>' +
  '<dc:date>2026-03-01T09:00:00</dc:date></office:change-info>';

/** The flat OpenDocument XML of an essay. */
function fodt(essay: Essay): string {
  const changes: string[] = [];
  let notes = 0;
  let boxes = 0;
  let comments = 0;
  const inline = (i: Inline): string => {
    if (typeof i === 'string') return escape(i);
    if ('footnote' in i) {
      notes++;
      return (
        `<text:note text:id="ftn${notes}" text:note-class="footnote">` +
        `<text:note-citation>${notes}</text:note-citation>` +
        `<text:note-body><text:p text:style-name="Footnote">${escape(i.footnote)}</text:p></text:note-body></text:note>`
      );
    }
    if ('deleted' in i) {
      const id = `ct${changes.length + 1}`;
      changes.push(
        `<text:changed-region xml:id="${id}" text:id="${id}"><text:deletion>${CHANGE_INFO}` +
          `<text:p>${escape(i.deleted)}</text:p></text:deletion></text:changed-region>`,
      );
      return `<text:change text:change-id="${id}"/>`;
    }
    if ('inserted' in i) {
      const id = `ct${changes.length + 1}`;
      changes.push(
        `<text:changed-region xml:id="${id}" text:id="${id}"><text:insertion>${CHANGE_INFO}` +
          `</text:insertion></text:changed-region>`,
      );
      return (
        `<text:change-start text:change-id="${id}"/>${escape(i.inserted)}` +
        `<text:change-end text:change-id="${id}"/>`
      );
    }
    if ('comment' in i) {
      comments++;
      return (
        `<office:annotation office:name="c${comments}"><dc:creator>Ms Rivera</dc:creator>` +
        `<dc:date>2026-03-01T09:05:00</dc:date><text:p>${escape(i.comment)}</text:p>` +
        `</office:annotation>${escape(i.on)}<office:annotation-end office:name="c${comments}"/>`
      );
    }
    if (i.field === 'title') return `<text:title>${escape(i.shows)}</text:title>`;
    return (
      `<text:date style:data-style-name="ShortDate" text:date-value="${i.value}" ` +
      `text:fixed="true">${i.shows}</text:date>`
    );
  };
  const block = (b: Block): string => {
    if ('heading' in b) {
      return `<text:h text:style-name="Heading_20_1" text:outline-level="1">${escape(b.heading)}</text:h>`;
    }
    if ('paragraph' in b)
      return `<text:p text:style-name="Body">${b.paragraph.map(inline).join('')}</text:p>`;
    if ('list' in b) {
      const items = b.list.map(
        (x) => `<text:list-item><text:p>${escape(x)}</text:p></text:list-item>`,
      );
      return `<text:list text:style-name="Bullets">${items.join('')}</text:list>`;
    }
    if ('table' in b) {
      const columns = b.table[0]?.length ?? 1;
      const rows = b.table.map(
        (row) =>
          '<table:table-row>' +
          row
            .map(
              (cell) =>
                `<table:table-cell office:value-type="string"><text:p>${escape(cell)}</text:p></table:table-cell>`,
            )
            .join('') +
          '</table:table-row>',
      );
      return (
        `<table:table table:name="Table1"><table:table-column table:number-columns-repeated="${columns}"/>` +
        `${rows.join('')}</table:table>`
      );
    }
    if ('picture' in b) {
      // A small picture, embedded in the file: a grey square with a dark border.
      const size = 24;
      const rgba = new Uint8Array(size * size * 4).map((_, i) => {
        const pixel = Math.floor(i / 4);
        const edge = pixel % size === 0 || pixel < size || pixel % size === size - 1;
        return i % 4 === 3 ? 255 : edge ? 40 : 190;
      });
      const png = encodePng(size, size, rgba).toString('base64');
      return (
        `<text:p text:style-name="Body"><draw:frame draw:name="${b.picture}" text:anchor-type="as-char" ` +
        'svg:width="2cm" svg:height="2cm" draw:z-index="1"><draw:image>' +
        `<office:binary-data>${png}</office:binary-data></draw:image></draw:frame></text:p>`
      );
    }
    boxes++;
    const inside = b.textBox.map((p) => `<text:p>${escape(p)}</text:p>`).join('');
    return (
      `<text:p text:style-name="Body">${escape(b.anchoredIn)}` +
      `<draw:frame draw:name="Box${boxes}" draw:style-name="BoxFrame" text:anchor-type="paragraph" ` +
      'svg:x="10cm" svg:y="0cm" svg:width="6cm" svg:min-height="2cm" draw:z-index="0">' +
      `<draw:text-box>${inside}</draw:text-box></draw:frame></text:p>`
    );
  };
  const body = essay.blocks.map(block).join('\n');
  // The page's header and footer, on every page; a footer's page number is a field.
  const furniture = (tag: 'header' | 'footer', text: string | undefined): string =>
    text === undefined
      ? ''
      : `<style:${tag}><text:p>${escape(text).replace(
          '{page}',
          '<text:page-number text:select-page="current">1</text:page-number>',
        )}</text:p></style:${tag}>`;
  const furnished = essay.header !== undefined || essay.footer !== undefined;
  const pageLayout = furnished
    ? '<style:page-layout style:name="Page"><style:page-layout-properties fo:page-width="21cm" ' +
      'fo:page-height="29.7cm" fo:margin-top="2cm" fo:margin-bottom="2cm" fo:margin-left="2cm" ' +
      'fo:margin-right="2cm"/><style:header-style><style:header-footer-properties ' +
      'fo:min-height="0cm" fo:margin-bottom="0.5cm"/></style:header-style><style:footer-style>' +
      '<style:header-footer-properties fo:min-height="0cm" fo:margin-top="0.5cm"/>' +
      '</style:footer-style></style:page-layout>\n'
    : '';
  const masterPage = furnished
    ? '<office:master-styles><style:master-page style:name="Standard" style:page-layout-name="Page">' +
      `${furniture('header', essay.header)}${furniture('footer', essay.footer)}` +
      '</style:master-page></office:master-styles>\n'
    : '';
  const tracked = changes.length
    ? `<text:tracked-changes text:track-changes="true">${changes.join('')}</text:tracked-changes>`
    : '';
  return `<?xml version="1.0" encoding="UTF-8"?>
<office:document ${NS} office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.text">
<office:meta><dc:title>${escape(essay.title)}</dc:title><dc:language>${essay.language}</dc:language></office:meta>
<office:styles>
<style:style style:name="Standard" style:family="paragraph"><style:text-properties fo:language="${essay.language.split('-')[0]}" fo:country="${essay.language.split('-')[1]}" style:language-asian="ja" style:country-asian="JP"/></style:style>
<style:style style:name="Body" style:family="paragraph" style:parent-style-name="Standard"><style:paragraph-properties fo:margin-bottom="0.25cm"/></style:style>
<style:style style:name="Heading_20_1" style:display-name="Heading 1" style:family="paragraph" style:parent-style-name="Standard" style:default-outline-level="1"><style:text-properties fo:font-size="16pt" fo:font-weight="bold"/></style:style>
<style:style style:name="Footnote" style:family="paragraph" style:parent-style-name="Standard"><style:text-properties fo:font-size="10pt"/></style:style>
<number:date-style style:name="ShortDate" number:language="en" number:country="US"><number:month number:style="long"/><number:text>/</number:text><number:day number:style="long"/><number:text>/</number:text><number:year/></number:date-style>
<text:list-style style:name="Bullets"><text:list-level-style-bullet text:level="1" text:bullet-char="•"><style:list-level-properties text:list-level-position-and-space-mode="label-alignment"><style:list-level-label-alignment text:label-followed-by="listtab" fo:text-indent="-0.635cm" fo:margin-left="1.27cm"/></style:list-level-properties></text:list-level-style-bullet></text:list-style>
</office:styles>
<office:automatic-styles>
${pageLayout}<style:style style:name="BoxFrame" style:family="graphic"><style:graphic-properties style:wrap="parallel" fo:border="0.06pt solid #000000" fo:padding="0.15cm" style:vertical-pos="top" style:horizontal-pos="from-left"/></style:style>
</office:automatic-styles>
${masterPage}<office:body><office:text>
${tracked}
${body}
</office:text></office:body>
</office:document>
`;
}

const work = mkdtempSync(join(tmpdir(), 'document-fixtures-'));

function run(program: string, args: string[]): void {
  execFileSync(program, args, { cwd: work, stdio: ['ignore', 'ignore', 'inherit'] });
}

/** LibreOffice in headless mode, with a profile of its own (no user's settings). */
function convert(file: string, to: string): void {
  run('soffice', [
    `-env:UserInstallation=file://${join(work, 'profile')}`,
    '--headless',
    '--convert-to',
    to,
    '--outdir',
    work,
    file,
  ]);
}

try {
  mkdirSync(OUT, { recursive: true });
  for (const essay of ESSAYS) {
    const source = join(work, `${essay.name}.fodt`);
    writeFileSync(source, fodt(essay));
    copyFileSync(source, join(OUT, `${essay.name}.fodt`));
    for (const format of FORMATS) {
      convert(source, format === 'html' ? 'html:HTML (StarWriter)' : format);
      copyFileSync(join(work, `${essay.name}.${format}`), join(OUT, `${essay.name}.${format}`));
    }
    writeFileSync(join(OUT, `${essay.name}.txt`), expectedText(essay) + '\n');
  }
  // The plain-text essay again in UTF-16 (little-endian, with its mark), as Windows' Notepad saves.
  const utf16 = Buffer.from('\ufeff' + expectedText(ESSAY) + '\r\n', 'utf16le');
  writeFileSync(join(OUT, 'essay-utf16.txt'), utf16);
  // For the refusals: Word 97 and a macro-enabled Word file, made by the same program.
  const essaySource = join(work, `${ESSAY.name}.fodt`);
  convert(essaySource, 'doc');
  copyFileSync(join(work, 'essay.doc'), join(OUT, 'legacy-essay.doc'));
  convert(essaySource, 'docm:MS Word 2007 XML VBA');
  copyFileSync(join(work, 'essay.docm'), join(OUT, 'macro-essay.docm'));
  // A PDF only its password opens (AES-256).
  run('qpdf', [
    '--encrypt',
    'reader',
    'owner',
    '256',
    '--',
    join(OUT, 'essay.pdf'),
    join(OUT, 'password-essay.pdf'),
  ]);
  for (const name of ['essay.docx', 'essay.pdf', 'japanese-essay.pdf']) {
    const size = statSync(join(OUT, name)).size;
    if (size > MAX_BYTES) throw new Error(`${name} is ${size} bytes, over ${MAX_BYTES}.`);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
