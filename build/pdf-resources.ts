import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';
import { PDF_RESOURCE_FOLDERS } from '../src/offscreen/pdf/pdf-resources.ts';

/**
 * pdf.js' data files, copied from pdfjs-dist into the package: the CMaps (how the bytes of a
 * CJK font's text map to characters; without them a Japanese PDF reads as a few stray
 * characters) and the standard font data (the 14 fonts a PDF may name without embedding them).
 * They are files, not code: the hidden page's pdf.js fetches the few a PDF needs from the
 * package while it reads that PDF, and nothing else ever loads them.
 */
/** One of pdf.js' data files: where it is in pdfjs-dist, and its name in the package. */
export interface PdfResourceFile {
  source: string;
  fileName: string;
}

/** Every data file the package carries for pdf.js (the build emits them; `npm run dev` copies them). */
export function pdfResourceFiles(): PdfResourceFile[] {
  const root = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
  // pdfjs-dist's folder, the package's folder, which of its files.
  const folders: [string, string, (name: string) => boolean][] = [
    ['cmaps', PDF_RESOURCE_FOLDERS.cMaps, (name) => name.endsWith('.bcmap') || name === 'LICENSE'],
    [
      'standard_fonts',
      PDF_RESOURCE_FOLDERS.standardFonts,
      (name) => /\.(pfb|ttf)$/.test(name) || name.startsWith('LICENSE'),
    ],
  ];
  return folders.flatMap(([folder, target, wanted]) =>
    readdirSync(join(root, folder))
      .filter(wanted)
      .map((name) => ({ source: join(root, folder, name), fileName: `${target}${name}` })),
  );
}

export function pdfResources(): Plugin {
  return {
    name: 'authenticity-lens:pdf-resources',
    apply: 'build',
    generateBundle() {
      for (const { source, fileName } of pdfResourceFiles()) {
        this.emitFile({ type: 'asset', fileName, source: readFileSync(source) });
      }
    },
  };
}
