import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sniffDocument } from '../../../../src/shared/documents/sniff-document.ts';
import { plainText } from '../../../../src/shared/documents/plain-text.ts';
import { fileNameOf } from '../../../../src/shared/documents/file-name.ts';
import { readDocxText } from '../../../../src/shared/documents/docx-text.ts';
import { readOdtText } from '../../../../src/shared/documents/odt-text.ts';
import { zipSync } from 'fflate';
import { ESSAY, expectedText } from '../../../support/documents/essays.ts';

const FOLDER = join(import.meta.dirname, '../../../e2e/pages/documents');
const file = (name: string): Uint8Array => new Uint8Array(readFileSync(join(FOLDER, name)));

describe('recognising a document by its bytes', () => {
  it('tells each fixture’s kind, whatever its name', () => {
    expect(sniffDocument(file('essay.pdf'))).toBe('pdf');
    expect(sniffDocument(file('password-essay.pdf'))).toBe('pdf');
    expect(sniffDocument(file('essay.docx'))).toBe('docx');
    expect(sniffDocument(file('macro-essay.docm'))).toBe('docx');
    expect(sniffDocument(file('essay.odt'))).toBe('odt');
    expect(sniffDocument(file('essay.rtf'))).toBe('rtf');
    expect(sniffDocument(file('essay.html'))).toBe('html');
    expect(sniffDocument(file('essay.txt'))).toBe('txt');
    expect(sniffDocument(file('legacy-essay.doc'))).toBe('legacy-doc');
  });

  it('refuses a macro-enabled Word file by its content type, saying what to do', () => {
    const read = readDocxText(file('macro-essay.docm'), 'macro-essay.docm');
    expect(read).toMatchObject({
      ok: false,
      error: {
        kind: 'invalid-input',
        code: 'macro-enabled',
        words: { key: 'error_documentMacro' },
      },
    });
  });
});

describe('password-protected Office files', () => {
  // LibreOffice 7.4's command line cannot set a password, so these are built here, as the
  // formats lay them out: Word's encrypted package is an OLE compound file holding streams
  // named EncryptionInfo and EncryptedPackage; OpenDocument's manifest lists each part's
  // encryption data.
  it('tells an encrypted Word file from a legacy .doc by its streams’ names', () => {
    const name = (text: string): number[] => [...text].flatMap((c) => [c.charCodeAt(0), 0]);
    const ole = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, ...new Array<number>(504).fill(0)];
    expect(sniffDocument(new Uint8Array([...ole, ...name('EncryptionInfo')]))).toBe(
      'encrypted-office',
    );
    expect(sniffDocument(new Uint8Array([...ole, ...name('WordDocument')]))).toBe('legacy-doc');
    expect(sniffDocument(new Uint8Array([...ole, ...name('Workbook')]))).toBe('unknown');
  });

  it('refuses an OpenDocument file whose manifest lists encryption data', () => {
    const encoder = new TextEncoder();
    const odt = zipSync({
      mimetype: [encoder.encode('application/vnd.oasis.opendocument.text'), { level: 0 }],
      'META-INF/manifest.xml': encoder.encode(
        '<manifest:manifest><manifest:file-entry manifest:full-path="content.xml">' +
          '<manifest:encryption-data manifest:checksum-type="SHA1/1K"/></manifest:file-entry>' +
          '</manifest:manifest>',
      ),
      'content.xml': new Uint8Array([1, 2, 3]),
    });
    expect(sniffDocument(odt)).toBe('odt');
    expect(readOdtText(odt, 'locked.odt')).toMatchObject({
      ok: false,
      error: { code: 'password', words: { key: 'error_documentPassword', args: ['locked.odt'] } },
    });
  });
});

describe('plain text', () => {
  it('reads UTF-8 and UTF-16 with its byte-order mark, line ends made \\n', () => {
    expect(plainText(file('essay.txt'))).toBe(expectedText(ESSAY));
    expect(plainText(file('essay-utf16.txt'))).toBe(expectedText(ESSAY));
  });

  it('refuses bytes that are not text', () => {
    expect(plainText(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 13]))).toBeUndefined();
    expect(plainText(new Uint8Array([0xc3, 0x28]))).toBeUndefined();
  });
});

describe('a downloaded file’s name', () => {
  it('takes Content-Disposition’s, the UTF-8 one first, else the address’s last segment', () => {
    const url = 'https://lms.example/download?id=3';
    expect(fileNameOf('attachment; filename="essay.docx"', url)).toBe('essay.docx');
    expect(
      fileNameOf(`attachment; filename="x.docx"; filename*=UTF-8''%E4%BD%9C%E6%96%87.docx`, url),
    ).toBe('作文.docx');
    expect(fileNameOf('attachment; filename=plain.rtf', url)).toBe('plain.rtf');
    expect(fileNameOf('attachment; filename="../../etc/passwd"', url)).toBe('passwd');
    expect(fileNameOf(null, 'https://lms.example/files/My%20essay.odt')).toBe('My essay.odt');
    expect(fileNameOf(null, url)).toBe('download');
    expect(fileNameOf(null, 'https://lms.example/')).toBe('document');
  });
});
