/**
 * What kind of document some bytes are, by the bytes (the file's name and the site's type are
 * only hints, and are often wrong: a download link names no extension, a server says
 * "application/octet-stream"). Also what is told apart to be refused with its own reason: an old
 * Word file (.doc) and a password-protected Office file (both OLE compound files), a macro-enabled
 * Word file and HTML where a file was expected.
 */
import { hasPdfHeader } from './pdf-header.ts';
import { hasRtfHeader } from './rtf-text.ts';

export type SniffedKind =
  | 'pdf'
  | 'docx'
  | 'odt'
  | 'rtf'
  | 'html'
  | 'txt'
  /** A zip of another kind (a spreadsheet, a presentation, an archive). */
  | 'other-zip'
  /** Word 97–2003. */
  | 'legacy-doc'
  /** An Office file whose parts are encrypted with a password (kept in an OLE compound file). */
  | 'encrypted-office'
  | 'unknown';

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

const startsWith = (bytes: Uint8Array, prefix: readonly number[]): boolean =>
  prefix.every((b, i) => bytes[i] === b);

/** Whether `needle` (ASCII) occurs in `bytes` (a zip's names, an OLE file's stream names). */
function holds(bytes: Uint8Array, needle: string, utf16 = false): boolean {
  const codes = [...needle].flatMap((c) => (utf16 ? [c.charCodeAt(0), 0] : [c.charCodeAt(0)]));
  const first = codes[0];
  outer: for (let i = bytes.indexOf(first ?? 0); i !== -1; i = bytes.indexOf(first ?? 0, i + 1)) {
    for (let j = 1; j < codes.length; j++) if (bytes[i + j] !== codes[j]) continue outer;
    return true;
  }
  return false;
}

export function sniffDocument(bytes: Uint8Array): SniffedKind {
  if (hasPdfHeader(bytes)) return 'pdf';
  if (startsWith(bytes, ZIP)) {
    // The first entry of an OpenDocument file is its `mimetype`, stored unpacked.
    const head = new TextDecoder().decode(bytes.subarray(30, 120));
    if (head.startsWith('mimetype')) {
      return head.includes('opendocument.text') ? 'odt' : 'other-zip';
    }
    if (holds(bytes, 'word/')) return 'docx';
    return 'other-zip';
  }
  if (startsWith(bytes, OLE)) {
    if (holds(bytes, 'EncryptionInfo', true) || holds(bytes, 'EncryptedPackage', true)) {
      return 'encrypted-office';
    }
    return holds(bytes, 'WordDocument', true) ? 'legacy-doc' : 'unknown';
  }
  if (hasRtfHeader(bytes)) return 'rtf';
  const start = new TextDecoder('utf-8').decode(bytes.subarray(0, 1024)).replace(/^\ufeff/, '');
  if (/^\s*(<!doctype html|<html|<head|<body|<meta|<title|<!--)/i.test(start)) return 'html';
  return 'txt';
}
