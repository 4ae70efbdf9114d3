/**
 * EXIF orientation written into real image files the way cameras and phones write it: a TIFF
 * structure with one IFD entry (tag 0x0112), in a JPEG APP1 segment, a PNG eXIf chunk or a WebP
 * EXIF chunk. The pixels are left as they are (stored as the sensor saw them).
 */
const u16 = (n: number, little: boolean): number[] =>
  little ? [n & 255, (n >>> 8) & 255] : [(n >>> 8) & 255, n & 255];
const u32 = (n: number, little: boolean): number[] =>
  little
    ? [...u16(n & 0xffff, true), ...u16(n >>> 16, true)]
    : [...u16(n >>> 16, false), ...u16(n & 0xffff, false)];

/** A TIFF header and one IFD: Orientation = `orientation` (SHORT), plus a Make string tag. */
export function exifTiff(orientation: number, little = false): number[] {
  const make = [...'PhoneCam\0'].map((c) => c.charCodeAt(0));
  const ifdEntries = 2;
  const dataAt = 8 + 2 + ifdEntries * 12 + 4;
  return [
    ...(little ? [0x49, 0x49] : [0x4d, 0x4d]),
    ...u16(42, little),
    ...u32(8, little),
    ...u16(ifdEntries, little),
    // Make (0x010f), ASCII, its text after the IFD.
    ...u16(0x010f, little),
    ...u16(2, little),
    ...u32(make.length, little),
    ...u32(dataAt, little),
    // Orientation (0x0112), SHORT, one value held in the entry itself.
    ...u16(0x0112, little),
    ...u16(3, little),
    ...u32(1, little),
    ...u16(orientation, little),
    0,
    0,
    ...u32(0, little),
    ...make,
  ];
}

/** The JPEG with an APP1 Exif segment right after its start-of-image marker. */
export function jpegWithOrientation(
  jpeg: Uint8Array,
  orientation: number,
  little = false,
): Uint8Array {
  const payload = [0x45, 0x78, 0x69, 0x66, 0, 0, ...exifTiff(orientation, little)];
  const segment = [0xff, 0xe1, ...u16(payload.length + 2, false), ...payload];
  return Uint8Array.from([...jpeg.subarray(0, 2), ...segment, ...jpeg.subarray(2)]);
}

/** A PNG with an eXIf chunk before its pixel data (the CRC is not checked by readers here). */
export function pngWithOrientation(png: Uint8Array, orientation: number): Uint8Array {
  const data = exifTiff(orientation, true);
  const chunk = [...u32(data.length, false), 0x65, 0x58, 0x49, 0x66, ...data, 0, 0, 0, 0];
  const afterHeader = 8 + 25; // signature, then the IHDR chunk
  return Uint8Array.from([...png.subarray(0, afterHeader), ...chunk, ...png.subarray(afterHeader)]);
}

/** A WebP (RIFF) with an EXIF chunk appended. */
export function webpWithOrientation(webp: Uint8Array, orientation: number): Uint8Array {
  const data = exifTiff(orientation, true);
  const chunk = [
    0x45,
    0x58,
    0x49,
    0x46,
    ...u32(data.length, true),
    ...data,
    ...(data.length % 2 ? [0] : []),
  ];
  const out = Uint8Array.from([...webp, ...chunk]);
  new DataView(out.buffer).setUint32(4, out.length - 8, true);
  return out;
}
