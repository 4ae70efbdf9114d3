/**
 * The committed video fixtures (made by scripts/make-video-fixtures.ts with ffmpeg) and tiny
 * hand-built containers for the cases no encoder writes on purpose (no length, unknown sizes,
 * 64-bit boxes).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const MEDIA = join(import.meta.dirname, '..', '..', '..', 'e2e', 'pages', 'media');

/** clip.webm (VP8 + Opus, 12.008 s), clip-c2pa.webm (4.008 s, with provenance), clip.mp4 (3 s). */
export function videoFixture(name: 'clip.webm' | 'clip-c2pa.webm' | 'clip.mp4'): Buffer {
  return readFileSync(join(MEDIA, name));
}

/** An EBML element: its id bytes, an 8-byte size (or "unknown"), its data. */
export function ebml(id: number, data: Uint8Array | Uint8Array[], unknownSize = false): Buffer {
  const body = Buffer.concat(Array.isArray(data) ? data : [data]);
  const idBytes: number[] = [];
  for (let rest = id; rest > 0; rest = Math.floor(rest / 256)) idBytes.unshift(rest % 256);
  const size = Buffer.alloc(8);
  size[0] = 0x01; // 8-byte length marker
  if (unknownSize) size.fill(0xff, 1);
  else size.writeUIntBE(body.length, 2, 6);
  return Buffer.concat([Buffer.from(idBytes), size, body]);
}

export const float64 = (value: number): Buffer => {
  const bytes = Buffer.alloc(8);
  bytes.writeDoubleBE(value);
  return bytes;
};

export const float32 = (value: number): Buffer => {
  const bytes = Buffer.alloc(4);
  bytes.writeFloatBE(value);
  return bytes;
};

export const uint = (value: number): Buffer => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value);
  return bytes;
};

/** A Matroska/WebM file with an Info of these fields and whatever else follows in the Segment. */
export function matroska(options: {
  docType?: string;
  duration?: Buffer;
  timecodeScale?: number;
  after?: Buffer[];
  segmentUnknownSize?: boolean;
}): Buffer {
  const info: Buffer[] = [];
  if (options.timecodeScale !== undefined) info.push(ebml(0x2ad7b1, uint(options.timecodeScale)));
  if (options.duration) info.push(ebml(0x4489, options.duration));
  const header = ebml(0x1a45dfa3, ebml(0x4282, Buffer.from(options.docType ?? 'webm')));
  const segment = ebml(
    0x18538067,
    [ebml(0x1549a966, info), ...(options.after ?? [])],
    options.segmentUnknownSize,
  );
  return Buffer.concat([header, segment]);
}

/** An ISO media box; `large` writes the 64-bit size form. */
export function box(type: string, data: Uint8Array | Uint8Array[], large = false): Buffer {
  const body = Buffer.concat(Array.isArray(data) ? data : [data]);
  if (large) {
    const head = Buffer.alloc(16);
    head.writeUInt32BE(1);
    head.write(type, 4, 'latin1');
    head.writeBigUInt64BE(BigInt(body.length + 16), 8);
    return Buffer.concat([head, body]);
  }
  const head = Buffer.alloc(8);
  head.writeUInt32BE(body.length + 8);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, body]);
}

/** `mvhd` of version 0 or 1 with this time scale and duration. */
export function mvhd(version: 0 | 1, timescale: number, duration: number): Buffer {
  if (version === 1) {
    const data = Buffer.alloc(32);
    data[0] = 1;
    data.writeUInt32BE(timescale, 20);
    data.writeBigUInt64BE(BigInt(duration), 24);
    return box('mvhd', data);
  }
  const data = Buffer.alloc(20);
  data.writeUInt32BE(timescale, 12);
  data.writeUInt32BE(duration, 16);
  return box('mvhd', data);
}

export function ftyp(brand: string): Buffer {
  return box('ftyp', Buffer.from(`${brand}\0\0\0\0isom`, 'latin1'));
}
