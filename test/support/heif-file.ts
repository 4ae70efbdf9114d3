/**
 * HEIF containers built box by box, as phones write them: a primary item that is a grid of
 * 512x512 HEVC tiles, each tile with its own size property listed before the grid's. No HEVC
 * data: nothing here decodes HEIC (browsers cannot), it is the container that is read.
 */
const be16 = (n: number): number[] => [(n >>> 8) & 255, n & 255];
const be32 = (n: number): number[] => [
  (n >>> 24) & 255,
  (n >>> 16) & 255,
  (n >>> 8) & 255,
  n & 255,
];
const ascii = (s: string): number[] => [...s].map((c) => c.charCodeAt(0));

function box(type: string, content: number[]): number[] {
  return [...be32(8 + content.length), ...ascii(type), ...content];
}
function fullBox(type: string, version: number, flags: number, content: number[]): number[] {
  return box(type, [version, (flags >>> 16) & 255, (flags >>> 8) & 255, flags & 255, ...content]);
}

export interface HeifSpec {
  width: number;
  height: number;
  /** Tiles of 512x512 (a grid, as iPhones write); 0 for a single coded image. */
  tile?: number;
  /** An image sequence: a movie box and no primary item. */
  sequence?: boolean;
  brand?: string;
}

export function heifFile(spec: HeifSpec): Uint8Array {
  const brand = spec.brand ?? (spec.sequence ? 'msf1' : 'heic');
  const ftyp = box('ftyp', [...ascii(brand), 0, 0, 0, 0, ...ascii('mif1'), ...ascii(brand)]);
  if (spec.sequence) {
    const moov = box('moov', box('mvhd', new Array<number>(100).fill(0)));
    return Uint8Array.from([...ftyp, ...moov, ...box('mdat', new Array<number>(64).fill(0))]);
  }
  const tile = spec.tile ?? 0;
  const columns = tile ? Math.ceil(spec.width / tile) : 0;
  const rows = tile ? Math.ceil(spec.height / tile) : 0;
  const tiles = columns * rows;
  // Item 1 is the primary picture (a grid when tiled), items 2… its tiles.
  const items = [
    fullBox('infe', 2, 0, [...be16(1), 0, 0, ...ascii(tile ? 'grid' : 'hvc1'), 0]),
    ...Array.from({ length: tiles }, (_, i) =>
      fullBox('infe', 2, 1, [...be16(i + 2), 0, 0, ...ascii('hvc1'), 0]),
    ),
  ];
  const iinf = fullBox('iinf', 0, 0, [...be16(items.length), ...items.flat()]);
  // Properties: 1 = the tile size (listed first, as phones do), 2 = the picture's size.
  const ipco = box('ipco', [
    ...fullBox('ispe', 0, 0, [...be32(tile || spec.width), ...be32(tile || spec.height)]),
    ...fullBox('ispe', 0, 0, [...be32(spec.width), ...be32(spec.height)]),
  ]);
  const entries = [
    [...be16(1), 1, 0x80 | 2],
    ...Array.from({ length: tiles }, (_, i) => [...be16(i + 2), 1, 0x80 | 1]),
  ];
  const ipma = fullBox('ipma', 0, 0, [...be32(entries.length), ...entries.flat()]);
  const meta = fullBox('meta', 0, 0, [
    ...fullBox('hdlr', 0, 0, [0, 0, 0, 0, ...ascii('pict'), ...new Array<number>(13).fill(0)]),
    ...fullBox('pitm', 0, 0, be16(1)),
    ...iinf,
    ...box('iprp', [...ipco, ...ipma]),
  ]);
  return Uint8Array.from([...ftyp, ...meta, ...box('mdat', new Array<number>(64).fill(0))]);
}
