/**
 * Where the package holds pdf.js' data files (copied there by build/pdf-resources.ts): the CMaps
 * a CJK font's text needs, and the data of the standard fonts a PDF names without embedding.
 */
export const PDF_RESOURCE_FOLDERS = {
  cMaps: 'pdfjs/cmaps/',
  standardFonts: 'pdfjs/standard_fonts/',
} as const;

/** The addresses of pdf.js' data files, absolute (a package's, or a folder's for Node). */
export interface PdfResourceUrls {
  cMapUrl: string;
  standardFontDataUrl: string;
}
