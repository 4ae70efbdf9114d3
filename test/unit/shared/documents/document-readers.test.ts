/**
 * The readers of Word, OpenDocument and rich-text files on files LibreOffice made from the essays
 * of test/support/documents/essays.ts (scripts/make-document-fixtures.ts): each gives back the
 * essay's text exactly, in the reading order documented there.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readDocxText } from '../../../../src/shared/documents/docx-text.ts';
import { readOdtText } from '../../../../src/shared/documents/odt-text.ts';
import { readRtfText } from '../../../../src/shared/documents/rtf-text.ts';
import { sniffDocument } from '../../../../src/shared/documents/sniff-document.ts';
import {
  ESSAYS,
  commentsIn,
  expectedText,
  headersIn,
  picturesIn,
} from '../../../support/documents/essays.ts';

const FOLDER = join(import.meta.dirname, '../../../e2e/pages/documents');
const file = (name: string): Uint8Array => new Uint8Array(readFileSync(join(FOLDER, name)));

const READERS = { docx: readDocxText, odt: readOdtText, rtf: readRtfText } as const;

describe.each(Object.entries(READERS))('the %s reader', (format, read) => {
  it.each(ESSAYS.map((e) => [e.name, e] as const))('reads %s exactly', (_, essay) => {
    const name = `${essay.name}.${format}`;
    const bytes = file(name);
    expect(sniffDocument(bytes)).toBe(format);
    const result = read(bytes, name);
    expect(result.ok && result.value.text).toBe(expectedText(essay));
    // Its pictures are counted, to be said: their text (if any) is not read.
    expect(result.ok && (result.value.pictures ?? 0)).toBe(picturesIn(essay));
    // Its comments and its headers and footers with text are left out, and counted to be said.
    expect(result.ok && (result.value.comments ?? 0)).toBe(commentsIn(essay));
    expect(result.ok && (result.value.headers ?? 0)).toBe(headersIn(essay));
  });
});
