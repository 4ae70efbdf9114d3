import { badRequest } from '../core/service-error.ts';
import type { TextualExtension } from './file-types.ts';

/** A submitted textual file, decoded as far as can be done before the 201. */
export type TextualFile =
  | { type: 'text'; text: string }
  | { type: 'html'; html: string }
  /** Read after the 201: an unreadable PDF fails the scan through the error webhook. */
  | { type: 'pdf'; bytes: Buffer };

/** Throws on bytes that are not UTF-8; a leading BOM is dropped (TextDecoder's default). */
function utf8(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw badRequest('The file is not valid UTF-8 text.', [
      { param: 'base64', message: 'Not valid UTF-8.' },
    ]);
  }
}

/** .txt and .html/.htm must be UTF-8 (the double reads no other encoding); .pdf waits. */
export function readTextualFile(extension: TextualExtension, bytes: Buffer): TextualFile {
  if (extension === 'pdf') return { type: 'pdf', bytes };
  if (extension === 'txt') return { type: 'text', text: utf8(bytes) };
  return { type: 'html', html: utf8(bytes) };
}
