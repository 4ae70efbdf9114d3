import { jpegComments } from './jpeg-comments.ts';
import { pngTextChunks } from './png-text-chunks.ts';

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
  return pngTextChunks(bytes).find((chunk) => chunk.keyword.toLowerCase() === 'c2pa')?.text;
}

function fromJpeg(bytes: Buffer): string | undefined {
  return jpegComments(bytes)
    .find((comment) => comment.startsWith('c2pa:'))
    ?.slice(5);
}
