/**
 * Reads named entries of a zip file (a Word or OpenDocument file) within limits, so a file made
 * to expand to gigabytes (a "zip bomb") is refused, not unpacked: the number of entries is
 * capped, each entry's declared size is checked against the limits before any of it is inflated,
 * and inflating stops as soon as the output passes what was declared (a file may lie about its
 * sizes), a few kilobytes of input at a time. Only the entries asked for are inflated.
 */
import { Inflate } from 'fflate';

export interface ZipLimits {
  /** Entries the central directory may list. */
  maxEntries: number;
  /** Uncompressed bytes of any one entry read. */
  maxEntryBytes: number;
  /** Uncompressed bytes of all the entries read from one file together. */
  maxTotalBytes: number;
}

/** Generous for any real document: a 500-page thesis's document.xml is about 10 MB. */
export const DOCUMENT_ZIP_LIMITS: ZipLimits = {
  maxEntries: 5_000,
  maxEntryBytes: 64 * 1024 * 1024,
  maxTotalBytes: 128 * 1024 * 1024,
};

export type ZipFailure =
  | { why: 'not-zip' }
  | { why: 'corrupt'; detail: string }
  | { why: 'encrypted' }
  | { why: 'too-many-entries'; entries: number; limit: number }
  /** More than the limits would be unpacked: `bytes` declared (or reached, when sizes lied). */
  | { why: 'too-large'; name: string; bytes: number; limit: number };

interface Entry {
  name: string;
  method: number;
  flags: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

export interface Zip {
  names: readonly string[];
  /** The entry's bytes; undefined when the file has no such entry. */
  read(
    name: string,
  ): { ok: true; value: Uint8Array | undefined } | { ok: false; error: ZipFailure };
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
/** Input pushed to the inflater at once: at most ~1 MB of output each (DEFLATE's 1032:1). */
const STEP = 1024;

/** The zip in `bytes`, its directory read and checked; entries are inflated only when read. */
export function openZip(
  bytes: Uint8Array,
  limits: ZipLimits = DOCUMENT_ZIP_LIMITS,
): { ok: true; value: Zip } | { ok: false; error: ZipFailure } {
  const fail = (error: ZipFailure): { ok: false; error: ZipFailure } => ({ ok: false, error });
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length < 22 || view.getUint32(0, true) !== LOCAL) return fail({ why: 'not-zip' });
  let eocd = -1;
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 0xffff); at--) {
    if (view.getUint32(at, true) === EOCD) {
      eocd = at;
      break;
    }
  }
  if (eocd === -1) return fail({ why: 'corrupt', detail: 'no central directory' });
  const count = view.getUint16(eocd + 10, true);
  const directorySize = view.getUint32(eocd + 12, true);
  const directoryAt = view.getUint32(eocd + 16, true);
  if (count === 0xffff || directoryAt === 0xffffffff) {
    return fail({ why: 'corrupt', detail: 'a ZIP64 archive' });
  }
  if (count > limits.maxEntries) {
    return fail({ why: 'too-many-entries', entries: count, limit: limits.maxEntries });
  }
  if (directoryAt + directorySize > bytes.length) {
    return fail({ why: 'corrupt', detail: 'the directory lies past the end' });
  }
  const entries = new Map<string, Entry>();
  const decoder = new TextDecoder();
  let at = directoryAt;
  for (let i = 0; i < count; i++) {
    if (at + 46 > bytes.length || view.getUint32(at, true) !== CENTRAL) {
      return fail({ why: 'corrupt', detail: 'a damaged directory' });
    }
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    const name = decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength));
    entries.set(name, {
      name,
      flags: view.getUint16(at + 8, true),
      method: view.getUint16(at + 10, true),
      compressedSize: view.getUint32(at + 20, true),
      size: view.getUint32(at + 24, true),
      localOffset: view.getUint32(at + 42, true),
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  let spent = 0;
  const read: Zip['read'] = (name) => {
    const entry = entries.get(name);
    if (!entry) return { ok: true, value: undefined };
    if (entry.flags & 1) return fail({ why: 'encrypted' });
    const room = Math.min(limits.maxEntryBytes, limits.maxTotalBytes - spent);
    if (entry.size > room) {
      return fail({ why: 'too-large', name, bytes: entry.size, limit: room });
    }
    const local = entry.localOffset;
    if (local + 30 > bytes.length || view.getUint32(local, true) !== LOCAL) {
      return fail({ why: 'corrupt', detail: `${name} is not where the directory says` });
    }
    const start = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
    const data = bytes.subarray(start, start + entry.compressedSize);
    if (start + entry.compressedSize > bytes.length) {
      return fail({ why: 'corrupt', detail: `${name} is cut short` });
    }
    const inflated =
      entry.method === 0 ? ok(data) : entry.method === 8 ? inflate(data, entry) : undefined;
    if (!inflated) return fail({ why: 'corrupt', detail: `${name} is packed in an unknown way` });
    if (!inflated.ok) return inflated;
    if (inflated.value.length !== entry.size) {
      return fail({ why: 'corrupt', detail: `${name} is not the size the directory says` });
    }
    spent += inflated.value.length;
    return inflated;
  };
  return { ok: true, value: { names: [...entries.keys()], read } };
}

const ok = (value: Uint8Array): { ok: true; value: Uint8Array } => ({ ok: true, value });

/** DEFLATE data inflated no further than one byte past its declared size. */
function inflate(
  data: Uint8Array,
  entry: Entry,
): { ok: true; value: Uint8Array } | { ok: false; error: ZipFailure } {
  const pieces: Uint8Array[] = [];
  let total = 0;
  let over = false;
  const inflater = new Inflate((chunk) => {
    total += chunk.length;
    if (total > entry.size) over = true;
    else pieces.push(chunk.slice());
  });
  try {
    for (let at = 0; at < data.length && !over; at += STEP) {
      inflater.push(data.subarray(at, at + STEP), at + STEP >= data.length);
    }
    if (data.length === 0) inflater.push(new Uint8Array(0), true);
  } catch {
    return { ok: false, error: { why: 'corrupt', detail: `${entry.name} cannot be unpacked` } };
  }
  if (over) {
    // The entry's declared size was false: it unpacks to more, and is not unpacked further.
    const detail = `${entry.name} unpacks to more than the ${entry.size} bytes it declares`;
    return { ok: false, error: { why: 'corrupt', detail } };
  }
  const out = new Uint8Array(total);
  let at = 0;
  for (const piece of pieces) {
    out.set(piece, at);
    at += piece.length;
  }
  return ok(out);
}
