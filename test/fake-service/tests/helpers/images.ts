import { crc32 } from 'node:zlib';

/**
 * Minimal image files: valid headers with the requested size, no pixel data.
 * The fake reads only headers, so these are enough and stay tiny. `salt`
 * appends bytes so two images of one size hash differently.
 */

function u32be(value: number): Buffer {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(value);
  return b;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  return Buffer.concat([u32be(data.length), typeAndData, u32be(crc32(typeAndData))]);
}

export interface PngOptions {
  salt?: string;
  /** A tEXt chunk `c2pa` with this JSON. */
  c2pa?: object;
  /** The same, but as an iTXt chunk. */
  c2paItxt?: object;
  /** A tEXt chunk `Description` (Latin-1): the fake's OCR reads it as the image's text. */
  description?: string;
  /** The same as an iTXt chunk (UTF-8). */
  descriptionItxt?: string;
}

export function png(width: number, height: number, options: PngOptions = {}): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const chunks = [
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
  ];
  if (options.c2pa)
    chunks.push(pngChunk('tEXt', Buffer.from(`c2pa\0${JSON.stringify(options.c2pa)}`, 'latin1')));
  if (options.c2paItxt) {
    chunks.push(
      pngChunk('iTXt', Buffer.from(`c2pa\0\0\0en\0\0${JSON.stringify(options.c2paItxt)}`, 'utf8')),
    );
  }
  if (options.description !== undefined) {
    chunks.push(pngChunk('tEXt', Buffer.from(`Description\0${options.description}`, 'latin1')));
  }
  if (options.descriptionItxt !== undefined) {
    chunks.push(
      pngChunk('iTXt', Buffer.from(`Description\0\0\0en\0\0${options.descriptionItxt}`, 'utf8')),
    );
  }
  if (options.salt) chunks.push(pngChunk('tEXt', Buffer.from(`salt\0${options.salt}`, 'latin1')));
  chunks.push(pngChunk('IEND', Buffer.alloc(0)));
  return Buffer.concat(chunks);
}

export function jpeg(
  width: number,
  height: number,
  options: { comment?: string; salt?: string } = {},
): Buffer {
  const parts = [Buffer.from([0xff, 0xd8])];
  const app0 = Buffer.from([
    0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 1, 1, 0, 0, 1, 0, 1, 0, 0,
  ]);
  parts.push(app0);
  for (const text of [options.comment, options.salt].filter((t): t is string => t !== undefined)) {
    const data = Buffer.from(text, 'utf8');
    const header = Buffer.from([0xff, 0xfe, 0, 0]);
    header.writeUInt16BE(data.length + 2, 2);
    parts.push(header, data);
  }
  const sof = Buffer.alloc(19);
  sof.set([0xff, 0xc0, 0x00, 0x11, 8]);
  sof.writeUInt16BE(height, 5);
  sof.writeUInt16BE(width, 7);
  sof.set([3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1], 9);
  parts.push(sof, Buffer.from([0xff, 0xd9]));
  return Buffer.concat(parts);
}

function riff(chunk: string, data: Buffer, salt = ''): Buffer {
  const body = Buffer.concat([
    Buffer.from(`WEBP${chunk}`, 'latin1'),
    Buffer.alloc(4),
    data,
    Buffer.from(salt),
  ]);
  body.writeUInt32LE(data.length, 8);
  const file = Buffer.concat([Buffer.from('RIFF', 'latin1'), Buffer.alloc(4), body]);
  file.writeUInt32LE(body.length, 4);
  return file;
}

export function webpVp8(width: number, height: number, salt = ''): Buffer {
  const data = Buffer.alloc(10);
  data.set([0x10, 0x02, 0x00, 0x9d, 0x01, 0x2a]);
  data.writeUInt16LE(width, 6);
  data.writeUInt16LE(height, 8);
  return riff('VP8 ', data, salt);
}

export function webpVp8l(width: number, height: number, salt = ''): Buffer {
  const data = Buffer.alloc(5);
  data[0] = 0x2f;
  data.writeUInt32LE(((width - 1) | ((height - 1) << 14)) >>> 0, 1);
  return riff('VP8L', data, salt);
}

export function webpVp8x(width: number, height: number, salt = ''): Buffer {
  const data = Buffer.alloc(10);
  data.writeUIntLE(width - 1, 4, 3);
  data.writeUIntLE(height - 1, 7, 3);
  return riff('VP8X', data, salt);
}

export function bmp(width: number, height: number, salt = ''): Buffer {
  const header = Buffer.alloc(54);
  header.write('BM', 0, 'latin1');
  header.writeUInt32LE(54, 10);
  header.writeUInt32LE(40, 14);
  header.writeInt32LE(width, 18);
  header.writeInt32LE(-height, 22); // top-down rows
  header.writeUInt16LE(1, 26);
  header.writeUInt16LE(24, 28);
  return Buffer.concat([header, Buffer.from(salt)]);
}

function box(type: string, ...contents: Buffer[]): Buffer {
  const body = Buffer.concat(contents);
  return Buffer.concat([u32be(body.length + 8), Buffer.from(type, 'latin1'), body]);
}

function ispe(width: number, height: number): Buffer {
  return box('ispe', Buffer.alloc(4), u32be(width), u32be(height));
}

/** ftyp + meta › iprp › ipco with a 320x240 thumbnail ispe and the main one. */
export function heic(width: number, height: number, salt = ''): Buffer {
  const ftyp = box(
    'ftyp',
    Buffer.from('heic', 'latin1'),
    Buffer.alloc(4),
    Buffer.from('mif1heic', 'latin1'),
  );
  const hdlr = box('hdlr', Buffer.alloc(8), Buffer.from('pict', 'latin1'), Buffer.alloc(13));
  const meta = box(
    'meta',
    Buffer.alloc(4),
    hdlr,
    box('iprp', box('ipco', ispe(320, 240), ispe(width, height))),
  );
  return Buffer.concat([ftyp, meta, box('free', Buffer.from(salt))]);
}
