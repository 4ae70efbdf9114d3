import { badRequest } from '../core/service-error.ts';

/** The older docs' limit (25 MB, read as binary megabytes); the newer docs give none. */
export const MAX_FILE_BYTES = 26_214_400;
/**
 * The JSON body a file route reads: the base64 of MAX_FILE_BYTES (34,952,536 characters) plus
 * room for the properties (two 100 kb logos at most), so a file just over the limit still gets
 * the file-size answer rather than a body-size one.
 */
export const MAX_FILE_BODY_BYTES = 40 * 1024 * 1024;

/** Standard alphabet, `=` padding only at the end; length is checked apart. */
const STRICT_BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

const invalid = (message: string) => badRequest(message, [{ param: 'base64', message }]);

export const fileTooLarge = () =>
  invalid(`The file is larger than 25 MB (${MAX_FILE_BYTES.toLocaleString('en-US')} bytes).`);

/**
 * The file's bytes from a strict base64 string: no whitespace, no data: prefix, no URL-safe
 * alphabet, length a multiple of 4. The service's own tolerance is not documented; a strict
 * double catches a client that relies on leniency.
 */
export function decodeBase64File(value: unknown): Buffer {
  if (typeof value !== 'string') throw invalid('base64 must be a string.');
  if (value.length % 4 !== 0 || !STRICT_BASE64.test(value)) {
    throw invalid('base64 is not valid base64 (A-Z a-z 0-9 + / with = padding).');
  }
  // Checked before decoding, so a huge file is refused without allocating it.
  if (Buffer.byteLength(value, 'base64') > MAX_FILE_BYTES) throw fileTooLarge();
  const bytes = Buffer.from(value, 'base64');
  if (bytes.length === 0) throw invalid('The file is empty.');
  return bytes;
}
