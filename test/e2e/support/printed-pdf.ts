import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pdfPageTexts } from '../../fake-service/files/pdf-text.ts';

/** A PDF's pages and its text, as pdf.js reads it (the local service's reader, in Node). */
export async function readPdf(bytes: Uint8Array): Promise<{ pages: number; text: string }> {
  const pages = await pdfPageTexts(bytes);
  return { pages: pages.length, text: pages.join('\n') };
}

/**
 * Text compared between a PDF and a page: without white space (a PDF keeps words' places, not
 * their spaces or line breaks) and in compatibility form (a PDF may keep a ligature or an Arabic
 * letter's joined form where the page has the plain letters).
 */
export const bareText = (text: string): string => text.normalize('NFKC').replace(/\s+/g, '');

/**
 * Every page of a PDF as a grey PNG (Debian's Ghostscript), as a black-and-white print would
 * show it: `<prefix>-1.png`, `<prefix>-2.png`…
 */
export function pagesInGrey(pdf: Uint8Array, prefix: string): void {
  const dir = mkdtempSync(join(tmpdir(), 'authenticity-lens-pdf-'));
  const file = join(dir, 'report.pdf');
  writeFileSync(file, pdf);
  try {
    execFileSync('gs', [
      '-q',
      '-dSAFER',
      '-dBATCH',
      '-dNOPAUSE',
      '-sDEVICE=pnggray',
      '-r110',
      `-sOutputFile=${prefix}-%d.png`,
      file,
    ]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
