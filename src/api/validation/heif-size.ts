/**
 * The size of a HEIF/HEIC file's primary image. Phones store a photo as a grid of 512x512
 * tiles, each with its own size property, before or after the whole picture's; the one that
 * counts is the property associated with the primary item (`pitm`), through `ipma`. A file with
 * no primary item but a movie box is an image sequence (bursts, some Live Photos). Pure.
 */
export interface HeifFacts {
  width?: number;
  height?: number;
  /** An image sequence, not a single picture. */
  sequence: boolean;
}

interface Box {
  type: string;
  /** Where its content starts (after the header, and after version/flags for full boxes). */
  start: number;
  end: number;
}

const FULL_BOXES = new Set(['meta', 'pitm', 'iinf', 'ipma', 'ispe', 'infe']);

const u8 = (b: Uint8Array, i: number): number => b[i] ?? 0;
const u16 = (b: Uint8Array, i: number): number => (u8(b, i) << 8) | u8(b, i + 1);
const u32 = (b: Uint8Array, i: number): number => u16(b, i) * 65536 + u16(b, i + 2);
const type4 = (b: Uint8Array, i: number): string => String.fromCharCode(...b.subarray(i, i + 4));

/** The boxes directly inside [start, end). */
function children(b: Uint8Array, start: number, end: number): Box[] {
  const boxes: Box[] = [];
  for (let at = start; at + 8 <= end && boxes.length < 10_000;) {
    let size = u32(b, at);
    const type = type4(b, at + 4);
    let header = 8;
    if (size === 1) {
      size = u32(b, at + 8) * 2 ** 32 + u32(b, at + 12);
      header = 16;
    } else if (size === 0) {
      size = end - at;
    }
    if (size < header || at + size > end) break;
    const content = at + header + (FULL_BOXES.has(type) ? 4 : 0);
    boxes.push({ type, start: content, end: at + size });
    at += size;
  }
  return boxes;
}

const find = (boxes: Box[], type: string): Box | undefined => boxes.find((x) => x.type === type);

/** Property indexes (1-based, into ipco) associated with an item. */
function associations(b: Uint8Array, ipma: Box, item: number): number[] {
  const version = u8(b, ipma.start - 4);
  const wide = (u8(b, ipma.start - 1) & 1) === 1;
  let at = ipma.start;
  const count = u32(b, at);
  at += 4;
  for (let i = 0; i < count && at < ipma.end; i++) {
    const id = version < 1 ? u16(b, at) : u32(b, at);
    at += version < 1 ? 2 : 4;
    const n = u8(b, at);
    at += 1;
    const indexes: number[] = [];
    for (let k = 0; k < n; k++) {
      indexes.push(wide ? u16(b, at) & 0x7fff : u8(b, at) & 0x7f);
      at += wide ? 2 : 1;
    }
    if (id === item) return indexes;
  }
  return [];
}

export function readHeif(b: Uint8Array): HeifFacts {
  const top = children(b, 0, b.length);
  const meta = find(top, 'meta');
  const inMeta = meta ? children(b, meta.start, meta.end) : [];
  const pitm = find(inMeta, 'pitm');
  const iprp = find(inMeta, 'iprp');
  const inIprp = iprp ? children(b, iprp.start, iprp.end) : [];
  const ipco = find(inIprp, 'ipco');
  const ipma = find(inIprp, 'ipma');
  const properties = ipco ? children(b, ipco.start, ipco.end) : [];
  const sequence = !pitm && top.some((x) => x.type === 'moov');
  if (!pitm || !ipma) {
    // No primary item to go by: the largest size property, which is the picture, not a tile.
    let best: { width: number; height: number } | undefined;
    for (const box of properties.filter((p) => p.type === 'ispe')) {
      const size = { width: u32(b, box.start), height: u32(b, box.start + 4) };
      if (!best || size.width * size.height > best.width * best.height) best = size;
    }
    return { sequence, ...best };
  }
  const version = u8(b, pitm.start - 4);
  const primary = version === 0 ? u16(b, pitm.start) : u32(b, pitm.start);
  for (const index of associations(b, ipma, primary)) {
    const property = properties[index - 1];
    if (property?.type === 'ispe') {
      return { sequence, width: u32(b, property.start), height: u32(b, property.start + 4) };
    }
  }
  return { sequence };
}
