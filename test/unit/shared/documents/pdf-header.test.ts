import { describe, expect, it } from 'vitest';
import { hasPdfHeader } from '../../../../src/shared/documents/pdf-header.ts';

const bytes = (text: string): Uint8Array => new TextEncoder().encode(text);

describe('hasPdfHeader', () => {
  it.each<[string, Uint8Array, boolean]>([
    ['a PDF', bytes('%PDF-1.7\n...'), true],
    ['junk before the header, within 1,024 bytes', bytes(`${'X'.repeat(1019)}%PDF-1.4`), true],
    ['the header past 1,024 bytes', bytes(`${'X'.repeat(1020)}%PDF-1.4`), false],
    ['a web page', bytes('<!doctype html><title>PDF</title>'), false],
    ['a cut header', bytes('%PDF'), false],
    ['nothing', new Uint8Array(), false],
  ])('%s', (_what, file, pdf) => {
    expect(hasPdfHeader(file)).toBe(pdf);
  });
});
