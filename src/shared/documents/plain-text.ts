/**
 * The text of a plain-text file: UTF-8, or UTF-16 (either byte order) or UTF-8 with a byte-order
 * mark, as editors save them; line ends made "\n". Undefined for bytes that are not text (not
 * valid in their encoding, or holding control characters other than white space): a binary file
 * is refused, never checked as gibberish.
 */
export function plainText(bytes: Uint8Array): string | undefined {
  let label = 'utf-8';
  let start = 0;
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) start = 3;
  else if (bytes[0] === 0xff && bytes[1] === 0xfe) [label, start] = ['utf-16le', 2];
  else if (bytes[0] === 0xfe && bytes[1] === 0xff) [label, start] = ['utf-16be', 2];
  let text: string;
  try {
    text = new TextDecoder(label, { fatal: true, ignoreBOM: true }).decode(bytes.subarray(start));
  } catch {
    return undefined;
  }
  // eslint-disable-next-line no-control-regex -- binary files are told apart by their controls
  if (/[\u0000-\u0008\u000e-\u001f]/.test(text)) return undefined;
  return text.replace(/\r\n?/g, '\n').replace(/\n+$/, '');
}
