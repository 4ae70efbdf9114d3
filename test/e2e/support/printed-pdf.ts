import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A PDF's pages and its text, as pdf.js reads it (the legacy build, for Node, in this thread). */
export async function readPdf(bytes: Uint8Array): Promise<{ pages: number; text: string }> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
  });
  try {
    const pdf = await task.promise;
    let text = '';
    for (let number = 1; number <= pdf.numPages; number += 1) {
      const content = await (await pdf.getPage(number)).getTextContent();
      for (const item of content.items) {
        if ('str' in item) text += item.str + (item.hasEOL ? '\n' : '');
      }
      text += '\n';
    }
    return { pages: pdf.numPages, text };
  } finally {
    await task.destroy();
  }
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
