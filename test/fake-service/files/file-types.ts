/**
 * The file types the double reads, by extension (the service decides a file's type by its
 * name). Textual files are read for their text; OCR files are images whose text the double takes
 * from a text chunk or comment (see image-text.ts). GET /v3/miscellaneous/supported-file-types
 * answers these same lists.
 */
export const TEXTUAL_EXTENSIONS = ['txt', 'html', 'htm', 'pdf'] as const;
export const OCR_EXTENSIONS = ['png', 'jpg', 'jpeg', 'bmp', 'gif'] as const;

export type TextualExtension = (typeof TEXTUAL_EXTENSIONS)[number];
export type OcrExtension = (typeof OCR_EXTENSIONS)[number];

/** The extension after the last dot, lowercase; undefined for a name without one. */
export function extensionOf(filename: string): string | undefined {
  return /\.([^./\\]+)$/.exec(filename)?.[1]?.toLowerCase();
}
