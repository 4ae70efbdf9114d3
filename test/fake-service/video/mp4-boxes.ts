/**
 * Just enough ISO base media (MP4, MOV, 3GP, M4V) to find a file's duration: boxes are a 32-bit
 * size and a four-letter type (size 1: a 64-bit size follows; size 0: to the end of the file);
 * `moov/mvhd` holds the time scale and the duration, and a fragmented file's `moov/mvex/mehd`
 * the fragments' total when `mvhd` says 0.
 */

export interface Box {
  type: string;
  start: number;
  end: number;
}

/** Types a file of this family can start with (after them, `ftyp` is not required by old MOV). */
const FIRST_BOX_TYPES = new Set(['ftyp', 'moov', 'mdat', 'free', 'skip', 'wide', 'pnot', 'uuid']);

function typeAt(bytes: Uint8Array, at: number): string {
  return String.fromCharCode(...bytes.subarray(at, at + 4));
}

function view(bytes: Uint8Array): DataView {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

export function* boxes(bytes: Uint8Array, start: number, end: number): Generator<Box> {
  const data = view(bytes);
  let at = start;
  while (at + 8 <= end) {
    let size = data.getUint32(at);
    let header = 8;
    if (size === 1) {
      if (at + 16 > end) return;
      size = Number(data.getBigUint64(at + 8));
      header = 16;
    } else if (size === 0) {
      size = end - at;
    }
    if (size < header) return;
    yield { type: typeAt(bytes, at + 4), start: at + header, end: Math.min(at + size, end) };
    at += size;
  }
}

function find(bytes: Uint8Array, parent: Box | undefined, type: string): Box | undefined {
  for (const box of boxes(bytes, parent?.start ?? 0, parent?.end ?? bytes.length)) {
    if (box.type === type) return box;
  }
  return undefined;
}

export function isIsoMedia(bytes: Uint8Array): boolean {
  return bytes.length >= 8 && FIRST_BOX_TYPES.has(typeAt(bytes, 4));
}

/** "mov" for QuickTime's brand, else "mp4". */
export function isoFlavour(bytes: Uint8Array): 'mov' | 'mp4' {
  const ftyp = find(bytes, undefined, 'ftyp');
  return ftyp && typeAt(bytes, ftyp.start) === 'qt  ' ? 'mov' : 'mp4';
}

/** The movie's duration in milliseconds, or undefined when the file does not say. */
export function isoDurationMs(bytes: Uint8Array): number | undefined {
  const moov = find(bytes, undefined, 'moov');
  const mvhd = moov && find(bytes, moov, 'mvhd');
  if (!moov || !mvhd || mvhd.end - mvhd.start < 20) return undefined;
  const data = view(bytes);
  const version = data.getUint8(mvhd.start);
  let timescale: number;
  let duration: number;
  if (version === 1) {
    if (mvhd.end - mvhd.start < 32) return undefined;
    timescale = data.getUint32(mvhd.start + 20);
    duration = Number(data.getBigUint64(mvhd.start + 24));
  } else {
    timescale = data.getUint32(mvhd.start + 12);
    duration = data.getUint32(mvhd.start + 16);
    if (duration === 0xffffffff) return undefined; // "unknown"
  }
  if (duration === 0) duration = fragmentDuration(bytes, moov) ?? 0;
  if (timescale === 0 || duration === 0) return undefined;
  return (duration * 1000) / timescale;
}

function fragmentDuration(bytes: Uint8Array, moov: Box): number | undefined {
  const mvex = find(bytes, moov, 'mvex');
  const mehd = mvex && find(bytes, mvex, 'mehd');
  if (!mehd) return undefined;
  const data = view(bytes);
  if (data.getUint8(mehd.start) === 1 && mehd.end - mehd.start >= 12) {
    return Number(data.getBigUint64(mehd.start + 4));
  }
  return mehd.end - mehd.start >= 8 ? data.getUint32(mehd.start + 4) : undefined;
}
