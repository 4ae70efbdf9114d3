/** The text of every JPEG comment (COM) segment before the image data, in file order. */
export function jpegComments(bytes: Buffer): string[] {
  const comments: string[] = [];
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return comments;
  let offset = 2;
  for (let guard = 0; offset + 4 <= bytes.length && guard < 10_000; guard += 1) {
    if (bytes[offset] !== 0xff) break;
    const marker = bytes[offset + 1] ?? 0;
    if (marker === 0xda || marker === 0xd9) break;
    const length = bytes.readUInt16BE(offset + 2);
    if (marker === 0xfe) comments.push(bytes.toString('utf8', offset + 4, offset + 2 + length));
    offset += 2 + length;
  }
  return comments;
}
