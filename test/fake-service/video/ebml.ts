/**
 * Just enough EBML (the binary format of Matroska and WebM) to find a file's duration and tags:
 * element ids and sizes are variable-length integers; an element whose size is "unknown" (all
 * value bits set, as live recordings write) runs to the end of its parent.
 */

export interface EbmlElement {
  id: number;
  /** Where the element's data starts and ends (end clamped to the buffer). */
  start: number;
  end: number;
  /** The size field said "unknown": `end` is the parent's end. */
  unknownSize: boolean;
}

export const EBML_IDS = {
  header: 0x1a45dfa3,
  docType: 0x4282,
  segment: 0x18538067,
  info: 0x1549a966,
  timecodeScale: 0x2ad7b1,
  duration: 0x4489,
  tags: 0x1254c367,
  tag: 0x7373,
  simpleTag: 0x67c8,
  tagName: 0x45a3,
  tagString: 0x4487,
  cluster: 0x1f43b675,
} as const;

/** Bytes of a variable-length integer starting with `first` (1–8), or 0 if it cannot start one. */
function vintLength(first: number): number {
  for (let length = 1; length <= 8; length++) if (first & (0x100 >> length)) return length;
  return 0;
}

/** An element id: 1–4 bytes, marker bit kept (the ids above include it). */
function readId(bytes: Uint8Array, at: number): { value: number; next: number } | undefined {
  const length = vintLength(bytes[at] ?? 0);
  if (length === 0 || length > 4 || at + length > bytes.length) return undefined;
  let value = 0;
  for (let i = 0; i < length; i++) value = value * 256 + (bytes[at + i] ?? 0);
  return { value, next: at + length };
}

/** A size: 1–8 bytes, marker bit dropped; all ones means unknown. */
function readSize(
  bytes: Uint8Array,
  at: number,
): { value: number; unknown: boolean; next: number } | undefined {
  const first = bytes[at] ?? 0;
  const length = vintLength(first);
  if (length === 0 || at + length > bytes.length) return undefined;
  let value = first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i++) {
    const byte = bytes[at + i] ?? 0;
    value = value * 256 + byte;
    allOnes &&= byte === 0xff;
  }
  return { value, unknown: allOnes, next: at + length };
}

/** The elements directly inside [start, end); stops at anything it cannot read. */
export function* children(bytes: Uint8Array, start: number, end: number): Generator<EbmlElement> {
  let at = start;
  while (at < end) {
    const id = readId(bytes, at);
    if (!id) return;
    const size = readSize(bytes, id.next);
    if (!size) return;
    const dataEnd = size.unknown ? end : Math.min(size.next + size.value, end);
    yield { id: id.value, start: size.next, end: dataEnd, unknownSize: size.unknown };
    if (size.unknown) return; // nothing after it can be found without parsing inside it
    at = dataEnd;
  }
}

export function readUnsigned(bytes: Uint8Array, element: EbmlElement): number {
  let value = 0;
  for (let i = element.start; i < element.end; i++) value = value * 256 + (bytes[i] ?? 0);
  return value;
}

/** A float element: 4 or 8 bytes, big-endian; anything else is not a float. */
export function readFloat(bytes: Uint8Array, element: EbmlElement): number | undefined {
  const view = new DataView(
    bytes.buffer,
    bytes.byteOffset + element.start,
    element.end - element.start,
  );
  if (view.byteLength === 4) return view.getFloat32(0);
  if (view.byteLength === 8) return view.getFloat64(0);
  return undefined;
}

export function readText(bytes: Uint8Array, element: EbmlElement): string {
  return new TextDecoder().decode(bytes.subarray(element.start, element.end)).replace(/\0+$/, '');
}

export function isEbml(bytes: Uint8Array): boolean {
  return (
    bytes.length >= 4 &&
    bytes[0] === 0x1a &&
    bytes[1] === 0x45 &&
    bytes[2] === 0xdf &&
    bytes[3] === 0xa3
  );
}
