/** The PDF format's opening bytes: `%PDF-`. */
const MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d];

/**
 * How far into the file a PDF's header may start: viewers (and pdf.js) accept bytes before it
 * (a mail gateway's or a web server's junk) within the first 1,024 bytes, as Acrobat does.
 */
export const HEADER_WINDOW = 1024;

/** Whether `bytes` are a PDF file: `%PDF-` within its first 1,024 bytes. */
export function hasPdfHeader(bytes: Uint8Array): boolean {
  const last = Math.min(bytes.length, HEADER_WINDOW) - MAGIC.length;
  for (let at = 0; at <= last; at++) {
    if (MAGIC.every((byte, i) => bytes[at + i] === byte)) return true;
  }
  return false;
}
