import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { Result } from '../../../src/core/errors.ts';
import {
  drawingOps,
  readPdfDocument,
  type PdfReading,
} from '../../../src/offscreen/pdf/pdf-document.ts';

const PDFJS = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
const FIXTURES = join(import.meta.dirname, '..', '..', 'e2e', 'pages', 'pdf');

/** A fixture's bytes (test/e2e/pages/pdf, made by scripts/make-pdf-fixtures.ts). */
export const fixtureBytes = (name: string): Uint8Array =>
  new Uint8Array(readFileSync(join(FIXTURES, name)));

/**
 * A PDF read as the extension reads it (src/offscreen/pdf/pdf-document.ts), by pdf.js' legacy build
 * in Node, with pdfjs-dist's own CMaps and standard fonts unless `resources` is false (what the
 * extension did before it shipped them).
 */
export async function readFixture(
  name: string,
  { resources = true }: { resources?: boolean } = {},
): Promise<Result<PdfReading>> {
  const task = getDocument({
    data: fixtureBytes(name),
    ...(resources
      ? {
          cMapUrl: `${PDFJS}/cmaps/`,
          cMapPacked: true,
          standardFontDataUrl: `${PDFJS}/standard_fonts/`,
        }
      : {}),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: false,
    verbosity: 0,
  });
  try {
    return await readPdfDocument(await task.promise, drawingOps(OPS));
  } finally {
    await task.destroy();
  }
}
