import { inflateSync } from 'node:zlib';

/** Provenance fields the response's imageInfo.metadata can carry. */
export interface ImageProvenance {
  issuedBy?: string;
  appOrDeviceUsed?: string;
  issuedTime?: string;
  contentSummary?: string;
}

const FIELDS = ['issuedBy', 'appOrDeviceUsed', 'issuedTime', 'contentSummary'] as const;

/**
 * The fake's stand-in for C2PA manifests (it does not parse JUMBF): a JSON
 * object with the four fields, stored
 * - in a PNG tEXt, zTXt or iTXt chunk whose keyword is "c2pa", or
 * - in a JPEG comment (COM) segment whose text starts with "c2pa:".
 */
export function readProvenance(bytes: Buffer): ImageProvenance | undefined {
  const json = bytes.readUInt32BE(0) === 0x89504e47 ? fromPng(bytes) : fromJpeg(bytes);
  if (json === undefined) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return undefined;
  }
  if (!parsed || typeof parsed !== 'object') return undefined;
  const provenance: ImageProvenance = {};
  for (const field of FIELDS) {
    const value = (parsed as Record<string, unknown>)[field];
    if (typeof value === 'string') provenance[field] = value;
  }
  return Object.keys(provenance).length > 0 ? provenance : undefined;
}

function fromPng(bytes: Buffer): string | undefined {
  let offset = 8;
  for (let guard = 0; offset + 12 <= bytes.length && guard < 10_000; guard += 1) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    const data = bytes.subarray(offset + 8, Math.min(offset + 8 + length, bytes.length));
    offset += 12 + length;
    if (type === 'IEND') break;
    if (type !== 'tEXt' && type !== 'zTXt' && type !== 'iTXt') continue;
    const keywordEnd = data.indexOf(0);
    if (keywordEnd < 0 || data.toString('latin1', 0, keywordEnd).toLowerCase() !== 'c2pa') continue;
    try {
      return chunkText(type, data.subarray(keywordEnd + 1));
    } catch {
      return undefined;
    }
  }
  return undefined;
}

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

function fromJpeg(bytes: Buffer): string | undefined {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return undefined;
  let offset = 2;
  for (let guard = 0; offset + 4 <= bytes.length && guard < 10_000; guard += 1) {
    if (bytes[offset] !== 0xff) return undefined;
    const marker = bytes[offset + 1] ?? 0;
    if (marker === 0xda || marker === 0xd9) return undefined;
    const length = bytes.readUInt16BE(offset + 2);
    if (marker === 0xfe) {
      const text = bytes.toString('utf8', offset + 4, offset + 2 + length);
      if (text.startsWith('c2pa:')) return text.slice(5);
    }
    offset += 2 + length;
  }
  return undefined;
}
