import { crc32 } from 'node:zlib';
import type { Evaluator } from '../browsers/driver.ts';

/**
 * A screenshot of a text: the lines drawn black on white by the browser's canvas and encoded as
 * PNG by it, with the text also in a `Description` text chunk, which is what the local service's
 * OCR reads (it does not look at pixels).
 */
export async function textScreenshot(
  page: Evaluator,
  lines: readonly string[],
  width = 900,
): Promise<Uint8Array> {
  const base64 = await page.evaluate(
    async ({ text, w }) => {
      const lineHeight = 28;
      // At least 512 px high: the popup lists images big enough to check.
      const canvas = new OffscreenCanvas(w, Math.max(560, 40 + text.length * lineHeight));
      const context = canvas.getContext('2d')!;
      context.fillStyle = '#fff';
      context.fillRect(0, 0, canvas.width, canvas.height);
      context.fillStyle = '#111';
      context.font = '18px serif';
      text.forEach((line, i) => context.fillText(line, 20, 30 + i * lineHeight));
      const blob = await canvas.convertToBlob({ type: 'image/png' });
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let binary = '';
      for (let i = 0; i < bytes.length; i += 0x8000) {
        binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      }
      return btoa(binary);
    },
    { text: [...lines], w: width },
  );
  return withDescription(Buffer.from(base64, 'base64'), lines.join(' '));
}

/** The PNG with a `Description` tEXt chunk (Latin-1) put before its IEND chunk. */
function withDescription(png: Buffer, text: string): Uint8Array {
  const data = Buffer.from(`Description\0${text}`, 'latin1');
  const type = Buffer.from('tEXt', 'latin1');
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([type, data])));
  const iend = png.length - 12;
  return new Uint8Array(
    Buffer.concat([png.subarray(0, iend), length, type, data, crc, png.subarray(iend)]),
  );
}
