import { inflateSync } from 'node:zlib';

/** A PNG text chunk (tEXt, zTXt or iTXt): its keyword and its text. */
export interface PngTextChunk {
  type: 'tEXt' | 'zTXt' | 'iTXt';
  keyword: string;
  /** Undefined when the chunk's compressed text cannot be inflated. */
  text: string | undefined;
}

const TEXT_TYPES = new Set(['tEXt', 'zTXt', 'iTXt']);

/** The text after the keyword, per PNG text chunk type. */
function chunkText(type: string, rest: Buffer): string {
  if (type === 'tEXt') return rest.toString('latin1');
  if (type === 'zTXt') return inflateSync(rest.subarray(1)).toString('latin1');
  // iTXt: compression flag, method, language\0, translated keyword\0, text.
  const compressed = rest[0] === 1;
  const languageEnd = rest.indexOf(0, 2);
  const translatedEnd = rest.indexOf(0, languageEnd + 1);
  const text = rest.subarray(translatedEnd + 1);
  return (compressed ? inflateSync(text) : text).toString('utf8');
}

/** Every text chunk of a PNG, in file order, up to IEND; CRCs are not checked. */
export function pngTextChunks(bytes: Buffer): PngTextChunk[] {
  const chunks: PngTextChunk[] = [];
  let offset = 8;
  for (let guard = 0; offset + 12 <= bytes.length && guard < 10_000; guard += 1) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    const data = bytes.subarray(offset + 8, Math.min(offset + 8 + length, bytes.length));
    offset += 12 + length;
    if (type === 'IEND') break;
    if (!TEXT_TYPES.has(type)) continue;
    const keywordEnd = data.indexOf(0);
    if (keywordEnd < 0) continue;
    let text: string | undefined;
    try {
      text = chunkText(type, data.subarray(keywordEnd + 1));
    } catch {
      text = undefined;
    }
    chunks.push({
      type: type as PngTextChunk['type'],
      keyword: data.toString('latin1', 0, keywordEnd),
      text,
    });
  }
  return chunks;
}
